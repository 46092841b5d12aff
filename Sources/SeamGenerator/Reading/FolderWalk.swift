#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one walk of a folder tree: the source finder (``SwiftFileFinder``) and the `seam`
/// command's no-change fingerprint both use it, so they always agree on what a folder holds.
///
/// It lists every entry under the folder whose name ends with the suffix (files, symbolic
/// links and folders alike), goes into real folders only, never through a symbolic link, and
/// skips everything under a folder named `.build` (build output) or `.git` (no sources, and
/// slow to walk). It goes into each folder once, by device and inode, so a loop the file
/// system makes without a link (a bind mount of a parent) ends as well. It lists with
/// `opendir`/`readdir`: the same files `FileManager.enumerator(atPath:)` lists, about a hundred
/// times cheaper per file (that enumerator builds Foundation paths for every entry).
package struct FolderWalk: Sendable {
    /// The listed paths, `folder/relative`, sorted.
    package private(set) var files: [String] = []
    /// The folders that exist but could not be listed (the folder itself, if it is a file), in
    /// walk order.
    package private(set) var unreadable: [String] = []

    /// A folder's identity: its device and inode.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks `folder`; a folder that does not exist has no files.
    package init(_ folder: String, suffix: String) {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var pending = [base]
        var visited: Set<FolderID> = []
        while let current = pending.popLast() {
            guard let directory = opendir(current) else {
                if errno != ENOENT { unreadable.append(current) }
                continue
            }
            defer { closedir(directory) }
            var status = stat()
            if fstat(dirfd(directory), &status) == 0 {
                let id = FolderID(
                    device: UInt64(truncatingIfNeeded: status.st_dev),
                    inode: UInt64(truncatingIfNeeded: status.st_ino))
                guard visited.insert(id).inserted else { continue }
            }
            let prefix = current.hasSuffix("/") ? current : current + "/"
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." || name == ".build" || name == ".git" { continue }
                let path = prefix + name
                if name.hasSuffix(suffix) { files.append(path) }
                if Self.isDirectory(entry.pointee.d_type, path) { pending.append(path) }
            }
        }
        files.sort()
    }

    /// Whether the entry is a folder itself (not a link to one); asks `lstat` when the file
    /// system does not say.
    private static func isDirectory(_ type: UInt8, _ path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}
