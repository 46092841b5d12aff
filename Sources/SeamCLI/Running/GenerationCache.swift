import Foundation
import SeamGenerator

/// The no-change fast path: remembers, per target, a fingerprint of the inputs of the last
/// write and the status of every file written, so that a rerun with nothing changed skips
/// parsing and rendering altogether.
///
/// The fingerprint covers the `seam` executable itself, the target's target, and the size,
/// modification time and inode of every source, reference source, protocol list, template
/// file of a `--templates` folder, and the nearest
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

    /// The fingerprint of everything `target` reads.
    func fingerprint(of target: Target) -> String {
        var hash = Fingerprint()
        hash.add("seam \(SeamVersion.current)")
        hash.add(toolIdentity)
        hash.add(FileManager.default.currentDirectoryPath)
        hash.add(String(describing: target))
        var inputs: [(String, FileStatus)] = []
        for path in target.request.sources + target.request.referenceSources {
            inputs += FileStatus.walk(path, suffix: ".swift")
        }
        for file in target.protocolsFiles { inputs += FileStatus.walk(file) }
        // The default templates are built into the executable, which toolIdentity covers.
        if let templates = target.request.templates { inputs += FileStatus.walk(templates) }
        if target.request.nonisolatedNonsending == nil {
            // The manifests say whether the module is built with NonisolatedNonsendingByDefault.
            for manifest in ManifestLocator.manifests(for: target.request.sources) {
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
    func freshFileCount(of target: Target, fingerprint: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: statePath(of: target))
        else { return nil }
        // An array of bytes, not Characters nor `Data` (whose iterator costs an exclusivity
        // check per byte): this runs over every output line on each no-change rerun.
        let bytes = [UInt8](data)
        let newline = UInt8(ascii: "\n")
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)[...]
        let header = ["seam-state 1", fingerprint, folderSummary(of: target)]
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
    func record(_ target: Target, fingerprint: String, outputs: [String]) {
        var text = "seam-state 1\n\(fingerprint)\n\(folderSummary(of: target))\n"
        for path in outputs {
            guard let status = FileStatus.of(path) else { return }
            text += "\(status.summary)\t\(path)\n"
        }
        // A cache that cannot be written only costs the next run its fast path.
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(
            to: URL(fileURLWithPath: statePath(of: target)), options: .atomic)
    }

    /// Forgets the state of `target`, before its output is touched.
    func invalidate(_ target: Target) {
        // A missing file is the state we want, so the error carries no information.
        try? FileManager.default.removeItem(atPath: statePath(of: target))
    }

    /// The state file of a target, named after a hash of its output location.
    private func statePath(of target: Target) -> String {
        var hash = Fingerprint()
        hash.add(FileManager.default.currentDirectoryPath)
        hash.add(String(describing: target.request.output))
        return Path.join(directory, hash.hex + ".state")
    }

    /// The output folder's status, or `-` for single-file output.
    private func folderSummary(of target: Target) -> String {
        guard case .folder(let folder) = target.request.output else { return "-" }
        return FileStatus.of(folder)?.summary ?? "missing"
    }
}
