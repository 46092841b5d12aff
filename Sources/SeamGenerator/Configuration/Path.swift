/// Small path helpers that keep relative paths relative, so diagnostics stay short.
package enum Path {
    /// `path` when it is absolute (or `base` is the current folder), else `base/path`.
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty || base == "." {
            return path
        }
        if path == "." {
            return base
        }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// The folder part of `path`: `.` for a bare file name.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
