extension TypeRef: CustomStringConvertible {
    /// The type as Swift source, with the same meaning as what was parsed.
    public var description: String {
        switch self {
        case .named(let components):
            return components.map(\.description).joined(separator: ".")
        case .optional(let wrapped):
            return "\(wrapped.postfixOperand)?"
        case .implicitlyUnwrapped(let wrapped):
            return "\(wrapped.postfixOperand)!"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function(let function):
            return function.description
        case .metatype(let base, let isProtocol):
            return "\(base.postfixOperand).\(isProtocol ? "Protocol" : "Type")"
        case .composition(let parts):
            return parts.map(\.compositionOperand).joined(separator: " & ")
        case .opaque(let base):
            return "some \(base.compositionOperand)"
        case .existential(let base):
            return "any \(base.compositionOperand)"
        case .inverse(let base):
            return "~\(base.postfixOperand)"
        case .packExpansion(let base):
            // `repeat each T`, not `repeat (each T)`: `each` binds as a prefix here.
            if case .packElement = base { return "repeat \(base)" }
            return "repeat \(base.postfixOperand)"
        case .packElement(let base):
            return "each \(base.postfixOperand)"
        case .attributed(let attributed):
            let words = attributed.specifiers + attributed.attributes.map(\.description)
            return (words + [attributed.base.description]).joined(separator: " ")
        }
    }

    /// The type as the operand of a postfix (`?`, `!`, `.Type`): parenthesized when it
    /// would otherwise bind wrongly (`(any P)?`, `(() -> Void)?`, `(A & B).Type`).
    var postfixOperand: String {
        switch self {
        case .function, .composition, .opaque, .existential, .attributed,
            .packExpansion, .packElement:
            return "(\(description))"
        default:
            return description
        }
    }

    /// The type as an operand of `&`, `some` or `any`.
    var compositionOperand: String {
        switch self {
        case .function, .attributed, .opaque, .existential:
            return "(\(description))"
        default:
            return description
        }
    }
}

extension TypeComponent: CustomStringConvertible {
    /// `Name<A, B>`, with backticks where the name is a keyword used as an identifier.
    public var description: String {
        let arguments = genericArguments.isEmpty
            ? "" : "<\(genericArguments.map(\.description).joined(separator: ", "))>"
        return "\(TypeComponent.escaped(name))\(arguments)"
    }

    /// Words that must be backticked to name a type or a member type.
    static let reservedWords: Set<String> = [
        "Type", "Protocol", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// `name`, or `` `name` `` when it is a reserved word.
    static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }
}

extension TupleTypeElement: CustomStringConvertible {
    /// `label: Type`, `Type` or `Type...`.
    public var description: String {
        let type = "\(self.type)\(isVariadic ? "..." : "")"
        guard let label else { return type }
        return "\(label): \(type)"
    }
}

extension FunctionType: CustomStringConvertible {
    /// `(A, B) async throws(E) -> R`.
    public var description: String {
        // A function type's parameters take no argument labels: `label` is a name, `_ label:`.
        let list = parameters.map { parameter in
            parameter.label.map { "_ \($0): \(parameter.type)\(parameter.isVariadic ? "..." : "")" }
                ?? parameter.description
        }
        var text = "(\(list.joined(separator: ", ")))"
        if isAsync { text += " async" }
        if let effect = throwing.keyword { text += " \(effect)" }
        return text + " -> \(result)"
    }
}

extension ThrowsClause {
    /// `throws`, `throws(E)`, `rethrows`, or `nil` for a non-throwing clause.
    public var keyword: String? {
        switch self {
        case .none: return nil
        case .untyped: return "throws"
        case .typed(let error): return "throws(\(error))"
        case .`rethrows`: return "rethrows"
        }
    }
}

extension Attribute: CustomStringConvertible {
    /// `@name` or `@name(arguments)`.
    public var description: String {
        guard let arguments else { return "@\(name)" }
        return "@\(name)(\(arguments))"
    }
}
