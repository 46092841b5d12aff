/// A parse failure inside one declaration: the diagnostic to report before recovering.
struct ParseError: Error {
    /// What went wrong, and where.
    var diagnostic: Diagnostic
}

/// The recursive-descent parser behind ``Parser``: skims every declaration, parses protocols
/// and extensions fully.
///
/// It reads tokens one at a time from a ``Lexer`` (no token array), so memory stays flat.
/// Every loop consumes at least one token per turn or stops at the end of the file, and
/// nesting is bounded by ``maximumDepth``, so it always terminates.
struct DeclarationParser {
    /// How deep types, `#if` blocks and type expressions may nest before the parser gives up.
    static let maximumDepth = 64

    var lexer: Lexer
    /// The current token.
    var token: Token
    /// The kind of the token before the current one.
    var previousKind: TokenKind = .semicolon
    /// The end offset of the token before the current one.
    var previousEnd = 0
    /// The `#if` branches the scanner is in, outermost first (top level and type bodies).
    var conditionStack: [ConditionBranch] = []
    /// How many times ``advance()`` ran: at most one per token plus a few at the end of the
    /// file, which the robustness tests check to prove the parser never spins.
    var steps = 0
    /// What has been found so far.
    var file: ParsedFile
    /// Where line counting has got to: locations are asked for mostly in source order, so
    /// counting resumes from the last one instead of building a table of every line.
    private var lineCursor = LineCursor()

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        lexer = Lexer(bytes: bytes)
        token = lexer.next()
        file = ParsedFile(path: path)
    }

    // MARK: Moving

    /// Moves to the next token.
    mutating func advance() {
        steps &+= 1
        previousKind = token.kind
        previousEnd = token.end
        token = lexer.next()
    }

    /// The token after the current one, without moving.
    func peek() -> Token {
        var copy = lexer
        return copy.next()
    }

    /// Whether the current token is the identifier `word`.
    @inline(__always)
    func isWord(_ word: StaticString) -> Bool {
        token.kind == .identifier && matches(token, word)
    }

    /// Whether `token`'s bytes are `word`.
    @inline(__always)
    func matches(_ token: Token, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.length == count else { return false }
        let pointer = word.utf8Start
        var index = 0
        while index < count {
            if lexer.bytes[token.start + index] != pointer[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether the current token is an operator that starts with `prefix`.
    func isOperator(startingWith prefix: StaticString) -> Bool {
        guard token.kind == .operator, token.length >= prefix.utf8CodeUnitCount else {
            return false
        }
        let pointer = prefix.utf8Start
        for index in 0..<prefix.utf8CodeUnitCount
        where lexer.bytes[token.start + index] != pointer[index] {
            return false
        }
        return true
    }

    /// Consumes `prefix` from the front of the current operator token (splitting `>>` or `?>`
    /// as Swift does in types). Returns whether it did.
    mutating func consumeOperator(_ prefix: StaticString) -> Bool {
        guard isOperator(startingWith: prefix) else { return false }
        if token.length == prefix.utf8CodeUnitCount {
            advance()
        } else {
            token.start += prefix.utf8CodeUnitCount
            token.hasSpaceBefore = false
            token.hasNewlineBefore = false
            token.docStart = -1
        }
        return true
    }

    /// Whether the current token is an identifier or a backticked identifier.
    var isName: Bool { token.kind == .identifier || token.kind == .backtickIdentifier }

    // MARK: Text and locations

    /// The source text of a byte range.
    func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(
            decoding: UnsafeBufferPointer(rebasing: lexer.bytes[start..<end]), as: UTF8.self)
    }

    /// The text of a token; a backticked identifier loses its backticks.
    func text(of token: Token) -> String {
        if token.kind == .backtickIdentifier { return text(token.start + 1, token.end - 1) }
        return text(token.start, token.end)
    }

    /// The source text of a range with surrounding whitespace removed.
    func trimmedText(_ start: Int, _ end: Int) -> String {
        var low = start
        var high = end
        while low < high, Lexer.isSpace(lexer.bytes[low]) { low += 1 }
        while high > low, Lexer.isSpace(lexer.bytes[high - 1]) { high -= 1 }
        return text(low, high)
    }

    /// The file, line and column of a byte offset.
    mutating func location(_ offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), lexer.bytes.count)
        if offset < lineCursor.offset { lineCursor = LineCursor() }
        lineCursor.move(to: offset, in: lexer.bytes)
        return SourceLocation(
            file: file.path, line: lineCursor.line, column: offset - lineCursor.lineStart + 1)
    }

    // MARK: Diagnostics

    /// An error at `token` (the current one by default), to throw.
    mutating func failure(_ message: String, at token: Token? = nil) -> ParseError {
        ParseError(
            diagnostic: Diagnostic(.error, message, at: location((token ?? self.token).start)))
    }

    /// Records a diagnostic.
    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int) {
        file.diagnostics.append(Diagnostic(severity, message, at: location(offset)))
    }

    /// A short description of the current token for messages: `'foo'`, `end of file`; a long
    /// token (a multi-line string, a comment) is cut short and escaped to stay on one line.
    var tokenDescription: String {
        guard token.kind != .endOfFile else { return "end of file" }
        return "'"
            + Diagnostic.excerpt(
                UnsafeBufferPointer(rebasing: lexer.bytes[token.start..<token.end])) + "'"
    }
}

extension Lexer {
    @inline(__always)
    static func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n")
            || c == UInt8(ascii: "\r")
    }
}
