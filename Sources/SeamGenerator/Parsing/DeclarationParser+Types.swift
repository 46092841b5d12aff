extension DeclarationParser {
    /// Specifiers written before a type: `inout T`, `sending T` (each a ``TypeSpecifier``; a
    /// test checks that the two agree).
    static let typeSpecifiers: [StaticString] = [
        "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "_const",
    ]

    /// Parses a type: attributes and specifiers, `some`/`any`/`each`/`repeat`, compositions,
    /// function types, and the postfix forms (`?`, `!`, `.Type`, `.Protocol`).
    mutating func parseType(depth: Int) throws(ParseError) -> TypeRef {
        guard depth <= DeclarationParser.maximumDepth else {
            throw failure("type is nested too deeply")
        }
        var specifiers: [TypeSpecifier] = []
        var attributes: [Attribute] = []
        while true {
            if token.kind == .at {
                attributes.append(try parseTypeAttribute(depth: depth + 1))
            } else if token.kind == .identifier,
                DeclarationParser.typeSpecifiers.contains(where: { isWord($0) }),
                nextStartsType, let specifier = TypeSpecifier(rawValue: text(of: token))
            {
                specifiers.append(specifier)
                advance()
            } else if isWord("nonisolated"), case let next = peek(), next.kind == .leftParen,
                !next.hasSpaceBefore
            {
                let start = token
                guard parseModifier() == .nonsending else {
                    throw failure("expected 'nonisolated(nonsending)' before a type", at: start)
                }
                specifiers.append(.nonsending)
            } else {
                break
            }
        }
        let base = try parseUnattributedType(depth: depth)
        if specifiers.isEmpty, attributes.isEmpty { return base }
        return .attributed(
            AttributedType(specifiers: specifiers, attributes: attributes, base: base))
    }

    /// Whether the token after the current one can start a type.
    private var nextStartsType: Bool {
        let next = peek()
        switch next.kind {
        case .identifier, .backtickIdentifier, .leftParen, .leftBracket, .at: return true
        case .operator: return lexer.bytes[next.start] == UInt8(ascii: "~")
        default: return false
        }
    }

    private mutating func parseUnattributedType(depth: Int) throws(ParseError) -> TypeRef {
        guard depth <= DeclarationParser.maximumDepth else {
            throw failure("type is nested too deeply")
        }
        if token.kind == .identifier, nextStartsType {
            if isWord("some") {
                advance()
                return .opaque(try parseComposition(depth: depth + 1))
            }
            if isWord("any") {
                advance()
                return .existential(try parseComposition(depth: depth + 1))
            }
            if isWord("repeat") {
                advance()
                return .packExpansion(try parseUnattributedType(depth: depth + 1))
            }
            if isWord("each") {
                advance()
                return .packElement(try parsePostfixType(depth: depth + 1))
            }
        }
        return try parseComposition(depth: depth)
    }

    /// `A & B & C`, or a single postfix type.
    private mutating func parseComposition(depth: Int) throws(ParseError) -> TypeRef {
        let first = try parsePostfixType(depth: depth)
        guard isOperator(startingWith: "&") else { return first }
        var parts = [first]
        while consumeOperator("&") {
            parts.append(try parsePostfixType(depth: depth + 1))
        }
        return .composition(parts)
    }

    /// A primary type followed by `?`, `!`, `.Type` or `.Protocol`, as many times as the depth
    /// limit allows: each one wraps the type once more, and every walk over a ``TypeRef``
    /// (and its release) recurses once per wrapper.
    private mutating func parsePostfixType(depth: Int) throws(ParseError) -> TypeRef {
        var type = try parsePrimaryType(depth: depth)
        var depth = depth
        while true {
            if depth >= DeclarationParser.maximumDepth, isPostfixTypeOperator {
                throw failure("type is nested too deeply")
            }
            depth += 1
            if !token.hasSpaceBefore, consumeOperator("?") {
                type = .optional(type)
            } else if !token.hasSpaceBefore, consumeOperator("!") {
                type = .implicitlyUnwrapped(type)
            } else if token.kind == .period, case let next = peek(),
                matches(next, "Type") || matches(next, "Protocol")
            {
                advance()
                type = .metatype(type, isProtocol: isWord("Protocol"))
                advance()
            } else if token.kind == .period, !token.hasSpaceBefore, peek().kind == .identifier {
                // `(each T).Element`: the type model has no member of a non-named type.
                var diagnostic = failure(
                    "member type of '(\(type))' is not supported; the declaration is skipped"
                ).diagnostic
                diagnostic.severity = .warning
                throw ParseError(diagnostic: diagnostic)
            } else {
                return type
            }
        }
    }

    /// Whether the current token continues a postfix type (`?`, `!`, `.Type`, `.Protocol`).
    private var isPostfixTypeOperator: Bool {
        if !token.hasSpaceBefore, isOperator(startingWith: "?") || isOperator(startingWith: "!") {
            return true
        }
        return token.kind == .period && (matches(peek(), "Type") || matches(peek(), "Protocol"))
    }

    private mutating func parsePrimaryType(depth: Int) throws(ParseError) -> TypeRef {
        // `~~~T` and `repeat repeat T` recurse here without passing through `parseType`.
        guard depth <= DeclarationParser.maximumDepth else {
            throw failure("type is nested too deeply")
        }
        switch token.kind {
        case .identifier, .backtickIdentifier:
            return try parseNamedType(depth: depth)
        case .leftParen:
            return try parseTupleOrFunctionType(depth: depth)
        case .leftBracket:
            advance()
            let element = try parseType(depth: depth + 1)
            var type = TypeRef.array(element)
            if token.kind == .colon {
                advance()
                type = .dictionary(key: element, value: try parseType(depth: depth + 1))
            }
            guard token.kind == .rightBracket else {
                throw failure("expected ']' in type, found \(tokenDescription)")
            }
            advance()
            return type
        case .operator where consumeOperator("~"):
            return .inverse(try parsePostfixType(depth: depth + 1))
        default:
            throw failure("expected type, found \(tokenDescription)")
        }
    }

    /// `Name`, `Name<Args>`, `A.B<C>.D`.
    private mutating func parseNamedType(depth: Int) throws(ParseError) -> TypeRef {
        var components: [TypeComponent] = []
        while true {
            var component = TypeComponent(name: text(of: token))
            advance()
            if !token.hasSpaceBefore, isOperator(startingWith: "<") {
                component.genericArguments = try parseGenericArguments(depth: depth)
            }
            components.append(component)
            guard token.kind == .period else { break }
            let next = peek()
            guard
                next.kind == .backtickIdentifier
                    || (next.kind == .identifier && !matches(next, "Type")
                        && !matches(next, "Protocol"))
            else { break }
            advance()
        }
        return .named(components)
    }

    /// `<A, B>` after a type name.
    mutating func parseGenericArguments(depth: Int) throws(ParseError) -> [TypeRef] {
        try parseAngleList("generic argument") { (parser: inout Self) throws(ParseError) in
            try parser.parseType(depth: depth + 1)
        }
    }

    /// `(A, b: B)`, `(A)` (just parentheses), or `(A) async throws -> R`.
    private mutating func parseTupleOrFunctionType(depth: Int) throws(ParseError) -> TypeRef {
        advance()
        var elements: [TupleTypeElement] = []
        while token.kind != .rightParen {
            let label = parseTupleLabel()
            let type = try parseType(depth: depth + 1)
            elements.append(
                TupleTypeElement(label: label, type: type, isVariadic: consumeOperator("...")))
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightParen {
                throw failure("expected ',' separator, found \(tokenDescription)")
            }
        }
        advance()
        // A thrown type (`throws(E)`) is nested in the function type, as its result is.
        let effects = try parseEffects(depth: depth + 1)
        if effects.isAsync || effects.throwing != .none || isOperator(startingWith: "->") {
            guard consumeOperator("->") else {
                throw failure("expected '->' after function type parameters")
            }
            let result = try parseType(depth: depth + 1)
            return .function(
                FunctionType(
                    parameters: elements, isAsync: effects.isAsync, throwing: effects.throwing,
                    result: result
                ))
        }
        if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            // `(repeat each T)` is a tuple of a pack expansion, not parentheses.
            if case .packExpansion = elements[0].type { return .tuple(elements) }
            return elements[0].type
        }
        return .tuple(elements)
    }

    /// `label:` or `_ name:` before a tuple element or function type parameter.
    private mutating func parseTupleLabel() -> String? {
        guard isName else { return nil }
        var lookahead = lexer
        let next = lookahead.next()
        if next.kind == .colon {
            let label = text(of: token)
            advance()
            advance()
            return label
        }
        guard next.kind == .identifier || next.kind == .backtickIdentifier,
            lookahead.next().kind == .colon
        else {
            return nil
        }
        advance()
        let label = text(of: token)
        advance()
        advance()
        return label
    }
}
