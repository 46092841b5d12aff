import Foundation
import SeamGenerator

/// The journal of one ``FileWriter/apply(_:)``: everything it did to disk, so that a failure
/// can undo it.
///
/// A file about to be replaced or removed is first kept under a hidden name beside it (a hard
/// link, or the file itself renamed), so that a rollback renames it back: the restored file is
/// the same file, with its modification date and inode, and builds do not recompile it. The
/// hidden names are those of temporaries (`.Name.swift.seam-<UUID>.tmp`), which the next run
/// removes (``FileWriter/plans(_:refusingForeign:)``) if a crash leaves one behind.
struct WriteTransaction {
    /// Why a step failed, in one sentence naming the path.
    struct Failure: Error {
        var message: String
    }

    /// Folders created for this plan, parents first.
    private var createdFolders: [String] = []
    /// Folders known to exist: checked or created once, not once per file.
    private var knownFolders: Set<String> = []
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
    ///
    /// Split by bytes (``Path``), not through `URL`, which asked for the current folder and
    /// whether the path is a folder; a random UUID from the system's generator, not `UUID()`,
    /// which opened `/dev/urandom` for every file on Linux.
    static func hiddenName(for path: String) -> String {
        let name = ".\(Path.lastComponent(of: path)).seam-\(randomUUID().uuidString).tmp"
        return Path.appending(name, to: Path.directory(of: path))
    }

    /// A random (version 4) UUID: two words of the system's generator (one `getrandom` each;
    /// a byte at a time would be sixteen).
    private static func randomUUID() -> UUID {
        var generator = SystemRandomNumberGenerator()
        let high: UInt64 = generator.next() & ~0xF000 | 0x4000
        let low: UInt64 = generator.next() & ~(0xC000 << 48) | (0x8000 << 48)
        func byte(_ word: UInt64, _ index: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: word >> (56 - 8 * index))
        }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4),
                byte(high, 5), byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1),
                byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
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
    ///
    /// Written with `open` and `write`, never synced: the rename in ``commit(_:)`` makes each
    /// file's replacement atomic for every process (a run killed at any point leaves the old
    /// file or the new one), and generated files can always be generated again, so they do
    /// not pay an `fsync` each for surviving a power loss (issue 26: half of a folder run's
    /// wall time at 3,000 files).
    mutating func stage(_ file: GeneratedFile) throws(Failure) {
        try createFolder(Path.directory(of: file.path), for: file.path)
        let temporary = Self.hiddenName(for: file.path)
        let code = Self.writeNewFile(temporary, file.contents)
        guard code == 0 else {
            // A write that failed half way (no space left) must not leave its half behind.
            unlink(temporary)
            throw Failure(
                message: "cannot write '\(file.path)': \(FileErrorReason.of(errno: code))")
        }
        temporaries[file.path] = temporary
    }

    /// Writes `contents` to a new file at `path` (readable and writable as the umask allows,
    /// as `Data.write` made it).
    /// - Returns: 0, or the error number of the step that failed.
    private static func writeNewFile(_ path: String, _ contents: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var contents = contents
        var code: Int32 = contents.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
        if close(descriptor) != 0, code == 0 { code = errno }
        return code
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
        let hidden = Self.hiddenName(for: path)
        // A target about to be replaced is linked before anything else: a new file's target
        // is missing, which the failed link says in one call, and a folder cannot be linked.
        if !byMoving {
            if link(path, hidden) == 0 { return .file(hidden) }
            if errno == ENOENT { return nil }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            !isFolder.boolValue
        else {
            return nil
        }
        if byMoving, rename(path, hidden) == 0 {
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
        guard !knownFolders.contains(folder) else { return }
        var missing: [String] = []
        var current = folder
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
                guard isFolder.boolValue else {
                    let message = "cannot write '\(path)': '\(current)' is not a folder"
                    throw Failure(message: message)
                }
                break
            }
            missing.append(current)
            let parent = Path.directory(of: current)
            if parent == current { break }
            current = parent
        }
        for created in missing.reversed() {
            guard mkdir(created, 0o755) == 0 else {
                let reason = FileErrorReason.of(errno: errno)
                throw Failure(message: "cannot create folder '\(created)': \(reason)")
            }
            createdFolders.append(created)
        }
        knownFolders.insert(folder)
    }
}
