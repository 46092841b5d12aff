/// Spelling identifiers as Swift source.
enum SwiftNames {
    /// Words that need backticks to name a declaration.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self",
        // Not keywords, but a member declared with one of these names needs backticks.
        "Type", "Protocol",
    ]

    /// `name`, in backticks when it is a keyword or a raw identifier (``RawIdentifier``).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) || RawIdentifier.needsBackticks(name) ? "`\(name)`" : name
    }

    /// `name` escaped for use after a dot or as an argument label, where only a few
    /// keywords need backticks, and raw identifiers (``RawIdentifier``).
    static func member(_ name: String) -> String {
        switch name {
        case "init", "self", "Type", "Protocol": return "`\(name)`"
        default: return RawIdentifier.needsBackticks(name) ? "`\(name)`" : name
        }
    }

    /// Whether `name` is an operator rather than an identifier: whether it starts with an
    /// operator head of Swift's grammar.
    ///
    /// The lexer reads every non-ASCII character as part of an identifier, so an operator
    /// such as `∪` arrives as a name too; the grammar's ranges tell the two apart. An emoji
    /// (`🐱`) is an identifier, not an operator, though it is not a letter.
    static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first == "." || isOperatorHead(first)
    }

    /// Whether `scalar` can start an operator (the `operator-head` production of The Swift
    /// Programming Language's lexical structure).
    static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F,
            0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
            0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }
}
