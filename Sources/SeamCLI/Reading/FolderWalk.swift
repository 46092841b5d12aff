import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The walk of a folder tree with which the source finder (``SwiftFileFinder``) lists sources.
///
/// It lists every entry under the folder whose name ends with the suffix (files and symbolic
/// links; folders are entered, not listed), goes into real folders only, never through a
/// symbolic link, and skips everything under a folder named `.build` (build output) or `.git`
/// (no sources, and slow to walk). It goes into each folder once, by device
/// and inode, so a loop the file system makes without a link (a bind mount of a parent) ends
/// as well. It lists with `opendir`/`readdir`: the same files
/// `FileManager.enumerator(atPath:)` lists, about a hundred times cheaper per file (that
/// enumerator builds Foundation paths for every entry).
package struct FolderWalk: Sendable {
    /// The listed paths, `folder/relative`, sorted.
    package private(set) var files: [String] = []
    /// The folders that exist but could not be listed (the folder itself, if it is a file), in
    /// walk order.
    package private(set) var unreadable: [String] = []
    /// The entries it would list whose path is not valid UTF-8, each byte that is not shown as
    /// `\xFF`, sorted: a `String` cannot name them.
    package private(set) var undecodable: [String] = []

    /// A folder's identity: its device and inode.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Whether the name `bytes` ends with the UTF-8 bytes of `suffix`, compared byte by byte
    /// (as paths are joined), with no `String` made for the name.
    private static func hasSuffix(_ bytes: UnsafeRawBufferPointer, _ suffix: String) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { tail in
            guard let end = tail.baseAddress, !tail.isEmpty else { return true }
            guard let start = bytes.baseAddress, bytes.count >= tail.count else { return false }
            return memcmp(start + (bytes.count - tail.count), end, tail.count) == 0
        }
    }

    /// Walks `folder`, listing each entry whose name ends with the bytes of `suffix`, checked
    /// on the name as `readdir` gives it (its bytes), so that a walk that lists few entries
    /// makes no `String` for the others. A folder that does not exist has no files.
    ///
    /// Paths are walked as bytes: an entry whose path is not valid UTF-8 (its name, or a
    /// folder's above it) goes to ``undecodable``, not to ``files``, since a `String` would
    /// replace its bytes with U+FFFD and name another file (issue 25).
    package init(_ folder: String, suffix: String) {
        var pending = [Array(Path.droppingTrailingSlash(folder).utf8)]
        var visited: Set<FolderID> = []
        while let current = pending.popLast() {
            guard let directory = Self.withCString(current, opendir) else {
                if errno != ENOENT { unreadable.append(Self.shown(current)) }
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
            let prefix = current.last == UInt8(ascii: "/") ? current : current + [UInt8(ascii: "/")]
            let isDecodable = Diagnostic.isValidUTF8(prefix)
            let shownPrefix = String(decoding: prefix, as: UTF8.self)
            while let entry = readdir(directory) {
                let bytes = Self.name(of: entry)
                if Self.isSkipped(bytes) { continue }
                // A folder is entered, never listed: `Old.swift/` holds sources, it is none.
                if Self.isDirectory(entry.pointee.d_type, bytes, in: prefix) {
                    pending.append(prefix + bytes)
                } else if Self.hasSuffix(bytes, suffix) {
                    if isDecodable, Diagnostic.isValidUTF8(bytes) {
                        files.append(shownPrefix + String(decoding: bytes, as: UTF8.self))
                    } else {
                        undecodable.append(Self.shown(prefix + bytes))
                    }
                }
            }
        }
        files.sort()
        undecodable.sort()
    }

    /// `path` as a message shows it: each byte that is not UTF-8 as `\xFF`.
    private static func shown(_ path: [UInt8]) -> String {
        Diagnostic.escapingInvalidUTF8(path)
    }

    /// `body` called with `path` as a C string.
    private static func withCString<Result>(
        _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        (path + [0]).withUnsafeBytes { body($0.bindMemory(to: CChar.self).baseAddress!) }
    }

    /// The name of a `readdir` entry: its bytes up to the terminating zero, valid until the
    /// next `readdir` of its folder.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        let offset = MemoryLayout<dirent>.offset(of: \.d_name) ?? 0
        let start = UnsafeRawPointer(entry) + offset
        return UnsafeRawBufferPointer(
            start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
    }

    /// Whether the entry is never listed nor entered: `.`, `..`, `.build` and `.git`.
    private static func isSkipped(_ name: UnsafeRawBufferPointer) -> Bool {
        guard name.first == UInt8(ascii: ".") else { return false }
        return name.count == 1 || name.elementsEqual("..".utf8)
            || name.elementsEqual(".build".utf8) || name.elementsEqual(".git".utf8)
    }

    /// Whether the entry `name` of the folder `prefix` is a folder itself (not a link to one);
    /// asks `lstat` when the file system does not say.
    private static func isDirectory(
        _ type: UInt8, _ name: UnsafeRawBufferPointer, in prefix: [UInt8]
    ) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        guard withCString(prefix + name, { lstat($0, &status) }) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}
