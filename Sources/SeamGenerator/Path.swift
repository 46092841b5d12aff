/// Small path helpers that keep relative paths relative, so diagnostics stay short.
package enum Path {
    /// `path` when it is absolute (or `base` is the current folder), else `base/path` with
    /// `x/..` pairs removed: `join("Tests/A", "../../Sources")` is `Sources`.
    ///
    /// The removal is lexical, so it ignores symbolic links, as `swift build` paths do.
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." {
            return path
        }
        var parts = base.split(separator: "/", omittingEmptySubsequences: false)
        if parts.last == "" { parts.removeLast() }
        for part in path.split(separator: "/") where part != "." {
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
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` written relative to the folder `base`, lexically: `relative("../../Sources/A",
    /// to: "../..")` is `Sources/A`, `relative("Y", to: "config")` is `../Y`. Both are
    /// normalized first (`.` and `x/..` removed). A path that cannot be written relative to
    /// `base` without knowing the current folder (one absolute and the other not, or `base`
    /// climbing above where `path` starts) is returned normalized.
    package static func relative(_ path: String, to base: String) -> String {
        let target = normalized(path)
        let folder = normalized(base)
        guard target.hasPrefix("/") == folder.hasPrefix("/") else { return target }
        let parts = components(target)
        let baseParts = components(folder)
        var common = 0
        while common < min(parts.count, baseParts.count), parts[common] == baseParts[common] {
            common += 1
        }
        let up = baseParts[common...]
        if up.contains("..") { return target }
        let relative = Array(repeating: "..", count: up.count) + parts[common...]
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    /// `path` with `.` and `x/..` pairs removed: `./a/b/../c` is `a/c`, `a/../..` is `..`.
    package static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
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

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}
