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
}
