extension DeclarationParser {
    /// `<T, U: Hashable, each V>`; the current token starts with `<`.
    mutating func parseGenericParameters() throws(ParseError) -> [GenericParameter] {
        try parseAngleList("generic parameter") { (parser: inout Self) throws(ParseError) in
            var isPack = false
            var isValue = false
            if parser.isWord("each") || parser.isWord("let"), parser.peek().kind == .identifier {
                isPack = parser.isWord("each")
                isValue = parser.isWord("let")
                parser.advance()
            }
            guard parser.isName else {
                throw parser.failure("expected an identifier to name generic parameter")
            }
            var parameter = GenericParameter(
                name: parser.text(of: parser.token), isPack: isPack, isValue: isValue)
            parser.advance()
            if parser.token.kind == .colon {
                parser.advance()
                parameter.constraint = try parser.parseType(depth: 0)
            }
            return parameter
        }
    }

    /// A `<...>` list whose `<` is the current token: the elements `element` parses, separated
    /// by commas (a trailing one allowed) up to `>`, whose absence is an error naming the list
    /// (`expected '>' to complete generic argument list`).
    mutating func parseAngleList<Element>(
        _ list: String, _ element: (inout Self) throws(ParseError) -> Element
    ) throws(ParseError) -> [Element] {
        _ = consumeOperator("<")
        var elements: [Element] = []
        while true {
            elements.append(try element(&self))
            if token.kind == .comma {
                advance()
                if consumeOperator(">") { return elements }  // A trailing comma.
                continue
            }
            guard consumeOperator(">") else {
                throw failure("expected '>' to complete \(list) list")
            }
            return elements
        }
    }

    /// `where A: B, C == D`; the current token is `where`.
    mutating func parseWhereClause() throws(ParseError) -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        while true {
            let subject = try parseType(depth: 0)
            if token.kind == .colon {
                advance()
                requirements.append(.conformance(subject, try parseType(depth: 0)))
            } else if consumeOperator("==") {
                requirements.append(.sameType(subject, try parseType(depth: 0)))
            } else {
                throw failure(
                    "expected ':' or '==' to indicate a conformance or same-type requirement")
            }
            guard token.kind == .comma else { return requirements }
            advance()
        }
    }

    /// `A, B & C, ~Copyable, class` after a colon.
    mutating func parseInheritance() throws(ParseError) -> [TypeRef] {
        var types: [TypeRef] = []
        while true {
            if isWord("class") {
                types.append(.named([TypeComponent(name: "AnyObject")]))
                advance()
            } else {
                types.append(try parseType(depth: 0))
            }
            guard token.kind == .comma else { return types }
            advance()
        }
    }
}
