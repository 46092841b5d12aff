/// Small path helpers that keep relative paths relative, so diagnostics stay short. They are
/// lexical: none asks the file system (the command's `Path+FileSystem.swift` does).
///
/// Every helper finds `/` by its UTF-8 byte, never by `Character`: a part that starts with a
/// combining mark (`Out/\u{301}X`) makes `/` and the mark one `Character`, yet the `/` still
/// separates the parts for the file system.
package enum Path {
    /// The byte of `/`.
    private static let slash = UInt8(ascii: "/")

    /// Whether `path` starts with `/` (its first byte, see ``Path``).
    package static func isAbsolute(_ path: String) -> Bool {
        path.utf8.first == slash
    }

    /// `name` inside `folder`: one `/` between them, none added after a trailing `/`.
    package static func appending(_ name: String, to folder: String) -> String {
        (folder.utf8.last == slash ? folder : folder + "/") + name
    }

    /// `folder` without one trailing `/`; `/` itself stays.
    package static func droppingTrailingSlash(_ folder: String) -> String {
        guard folder.utf8.count > 1, folder.utf8.last == slash else { return folder }
        return String(folder[..<folder.utf8.index(before: folder.utf8.endIndex)])
    }

    /// The parts of `path` between `/` bytes, as `split(separator: "/")` would give them if
    /// it did not compare `Character`s; empty parts too when `omittingEmpty` is false.
    package static func parts(of path: String, omittingEmpty: Bool = true) -> [Substring] {
        let bytes = path.utf8
        var parts: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == slash {
                if !omittingEmpty || start != index { parts.append(path[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if !omittingEmpty || start != bytes.endIndex { parts.append(path[start...]) }
        return parts
    }

    /// `path` when it is absolute (or `base` is the current folder), else `base/path` with
    /// `x/..` pairs removed: `join("Tests/A", "../../Sources")` is `Sources`.
    ///
    /// The removal is lexical, so it ignores symbolic links, as `swift build` paths do.
    package static func join(_ base: String, _ path: String) -> String {
        if isAbsolute(path) || base.isEmpty || base == "." {
            return path
        }
        var parts = Self.parts(of: base, omittingEmpty: false)
        if parts.last == "" { parts.removeLast() }
        for part in Self.parts(of: path) where part != "." {
            if part == "..", parts == [""] {
                continue  // `/..` is `/`
            } else if part == "..", let last = parts.last, last != "..", last != "" {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        if parts.isEmpty { return "." }
        return parts.joined(separator: "/")
    }

    /// The folder part of `path`: `.` for a bare file name.
    package static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: Self.slash) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of `path`: `X.swift` for `Fakes/X.swift`, `path` itself without a `/`.
    package static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: Self.slash) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `path` written relative to the folder `base`, lexically: `relative("../../Sources/A",
    /// to: "../..")` is `Sources/A`, `relative("Y", to: "config")` is `../Y`. Both are
    /// normalized first (`.` and `x/..` removed). A path that cannot be written relative to
    /// `base` without knowing the current folder (one absolute and the other not, or `base`
    /// climbing above where `path` starts) is returned normalized.
    package static func relative(_ path: String, to base: String) -> String {
        let target = normalized(path)
        let folder = normalized(base)
        guard isAbsolute(target) == isAbsolute(folder) else { return target }
        let parts = components(target)
        let baseParts = components(folder)
        var common = 0
        while common < min(parts.count, baseParts.count),
            parts[common].utf8.elementsEqual(baseParts[common].utf8)
        {
            common += 1
        }
        let up = baseParts[common...]
        if up.contains("..") { return target }
        let relative = Array(repeating: "..", count: up.count) + parts[common...]
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    /// `path` with `.` and `x/..` pairs removed: `./a/b/../c` is `a/c`, `a/../..` is `..`.
    package static func normalized(_ path: String) -> String {
        // Most paths are normalized already; splitting each of the thousands a writer
        // normalizes was a large part of its time (issue 26).
        if isNormalized(path) { return path }
        let isAbsolute = Self.isAbsolute(path)
        var parts: [Substring] = []
        for part in Self.parts(of: path) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", isAbsolute {
                continue  // `/..` is `/`
            } else {
                parts.append(part)
            }
        }
        let body = parts.joined(separator: "/")
        return isAbsolute ? "/" + body : (body.isEmpty ? "." : body)
    }

    /// Whether ``normalized(_:)`` gives `path` back as it is: not empty, and no part (between
    /// `/` bytes) is empty, `.` or `..`, except the empty one before the `/` of an absolute
    /// path.
    private static func isNormalized(_ path: String) -> Bool {
        let dot = UInt8(ascii: ".")
        var length = 0  // of the part so far
        var dots = 0  // its `.` bytes
        var isFirst = true
        for byte in path.utf8 {
            if byte == slash {
                if (length == 0 && !isFirst) || (length > 0 && dots == length && length <= 2) {
                    return false
                }
                length = 0
                dots = 0
                isFirst = false
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    private static func components(_ path: String) -> [Substring] {
        parts(of: path).filter { $0 != "." }
    }

    /// `base` and then `parts`, each after a `/` (`/` alone for no part and the base `/`).
    ///
    /// A loop, not `joined(separator:)`: the standard library's `joined` of a slice is not
    /// specialized here, and its generic look-ups cost every `seam` run.
    package static func joined(_ base: String, _ parts: ArraySlice<Substring>) -> String {
        var path = base == "/" ? "" : base
        for part in parts { path += "/" + part }
        return path.isEmpty ? "/" : path
    }
}
