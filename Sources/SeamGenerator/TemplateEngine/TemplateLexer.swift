/// Cuts template source into text and tags, tracking lines and UTF-8 columns.
///
/// Text is cut after every newline so that ``TemplateWhitespace`` can look at whole lines.
/// Inside `{{ }}` and `{% %}`, a double-quoted string may contain the closing delimiter.
struct TemplateLexer {
    private let name: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Creates a lexer for the template `name` with source `text`.
    init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    /// Returns every token of the source in order.
    ///
    /// - Throws: ``TemplateError`` for a tag that is never closed.
    mutating func tokenize() throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var textStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.openBrace, index + 1 < bytes.count,
                let kind = Self.kind(bytes[index + 1])
            {
                appendText(textStart..<index, to: &tokens)
                tokens.append(try readTag(kind))
                textStart = index
            } else {
                advance()
                if byte == Self.newline {
                    appendText(textStart..<index, to: &tokens)
                    textStart = index
                }
            }
        }
        appendText(textStart..<index, to: &tokens)
        return tokens
    }

    private enum TagKind {
        case variable, block, comment
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    private static func kind(_ byte: UInt8) -> TagKind? {
        switch byte {
        case UInt8(ascii: "{"): return .variable
        case UInt8(ascii: "%"): return .block
        case UInt8(ascii: "#"): return .comment
        default: return nil
        }
    }

    private mutating func advance() {
        if bytes[index] == Self.newline {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func appendText(_ range: Range<Int>, to tokens: inout [TemplateToken]) {
        if !range.isEmpty {
            tokens.append(.text(String(decoding: bytes[range], as: UTF8.self)))
        }
    }

    /// Reads one tag starting at `{`; leaves `index` after its closing delimiter.
    private mutating func readTag(_ kind: TagKind) throws(TemplateError) -> TemplateToken {
        let position = TemplatePosition(line: line, column: column)
        let closer: UInt8 =
            switch kind {
            case .variable: Self.closeBrace
            case .block: UInt8(ascii: "%")
            case .comment: UInt8(ascii: "#")
            }
        advance()
        advance()
        let contentStart = index
        var isInString = false
        while index < bytes.count {
            let byte = bytes[index]
            if isInString {
                if byte == Self.backslash, index + 1 < bytes.count {
                    advance()
                } else if byte == Self.quote {
                    isInString = false
                }
            } else if byte == Self.quote, kind != .comment {
                isInString = true
            } else if byte == closer, index + 1 < bytes.count, bytes[index + 1] == Self.closeBrace {
                let content = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                advance()
                advance()
                return token(kind, content.trimmingTemplateSpace(), position)
            }
            advance()
        }
        let (open, close) =
            switch kind {
            case .variable: ("{{", "}}")
            case .block: ("{%", "%}")
            case .comment: ("{#", "#}")
            }
        throw TemplateError(
            "unclosed '\(open)': expected '\(close)' before the end of the template", in: name,
            at: position
        )
    }

    private func token(
        _ kind: TagKind, _ content: String, _ position: TemplatePosition
    ) -> TemplateToken {
        switch kind {
        case .variable: return .variable(content, position)
        case .block: return .block(content, position)
        case .comment: return .comment
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, carriage returns and newlines.
    func trimmingTemplateSpace() -> String {
        let isSpace: (Character) -> Bool = { character in
            character == " " || character == "\t" || character == "\n" || character == "\r"
                || character == "\r\n"
        }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
