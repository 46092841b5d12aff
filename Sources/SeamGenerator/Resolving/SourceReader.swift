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
        var files: [ParsedFile] = []
        for path in try expand(paths) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw GenerationError([Diagnostic(.error, "cannot read '\(path)'")])
            }
            let bytes = [UInt8](data)
            closureAliases.scan(bytes)
            files.append(Parser.parse(bytes: bytes, path: path))
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
            let found = isDirectory.boolValue ? swiftFiles(in: path) : [path]
            for file in found where seen.insert(file).inserted { result.append(file) }
        }
        return result
    }

    private static func swiftFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") && !relative.split(separator: "/").contains(".build") {
                files.append(base + "/" + relative)
            }
        }
        return files.sorted()
    }
}
