import Foundation

/// The journal of one ``FileWriter/apply(_:)``: everything it did to disk, so that a failure
/// can undo it.
///
/// Old contents are kept in memory rather than in backup files, so a crash never leaves
/// backups behind; at worst it leaves hidden `.*.seam-*.tmp` temporaries.
struct WriteTransaction {
    /// Why a step failed, in one sentence naming the path.
    struct Failure: Error {
        var message: String
    }

    /// Folders created for this plan, parents first.
    private var createdFolders: [String] = []
    /// Written temporaries not yet renamed, by target path.
    private var temporaries: [String: String] = [:]
    /// Targets replaced so far, with their previous content (`nil`: the target was new).
    private var replaced: [(path: String, previous: Data?)] = []
    /// Orphans removed so far, with their content.
    private var removed: [(path: String, previous: Data)] = []

    /// Writes `file` to a temporary file next to its target, creating folders as needed.
    mutating func stage(_ file: GeneratedFile) throws(Failure) {
        let target = URL(fileURLWithPath: file.path)
        let folder = target.deletingLastPathComponent().path
        try createFolder(folder, for: file.path)
        let temporaryName = ".\(target.lastPathComponent).seam-\(UUID().uuidString).tmp"
        let temporary = FileWriter.join(folder, temporaryName)
        do {
            try Data(file.contents.utf8)
                .write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            throw Failure(message: "cannot write '\(file.path)': \(FileErrorReason.of(error))")
        }
        temporaries[file.path] = temporary
    }

    /// Renames the staged temporary of `path` over it, keeping the old content for a rollback.
    mutating func commit(_ path: String) throws(Failure) {
        guard let temporary = temporaries[path] else {
            throw Failure(message: "cannot write '\(path)': it was not staged")
        }
        let previous = try contentsIfPresent(path)
        guard rename(temporary, path) == 0 else {
            throw Failure(message: "cannot write '\(path)': \(FileErrorReason.of(errno: errno))")
        }
        temporaries[path] = nil
        replaced.append((path, previous))
    }

    /// Deletes the orphan `path`, keeping its content for a rollback.
    mutating func remove(_ path: String) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure(message: "cannot remove '\(path)': it is a folder")
        }
        guard let previous = try contentsIfPresent(path) else {
            return
        }
        guard unlink(path) == 0 else {
            throw Failure(message: "cannot remove '\(path)': \(FileErrorReason.of(errno: errno))")
        }
        removed.append((path, previous))
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

    private func restore(_ path: String, _ contents: Data) -> [Diagnostic] {
        do {
            try contents.write(to: URL(fileURLWithPath: path), options: .atomic)
            return []
        } catch {
            return [Diagnostic(.note, "could not restore '\(path)': \(FileErrorReason.of(error))")]
        }
    }

    private func note(_ message: String, _ code: Int32) -> Diagnostic {
        Diagnostic(.note, "\(message): \(FileErrorReason.of(errno: code))")
    }

    /// The content of `path`, or `nil` if there is no file there (nothing, or a folder, which
    /// the rename or unlink that follows then reports).
    private func contentsIfPresent(_ path: String) throws(Failure) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
              !isFolder.boolValue else {
            return nil
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(message: "cannot read '\(path)': \(FileErrorReason.of(error))")
        }
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
