import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The path helpers that ask the file system (the current folder, `realpath`): the command's,
// since the generator library touches no file system.
extension Path {
    /// `path` from the root: as it is when absolute, else after the current folder. Nothing
    /// is removed, not even `x/..`, since `x` may be a symbolic link (see ``realPath(_:)``).
    static func absolute(_ path: String) -> String {
        isAbsolute(path) ? path : absolute(path, in: currentFolder())
    }

    /// `path` from the root, taken from `folder` (the current folder, read once by a caller
    /// with many paths) when relative; as it is when `folder` is empty.
    static func absolute(_ path: String, in folder: String) -> String {
        isAbsolute(path) || folder.isEmpty ? path : appending(path, to: folder)
    }

    /// The current folder, or empty if the system cannot say.
    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }

    /// `path` made absolute (``absolute(_:)``) with its longest existing part resolved by
    /// `realpath`, symbolic links and `..` included, and the rest appended with `.` and `x/..`
    /// removed: one path for every spelling of a file or folder, whether it exists or not.
    /// `link/../Out` is `Out` beside the folder `link` names, not beside `link`.
    static func realPath(_ path: String) -> String {
        var path = absolute(path)
        // A `..` after a missing folder goes up into a folder that may exist, and whose
        // links are not resolved yet: apply one `..` at a time and resolve again.
        while true {
            let (base, rest) = resolvingLongestExistingPart(path)
            guard let dots = rest.firstIndex(of: "..") else {
                return normalized(joined(base, rest))
            }
            var kept = rest[..<dots].filter { $0 != "." }
            // `..` cancels the last missing part, else goes up from the resolved folder.
            let above = kept.popLast() == nil ? normalized(base + "/..") : base
            path = joined(above, ArraySlice(kept + rest[(dots + 1)...]))
        }
    }

    /// The absolute `path` with its longest existing leading part resolved by `realpath`, and
    /// the parts after it.
    private static func resolvingLongestExistingPart(
        _ path: String
    ) -> (base: String, rest: ArraySlice<Substring>) {
        let parts = Self.parts(of: path)
        for count in stride(from: parts.count, through: 0, by: -1) {
            guard let resolved = realpath(joined("/", parts.prefix(count)), nil) else { continue }
            let base = String(cString: resolved)
            free(resolved)
            return (base, parts.dropFirst(count))
        }
        return ("/", parts[...])
    }

}
