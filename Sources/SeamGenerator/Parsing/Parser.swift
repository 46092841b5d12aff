/// Reads Swift source files into a typed model of their protocols, extensions and imports.
///
/// It is a hand-written lexer and parser (no swift-syntax): it skims everything that is not a
/// protocol or an extension, and parses those fully, members as signatures.
///
/// ```swift
/// let file = Parser.parse(source: "protocol Clock { func now() -> Double }", path: "Clock.swift")
/// file.protocols.first?.name  // "Clock"
/// ```
///
/// Parsing never throws, never traps and always terminates: malformed input gives
/// ``Diagnostic``s in ``ParsedFile/diagnostics`` and the parser goes on with the next
/// declaration. Both entry points are pure functions, safe to call from any thread.
package enum Parser {
    /// Parses one file's text.
    ///
    /// - Parameters:
    ///   - source: The file's contents.
    ///   - path: The path used in locations and diagnostics.
    /// - Returns: The file's imports, protocols, extensions and diagnostics.
    package static func parse(source: String, path: String) -> ParsedFile {
        var source = source
        return source.withUTF8 { parse(buffer: $0, path: path) }
    }

    /// Parses one file's UTF-8 bytes: the fast path, with no `String` of the whole file.
    ///
    /// A file whose bytes contain none of `protocol`, `extension`, `@globalActor`,
    /// `typealias` and `~Copyable` is not lexed past its leading imports: it can declare none
    /// of them.
    /// - Parameters:
    ///   - bytes: The file's contents, as UTF-8.
    ///   - path: The path used in locations and diagnostics.
    /// - Returns: The file's imports, protocols, extensions and diagnostics.
    package static func parse(bytes: [UInt8], path: String) -> ParsedFile {
        bytes.withUnsafeBufferPointer { parse(buffer: $0, path: path) }
    }

    /// Parses bytes that stay valid for the duration of the call.
    static func parse(buffer: UnsafeBufferPointer<UInt8>, path: String) -> ParsedFile {
        parseCountingSteps(buffer: buffer, path: path).file
    }

    /// Parses bytes and also returns how many tokens the parser moved over (for tests).
    static func parseCountingSteps(
        buffer: UnsafeBufferPointer<UInt8>, path: String
    ) -> (file: ParsedFile, steps: Int) {
        if let problem = SourceBytes.encodingProblem(buffer) {
            var file = ParsedFile(path: path)
            file.diagnostics.append(
                Diagnostic(.error, problem, at: SourceLocation(file: path, line: 1, column: 1)))
            return (file, 0)
        }
        if let copy = SourceBytes.withLoneCarriageReturnsAsNewlines(buffer) {
            return copy.withUnsafeBufferPointer { parseCountingSteps(buffer: $0, path: path) }
        }
        var parser = DeclarationParser(bytes: buffer, path: path)
        // `extension` first: most files have one early, and then `protocol` needs no search.
        // A file that declares a global actor, a type alias or a noncopyable type
        // (`struct Token: ~Copyable`) is read whole too, to list it.
        if ByteSearch.contains(buffer, "extension", anchor: 1)
            || ByteSearch.contains(buffer, "protocol")
            || ByteSearch.contains(buffer, "@globalActor")
            || ByteSearch.contains(buffer, "typealias", anchor: 1)
            || ByteSearch.contains(buffer, "~Copyable")
        {
            parser.parseFile()
        } else {
            parser.parseLeadingImports()
        }
        return (parser.file, parser.steps)
    }
}
