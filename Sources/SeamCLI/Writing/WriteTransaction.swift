import Foundation
import SeamGenerator

/// The journal of one ``FileWriter/apply(_:)``: everything it did to disk, so that a failure
/// can undo it.
///
/// A file about to be replaced or removed is first kept under a hidden name beside it (a hard
/// link, or the file itself renamed), so that a rollback renames it back: the restored file is
/// the same file, with its modification date and inode, and builds do not recompile it. The
/// hidden names are those of temporaries (`.Name.swift.seam-<UUID>.tmp`), which the next run
/// removes (``FileWriter/plan(_:output:)``) if a crash leaves one behind.
struct WriteTransaction {
    /// Why a step failed, in one sentence naming the path.
    struct Failure: Error {
        var message: String
    }

    /// Folders created for this plan, parents first.
    private var createdFolders: [String] = []
    /// Written temporaries not yet renamed, by target path.
    private var temporaries: [String: String] = [:]
    /// Targets replaced so far, with what keeps their previous file (`nil`: the target was new).
    private var replaced: [(path: String, previous: Kept?)] = []
    /// Orphans removed so far, with what keeps them.
    private var removed: [(path: String, previous: Kept)] = []

    /// A previous file, kept until the transaction ends.
    private enum Kept {
        /// The file itself, under a hidden name in its folder.
        case file(String)
        /// Its content and modification date, where the file system has no hard links.
        case contents(Data, Date?)
    }

    /// A hidden name beside `path`: `.Name.swift.seam-<UUID>.tmp`.
    static func hiddenName(for path: String) -> String {
        let target = URL(fileURLWithPath: path)
        let name = ".\(target.lastPathComponent).seam-\(UUID().uuidString).tmp"
        return Path.appending(name, to: target.deletingLastPathComponent().path)
    }

    /// The target's file name of a hidden name made by ``hiddenName(for:)``
    /// (`Name.swift` for `.Name.swift.seam-<UUID>.tmp`), or `nil` for any other name.
    static func target(ofHiddenName name: String) -> String? {
        let suffix = ".tmp"
        let uuidLength = 36
        let marker = ".seam-"
        guard name.hasPrefix("."), name.hasSuffix(suffix),
            name.utf8.count > 1 + marker.utf8.count + uuidLength + suffix.utf8.count
        else { return nil }
        let core = name.dropFirst().dropLast(suffix.count)
        let uuid = core.suffix(uuidLength)
        guard UUID(uuidString: String(uuid)) != nil, core.dropLast(uuidLength).hasSuffix(marker)
        else { return nil }
        let target = core.dropLast(uuidLength + marker.count)
        return target.isEmpty ? nil : String(target)
    }

    /// Deletes a temporary an interrupted run left behind.
    mutating func removeStale(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(
                message:
                    "cannot remove stale temporary file '\(path)': \(FileErrorReason.of(errno: errno))"
            )
        }
    }

    /// Writes `file` to a temporary file next to its target, creating folders as needed.
    mutating func stage(_ file: GeneratedFile) throws(Failure) {
        let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
        try createFolder(folder, for: file.path)
        let temporary = Self.hiddenName(for: file.path)
        do {
            try Data(file.contents.utf8)
                .write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            // A write that failed half way (no space left) must not leave its half behind.
            unlink(temporary)
            throw Failure(message: "cannot write '\(file.path)': \(FileErrorReason.of(error))")
        }
        temporaries[file.path] = temporary
    }

    /// Renames the staged temporary of `path` over it, keeping the old content for a rollback.
    mutating func commit(_ path: String) throws(Failure) {
        guard let temporary = temporaries[path] else {
            throw Failure(message: "cannot write '\(path)': it was not staged")
        }
        let previous = try keep(path, byMoving: false)
        guard rename(temporary, path) == 0 else {
            let code = errno
            if case .file(let link)? = previous { unlink(link) }
            throw Failure(message: "cannot write '\(path)': \(FileErrorReason.of(errno: code))")
        }
        temporaries[path] = nil
        replaced.append((path, previous))
    }

    /// Deletes the orphan `path`, keeping its content for a rollback.
    mutating func remove(_ path: String) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        {
            throw Failure(message: "cannot remove '\(path)': it is a folder")
        }
        guard let previous = try keep(path, byMoving: true) else {
            return
        }
        if case .contents = previous, unlink(path) != 0 {
            throw Failure(message: "cannot remove '\(path)': \(FileErrorReason.of(errno: errno))")
        }
        removed.append((path, previous))
    }

    /// Ends a transaction that succeeded: deletes the kept previous files.
    mutating func finish() {
        for case .file(let kept) in replaced.map(\.previous) + removed.map(\.previous) {
            // One that cannot be deleted is a hidden temporary the next run removes.
            unlink(kept)
        }
        replaced = []
        removed = []
    }

    /// Undoes every step in reverse order and deletes leftovers.
    ///
    /// - Returns: A note for each step that could not be undone.
    mutating func rollBack() -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for (path, previous) in removed.reversed() {
            notes += restore(path, previous)
        }
        for (path, previous) in replaced.reversed() {
            if let previous {
                notes += restore(path, previous)
            } else if unlink(path) != 0 {
                notes.append(note("could not remove '\(path)'", errno))
            }
        }
        for temporary in temporaries.values.sorted() where unlink(temporary) != 0 {
            notes.append(note("could not remove temporary file '\(temporary)'", errno))
        }
        for folder in createdFolders.reversed() where rmdir(folder) != 0 {
            notes.append(note("could not remove folder '\(folder)'", errno))
        }
        removed = []
        replaced = []
        temporaries = [:]
        createdFolders = []
        return notes
    }

    /// Puts a kept file back at `path`: renamed back, so it is the very file that was there.
    private func restore(_ path: String, _ previous: Kept) -> [Diagnostic] {
        switch previous {
        case .file(let kept):
            guard rename(kept, path) == 0 else {
                return [note("could not restore '\(path)'", errno)]
            }
            return []
        case .contents(let contents, let modified):
            do {
                try contents.write(to: URL(fileURLWithPath: path), options: .atomic)
                if let modified {
                    try FileManager.default.setAttributes(
                        [.modificationDate: modified], ofItemAtPath: path)
                }
                return []
            } catch {
                return [
                    Diagnostic(.note, "could not restore '\(path)': \(FileErrorReason.of(error))")
                ]
            }
        }
    }

    /// Keeps the file at `path` under a hidden name (moved there when `byMoving`, else hard
    /// linked), or its content where the file system cannot; `nil` if there is no file there
    /// (nothing, or a folder, which the rename or unlink that follows then reports).
    private func keep(_ path: String, byMoving: Bool) throws(Failure) -> Kept? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            !isFolder.boolValue
        else {
            return nil
        }
        let hidden = Self.hiddenName(for: path)
        if byMoving ? rename(path, hidden) == 0 : link(path, hidden) == 0 {
            return .file(hidden)
        }
        do {
            let contents = try Data(contentsOf: URL(fileURLWithPath: path))
            let modified =
                try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            return .contents(contents, modified)
        } catch {
            throw Failure(message: "cannot read '\(path)': \(FileErrorReason.of(error))")
        }
    }

    private func note(_ message: String, _ code: Int32) -> Diagnostic {
        Diagnostic(.note, "\(message): \(FileErrorReason.of(errno: code))")
    }

    /// Creates `folder` and any missing parents, one at a time, recording each for a rollback.
    private mutating func createFolder(_ folder: String, for path: String) throws(Failure) {
        var missing: [String] = []
        var current = URL(fileURLWithPath: folder)
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isFolder) {
                guard isFolder.boolValue else {
                    let message = "cannot write '\(path)': '\(current.path)' is not a folder"
                    throw Failure(message: message)
                }
                break
            }
            missing.append(current.path)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        for created in missing.reversed() {
            guard mkdir(created, 0o755) == 0 else {
                let reason = FileErrorReason.of(errno: errno)
                throw Failure(message: "cannot create folder '\(created)': \(reason)")
            }
            createdFolders.append(created)
        }
    }
}
