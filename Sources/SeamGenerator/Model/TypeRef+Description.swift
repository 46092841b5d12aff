extension TypeRef: CustomStringConvertible {
    /// The type as Swift source, with the same meaning as what was parsed.
    package var description: String {
        // Written in one pass into one buffer: the resolver prints types for every member.
        if case .named(let components) = self, components.count == 1,
            components[0].genericArguments.isEmpty
        {
            return TypeComponent.escaped(components[0].name)
        }
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends ``description`` to `text`.
    func write(to text: inout String) {
        switch self {
        case .named(let components):
            for (offset, component) in components.enumerated() {
                if offset > 0 { text += "." }
                component.write(to: &text)
            }
        case .optional(let wrapped):
            wrapped.writePostfixOperand(to: &text)
            text += "?"
        case .implicitlyUnwrapped(let wrapped):
            wrapped.writePostfixOperand(to: &text)
            text += "!"
        case .array(let element):
            text += "["
            element.write(to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            key.write(to: &text)
            text += ": "
            value.write(to: &text)
            text += "]"
        case .tuple(let elements):
            text += "("
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text += ", " }
                element.write(to: &text)
            }
            text += ")"
        case .function(let function):
            function.write(to: &text)
        default:
            writeOperator(to: &text)
        }
    }

    /// The cases of ``write(to:)`` made of a keyword or operator and an operand.
    private func writeOperator(to text: inout String) {
        switch self {
        case .metatype(let base, let isProtocol):
            base.writePostfixOperand(to: &text)
            text += isProtocol ? ".Protocol" : ".Type"
        case .composition(let parts):
            for (offset, part) in parts.enumerated() {
                if offset > 0 { text += " & " }
                part.writeCompositionOperand(to: &text)
            }
        case .opaque(let base):
            text += "some "
            base.writeCompositionOperand(to: &text)
        case .existential(let base):
            text += "any "
            base.writeCompositionOperand(to: &text)
        case .inverse(let base):
            text += "~"
            base.writePostfixOperand(to: &text)
        case .packExpansion(let base):
            text += "repeat "
            // `repeat each T`, not `repeat (each T)`: `each` binds as a prefix here.
            if case .packElement = base {
                base.write(to: &text)
            } else {
                base.writePostfixOperand(to: &text)
            }
        case .packElement(let base):
            text += "each "
            base.writePostfixOperand(to: &text)
        case .attributed(let attributed):
            Self.write(attributed, to: &text)
        case .named, .optional, .implicitlyUnwrapped, .array, .dictionary, .tuple, .function:
            write(to: &text)
        }
    }

    /// Writes `attributed`: its specifiers, its attributes, then its base type, in
    /// parentheses when that has specifiers of its own (`inout (nonisolated(nonsending) () async
    /// -> Void)`: without them Swift reads both words as the parameter's).
    private static func write(_ attributed: AttributedType, to text: inout String) {
        for specifier in attributed.specifiers {
            text += specifier.rawValue
            text += " "
        }
        for attribute in attributed.attributes {
            attribute.write(to: &text)
            text += " "
        }
        if case .attributed(let inner) = attributed.base, !inner.specifiers.isEmpty,
            !attributed.specifiers.isEmpty || !attributed.attributes.isEmpty
        {
            attributed.base.writeParenthesized(to: &text)
        } else {
            attributed.base.write(to: &text)
        }
    }

    /// Appends the type as the operand of a postfix (`?`, `!`, `.Type`): parenthesized when
    /// it would otherwise bind wrongly (`(any P)?`, `(() -> Void)?`, `(A & B).Type`).
    private func writePostfixOperand(to text: inout String) {
        switch self {
        case .function, .composition, .opaque, .existential, .attributed, .packExpansion,
            .packElement:
            writeParenthesized(to: &text)
        default: write(to: &text)
        }
    }

    /// Appends the type as an operand of `&`, `some` or `any`.
    private func writeCompositionOperand(to text: inout String) {
        switch self {
        case .function, .attributed, .opaque, .existential: writeParenthesized(to: &text)
        default: write(to: &text)
        }
    }

    /// Appends the type in parentheses.
    private func writeParenthesized(to text: inout String) {
        text += "("
        write(to: &text)
        text += ")"
    }
}

extension TypeComponent: SwiftWritable {
    /// Appends `Name<A, B>` to `text`, with backticks where the name is a keyword used as an
    /// identifier.
    package func write(to text: inout String) {
        text += TypeComponent.escaped(name)
        guard !genericArguments.isEmpty else { return }
        text += "<"
        for (offset, argument) in genericArguments.enumerated() {
            if offset > 0 { text += ", " }
            argument.write(to: &text)
        }
        text += ">"
    }

    /// Words that must be backticked to name a type or a member type: the keywords, `open`
    /// too, but not `Any` and `Self`, which name types.
    static let reservedWords = SwiftNames.keywords.subtracting(["Any", "Self"]).union(["open"])

    /// `name`, or `` `name` `` when it is a reserved word or a raw identifier
    /// (``RawIdentifier``).
    static func escaped(_ name: String) -> String {
        if reservedWords.contains(name) { return "`\(name)`" }
        guard RawIdentifier.needsBackticks(name) else { return name }
        // A resolved name may be qualified (`Library.Loan`): each component is escaped alone.
        return name.split(separator: ".", omittingEmptySubsequences: false)
            .map { RawIdentifier.needsBackticks(String($0)) ? "`\($0)`" : String($0) }
            .joined(separator: ".")
    }
}

extension TupleTypeElement: SwiftWritable {
    /// Appends `label: Type`, `Type` or `Type...` to `text`.
    package func write(to text: inout String) {
        if let label {
            text += label
            text += ": "
        }
        type.write(to: &text)
        if isVariadic { text += "..." }
    }
}

extension FunctionType: SwiftWritable {
    /// Appends `(A, B) async throws(E) -> R` to `text`.
    package func write(to text: inout String) {
        text += "("
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { text += ", " }
            // A function type's parameters take no argument labels: `label` is a name, `_ label:`.
            if parameter.label != nil { text += "_ " }
            parameter.write(to: &text)
        }
        text += ")"
        if isAsync { text += " async" }
        if let effect = throwing.keyword {
            text += " "
            text += effect
        }
        text += " -> "
        result.write(to: &text)
    }
}

extension ThrowsClause {
    /// `throws`, `throws(E)`, `rethrows`, or `nil` for a non-throwing clause.
    package var keyword: String? {
        switch self {
        case .none: return nil
        case .untyped: return "throws"
        case .typed(let error): return "throws(\(error))"
        case .`rethrows`: return "rethrows"
        }
    }
}

extension Attribute: SwiftWritable {
    /// Appends `@name` or `@name(arguments)` to `text`.
    package func write(to text: inout String) {
        text += "@"
        text += name
        if let arguments {
            text += "("
            text += arguments
            text += ")"
        }
    }
}

/// A piece of a type that prints itself as Swift by appending to a string, so that a whole
/// type is printed into one string.
package protocol SwiftWritable: CustomStringConvertible {
    /// Appends the Swift spelling to `text`.
    func write(to text: inout String)
}

extension SwiftWritable {
    /// The Swift spelling.
    package var description: String {
        var text = ""
        write(to: &text)
        return text
    }
}
