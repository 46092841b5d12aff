import Foundation
import SeamGenerator

/// The no-change fast path: remembers, per target, a fingerprint of the inputs of the last
/// write and the status of every file written, so that a rerun with nothing changed skips
/// parsing and rendering altogether.
///
/// The fingerprint covers the `seam` executable itself, the target's settings, and the size,
/// modification time and inode of every source, reference source, protocol list, template
/// file (the default templates folder too, which is read at run time) and the nearest
/// `Package.swift` above each source (see ``NonsendingDefault``), the way
/// `make` and Git's index decide that a file changed, without reading it.
/// A target is fresh when that fingerprint matches and every output file (and, for a folder,
/// the folder itself, whose time changes when a file is added or removed) is as recorded.
/// The state lives in a cache folder (default `.build/seam`), never in the output.
struct GenerationCache {
    /// The folder holding one state file per target.
    var directory: String
    /// Identifies the running `seam` (its path, size and time), so a rebuilt tool regenerates.
    var toolIdentity: String

    /// The fingerprint of everything `settings` reads.
    func fingerprint(of settings: TargetSettings) -> String {
        var hash = Fingerprint()
        hash.add("seam \(SeamVersion.current)")
        hash.add(toolIdentity)
        hash.add(FileManager.default.currentDirectoryPath)
        hash.add(String(describing: settings))
        var inputs: [(String, FileStatus)] = []
        for path in settings.sources + settings.referenceSources {
            inputs += FileStatus.walk(path, suffix: ".swift")
        }
        if case .listed(_, let files) = settings.selection {
            for file in files { inputs += FileStatus.walk(file) }
        }
        inputs += FileStatus.walk(settings.templates ?? TemplateLibrary.defaultFolder())
        if settings.nonisolatedNonsending == nil {
            // The manifests say whether the module is built with NonisolatedNonsendingByDefault.
            for manifest in NonsendingDefault.manifests(for: settings.sources) {
                inputs += FileStatus.walk(manifest)
            }
        }
        for (path, status) in inputs {
            hash.add("\(status.summary) \(path)")
        }
        return hash.hex
    }

    /// The number of output files when the recorded state says the output is current, else
    /// `nil`.
    func freshFileCount(of settings: TargetSettings, fingerprint: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: statePath(of: settings))
        else { return nil }
        // An array of bytes, not Characters nor `Data` (whose iterator costs an exclusivity
        // check per byte): this runs over every output line on each no-change rerun.
        let bytes = [UInt8](data)
        let newline = UInt8(ascii: "\n")
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)[...]
        let header = ["seam-state 1", fingerprint, folderSummary(of: settings)]
        for expected in header {
            guard let line = lines.popFirst(), line.elementsEqual(expected.utf8) else { return nil }
        }
        var count = 0
        for line in lines where !line.isEmpty {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")),
                let status = FileStatus.of(String(decoding: line[(tab + 1)...], as: UTF8.self)),
                line[..<tab].elementsEqual(status.summary.utf8)
            else { return nil }
            count += 1
        }
        return count
    }

    /// Records that `outputs` were just written (or found current) for `fingerprint`.
    func record(_ settings: TargetSettings, fingerprint: String, outputs: [String]) {
        var text = "seam-state 1\n\(fingerprint)\n\(folderSummary(of: settings))\n"
        for path in outputs {
            guard let status = FileStatus.of(path) else { return }
            text += "\(status.summary)\t\(path)\n"
        }
        // A cache that cannot be written only costs the next run its fast path.
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(
            to: URL(fileURLWithPath: statePath(of: settings)), options: .atomic)
    }

    /// Forgets the state of `settings`, before its output is touched.
    func invalidate(_ settings: TargetSettings) {
        // A missing file is the state we want, so the error carries no information.
        try? FileManager.default.removeItem(atPath: statePath(of: settings))
    }

    /// The state file of a target, named after a hash of its output location.
    private func statePath(of settings: TargetSettings) -> String {
        var hash = Fingerprint()
        hash.add(FileManager.default.currentDirectoryPath)
        hash.add(String(describing: settings.output))
        return Path.join(directory, hash.hex + ".state")
    }

    /// The output folder's status, or `-` for single-file output.
    private func folderSummary(of settings: TargetSettings) -> String {
        guard case .folder(let folder) = settings.output else { return "-" }
        return FileStatus.of(folder)?.summary ?? "missing"
    }
}
