/// Splits Swift source, as UTF-8 bytes, into tokens, one at a time.
///
/// It knows every lexical form of Swift: nested block comments, doc comments (kept as a
/// range on the next token), every string literal form with nested interpolations, regex
/// literals, numbers, identifiers (plain, backticked, `$0`), operators, `#` directives and
/// attributes. It never fails: malformed input gives a lexer error and a token, and every call
/// to ``next()`` moves forward by at least one byte until the end of the file.
struct Lexer {
    /// The source bytes; they outlive the lexer (the parser runs inside a `withUnsafe` block).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position: Int = 0
    /// The previous token, which decides whether `/` starts a regex literal.
    var previous = Token(kind: .leftBrace, start: 0, end: 0)
    /// Lexical errors, as `(offset, message)`.
    var errors: [(offset: Int, message: String)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is skipped, as swiftc skips it (its columns count its three
        // bytes, and so do these): it lexed as part of the first word, and a file starting
        // `\u{FEFF}protocol Named` lost `Named` (issue 25 §8, found by `.ci/fuzz`).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        if byte(position) == UInt8(ascii: "#"), byte(position + 1) == UInt8(ascii: "!") {
            position = skipLine(from: position)
        }
    }

    /// The byte at `offset`, or 0 past the end.
    @inline(__always)
    func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// Reads the next token; at the end of the file, returns `.endOfFile` again and again.
    mutating func next() -> Token {
        var token = Token(kind: .endOfFile, start: 0, end: 0)
        skipTrivia(into: &token)
        let start = position
        token.start = start
        token.kind = lexTokenBody()
        token.end = position
        previous = token
        return token
    }

    /// Reads the token starting at `position` and returns its kind; moves past it.
    private mutating func lexTokenBody() -> TokenKind {
        let c = byte(position)
        if position >= bytes.count { return .endOfFile }
        if Lexer.isIdentifierStart(c) {
            position = identifierEnd(from: position + 1)
            return .identifier
        }
        if Lexer.isDigit(c) {
            position = numberEnd(from: position)
            return .number
        }
        position += 1
        switch c {
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "\""):
            position -= 1
            lexString(hashes: 0, depth: 0)
            return .string
        case UInt8(ascii: "`"): return lexBacktick()
        case UInt8(ascii: "$"):
            position = identifierEnd(from: position)
            return .identifier
        case UInt8(ascii: "#"): return lexPound()
        case UInt8(ascii: "."): return lexPeriod()
        case UInt8(ascii: "/"): return lexSlash()
        default: return lexOperator(c)
        }
    }

    /// After a `.`: `.period`, or an operator such as `...` or `..<`.
    private mutating func lexPeriod() -> TokenKind {
        guard byte(position) == UInt8(ascii: ".") else { return .period }
        position = operatorEnd(from: position, dots: true)
        return .operator
    }

    /// After a `/`: a regex literal where one may start, else an operator (`/`, `/=`).
    private mutating func lexSlash() -> TokenKind {
        position -= 1
        if startsRegex() { return .regex }
        position = operatorEnd(from: position + 1, dots: false)
        return .operator
    }

    /// After any other byte `c`: an operator if `c` can start one, else `.unknown`.
    private mutating func lexOperator(_ c: UInt8) -> TokenKind {
        guard Lexer.isOperatorChar(c) else { return .unknown }
        position = operatorEnd(from: position, dots: false)
        return .operator
    }

    /// Skips whitespace and comments, recording line breaks and doc comments on `token`.
    private mutating func skipTrivia(into token: inout Token) {
        var lastCommentWasDoc = false
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
                token.hasSpaceBefore = true
            case UInt8(ascii: "\n"):
                position += 1
                token.hasSpaceBefore = true
                token.hasNewlineBefore = true
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                let isDoc =
                    byte(position + 2) == UInt8(ascii: "/")
                    && byte(position + 3) != UInt8(ascii: "/")
                let start = position
                position = skipLine(from: position)
                noteComment(
                    isDoc: isDoc, start: start, lastWasDoc: &lastCommentWasDoc, token: &token)
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                let isDoc =
                    byte(position + 2) == UInt8(ascii: "*")
                    && byte(position + 3) != UInt8(ascii: "*")
                    && byte(position + 3) != UInt8(ascii: "/")
                let start = position
                skipBlockComment()
                noteComment(
                    isDoc: isDoc, start: start, lastWasDoc: &lastCommentWasDoc, token: &token)
            default:
                return
            }
        }
    }

    private func noteComment(isDoc: Bool, start: Int, lastWasDoc: inout Bool, token: inout Token) {
        token.hasSpaceBefore = true
        if token.commentStart < 0 { token.commentStart = start }
        token.commentEnd = position
        if isDoc {
            if !lastWasDoc || token.docStart < 0 { token.docStart = start }
            token.docEnd = position
        }
        lastWasDoc = isDoc
    }

    /// Skips a `/* ... */` comment, which nests.
    private mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if c == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        errors.append((start, "unterminated '/*' comment"))
    }

    /// The offset of the line break that ends the line containing `offset` (or the end).
    func skipLine(from offset: Int) -> Int {
        ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: offset, to: bytes.count)
    }

    private mutating func lexBacktick() -> TokenKind {
        var index = position
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"),
            bytes[index] != UInt8(ascii: "\n")
        {
            index += 1
        }
        guard byte(index) == UInt8(ascii: "`"), index > position else { return .unknown }
        position = index + 1
        return .backtickIdentifier
    }

    /// `#if`, `#"raw"#`, `#/regex/#`, or a `#` alone.
    private mutating func lexPound() -> TokenKind {
        var index = position - 1
        while byte(index) == UInt8(ascii: "#") { index += 1 }
        let hashes = index - (position - 1)
        if byte(index) == UInt8(ascii: "\"") {
            position = index
            lexString(hashes: hashes, depth: 0)
            return .string
        }
        if byte(index) == UInt8(ascii: "/") {
            position = index
            lexExtendedRegex(hashes: hashes)
            return .regex
        }
        if hashes == 1, Lexer.isIdentifierStart(byte(position)) {
            position = identifierEnd(from: position + 1)
        }
        return .pound
    }

    func identifierEnd(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Lexer.isIdentifierChar(bytes[index]) { index += 1 }
        return index
    }

    /// The end of a number literal: digits, letters (`0x1F`, `1e5`, `_`), `.` before a digit,
    /// and a sign after an exponent.
    private func numberEnd(from offset: Int) -> Int {
        var index = offset + 1
        let isHex = byte(offset) == UInt8(ascii: "0") && (byte(index) | 0x20) == UInt8(ascii: "x")
        while index < bytes.count {
            let c = bytes[index]
            if Lexer.isIdentifierChar(c), c < 0x80 {
                index += 1
            } else if c == UInt8(ascii: "."), Lexer.isDigit(byte(index + 1)) {
                index += 1
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                let e = byte(index - 1) | 0x20
                guard isHex ? e == UInt8(ascii: "p") : e == UInt8(ascii: "e") else { break }
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The end of an operator run. A run that does not start with `.` holds no `.`; a run
    /// stops before `//` and `/*`.
    private func operatorEnd(from offset: Int, dots: Bool) -> Int {
        var index = offset
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "/"),
                byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*")
            {
                break
            }
            guard Lexer.isOperatorChar(c) || (dots && c == UInt8(ascii: ".")) else { break }
            index += 1
        }
        return index
    }

    /// Whether `c` is in a set of ASCII bytes given as two 64-bit masks; bytes from 0x80 up
    /// (UTF-8 of non-ASCII characters) count as in when `high` is set.
    @inline(__always)
    private static func isIn(_ c: UInt8, _ low: UInt64, _ high: UInt64, nonASCII: Bool) -> Bool {
        if c >= 0x80 { return nonASCII }
        let word = c < 64 ? low : high
        return (word >> UInt64(c & 63)) & 1 == 1
    }

    /// Letters, `_`, and any non-ASCII byte.
    @inline(__always)
    static func isIdentifierStart(_ c: UInt8) -> Bool {
        isIn(c, 0x0, 0x7ff_fffe_87ff_fffe, nonASCII: true)
    }

    /// Letters, digits, `_`, `$`, and any non-ASCII byte.
    @inline(__always)
    static func isIdentifierChar(_ c: UInt8) -> Bool {
        isIn(c, 0x3ff_0010_0000_0000, 0x7ff_fffe_87ff_fffe, nonASCII: true)
    }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`
    @inline(__always)
    static func isOperatorChar(_ c: UInt8) -> Bool {
        isIn(c, 0xf000_ac62_0000_0000, 0x5000_0000_4000_0000, nonASCII: false)
    }
}
