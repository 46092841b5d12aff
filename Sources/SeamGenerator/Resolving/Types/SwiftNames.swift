/// Spelling identifiers as Swift source.
enum SwiftNames {
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self",
        // Not keywords, but a member declared with one of these names needs backticks.
        "Type", "Protocol",
    ]

    /// `name`, in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` escaped for use after a dot or as an argument label, where only a few
    /// keywords need backticks.
    static func member(_ name: String) -> String {
        switch name {
        case "init", "self", "Type", "Protocol": return "`\(name)`"
        default: return name
        }
    }

    /// Whether `name` is an operator rather than an identifier.
    static func isOperator(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return !(first.isLetter || first == "_" || first == "`")
    }

    /// A generic parameter list: `<T: Hashable, each U>`, or empty.
    static func genericClause(_ parameters: [GenericParameter], fakeName: String) -> String {
        guard !parameters.isEmpty else { return "" }
        let items = parameters.map { parameter -> String in
            let name = (parameter.isPack ? "each " : "") + parameter.name
            guard let constraint = parameter.constraint else { return name }
            return "\(name): \(constraint.replacingSelf(with: fakeName))"
        }
        return "<" + items.joined(separator: ", ") + ">"
    }

    /// A `where` clause with a leading space, or empty.
    static func whereClause(_ requirements: [GenericRequirement], fakeName: String) -> String {
        guard !requirements.isEmpty else { return "" }
        let items = requirements.map { requirement -> String in
            switch requirement {
            case .conformance(let subject, let constraint):
                return
                    "\(subject.replacingSelf(with: fakeName)): \(constraint.replacingSelf(with: fakeName))"
            case .sameType(let left, let right):
                return
                    "\(left.replacingSelf(with: fakeName)) == \(right.replacingSelf(with: fakeName))"
            }
        }
        return " where " + items.joined(separator: ", ")
    }
}
