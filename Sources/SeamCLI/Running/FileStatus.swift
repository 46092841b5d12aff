import Foundation
import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says about a file: enough to tell that it changed without reading it.
///
/// Plain POSIX calls rather than `FileManager.attributesOfItem`, which costs several times
/// more per file; the no-change path stats every source and output file.
struct FileStatus: Sendable, Hashable {
    /// The size in bytes.
    var size: Int64
    /// The modification time, in nanoseconds since 1970.
    var modified: Int64
    /// The inode, which changes when a file is replaced by a rename.
    var inode: UInt64
    /// Whether it is a folder.
    var isDirectory: Bool

    /// The status of `path` (following links), or `nil` if it does not exist.
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStatus(
            size: Int64(info.st_size),
            modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
            inode: UInt64(info.st_ino),
            isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// The status of a folder that could not be listed: different on every call, so a
    /// fingerprint that includes it never matches and the run takes the full path, where
    /// reading the folder reports the error.
    static func unlisted() -> FileStatus {
        FileStatus(
            size: -1, modified: Int64(bitPattern: DispatchTime.now().uptimeNanoseconds),
            inode: UInt64.random(in: 0...UInt64.max), isDirectory: true)
    }

    /// One line describing the file, for fingerprints and state files.
    var summary: String { "\(size) \(modified) \(inode)" }

    /// Every file under `path` (or `path` itself for a file) whose name ends with `suffix`,
    /// with its status, in a stable order: the files the generator's source finder lists,
    /// found by the same walk (``FolderWalk``: no symbolic links followed, no folder entered
    /// twice, `.build` and `.git` skipped). A missing path gives no entry, and a folder that
    /// cannot be listed gives an ``unlisted()`` entry.
    static func walk(_ path: String, suffix: String = "") -> [(String, FileStatus)] {
        guard let status = of(path) else { return [] }
        guard status.isDirectory else { return [(path, status)] }
        let walk = FolderWalk(path, suffix: suffix)
        var found = walk.files.compactMap { file in of(file).map { (file, $0) } }
        found += walk.unreadable.map { ($0, .unlisted()) }
        return found
    }
}
