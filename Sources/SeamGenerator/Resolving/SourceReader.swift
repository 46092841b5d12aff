import Foundation

/// Finds and parses the request's Swift files: the only stage before writing that reads
/// the file system.
enum SourceReader {
    /// The `.swift` files of `paths` (files as given, folders searched recursively, sorted),
    /// parsed, in order.
    /// - Throws: ``GenerationError`` for a path that does not exist or cannot be read.
    static func parse(_ paths: [String]) throws(GenerationError) -> [ParsedFile] {
        var aliases = ClosureAliasScanner()
        return try parse(paths, closureAliases: &aliases)
    }

    /// ``parse(_:)``, also collecting the files' closure type aliases into `closureAliases`.
    static func parse(
        _ paths: [String], closureAliases: inout ClosureAliasScanner
    ) throws(GenerationError) -> [ParsedFile] {
        // Read, scanned and parsed on every core; the first unreadable file in order is the
        // error.
        let found = try expand(paths)
        let parsed = ConcurrentMap.map(found) { path -> (ParsedFile, ClosureAliasScanner)? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            let bytes = [UInt8](data)
            var aliases = ClosureAliasScanner()
            aliases.scan(bytes)
            return (Parser.parse(bytes: bytes, path: path), aliases)
        }
        var files: [ParsedFile] = []
        files.reserveCapacity(parsed.count)
        for (path, result) in zip(found, parsed) {
            guard let (file, aliases) = result else {
                throw GenerationError([Diagnostic(.error, "cannot read '\(path)'")])
            }
            closureAliases.merge(aliases)
            files.append(file)
        }
        return files
    }

    /// The Swift files named by `paths`, each once, in a deterministic order.
    static func expand(_ paths: [String]) throws(GenerationError) -> [String] {
        var result: [String] = [], seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GenerationError([Diagnostic(.error, "no such file or folder '\(path)'")])
            }
            let found = isDirectory.boolValue ? try SwiftFileFinder.swiftFiles(in: path) : [path]
            for file in found where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }
}
