extension DeclarationParser {
    /// `<T, U: Hashable, each V>`; the current token starts with `<`.
    mutating func parseGenericParameters() throws(ParseError) -> [GenericParameter] {
        _ = consumeOperator("<")
        var parameters: [GenericParameter] = []
        while true {
            var isPack = false
            var isValue = false
            if isWord("each") || isWord("let"), peek().kind == .identifier {
                isPack = isWord("each")
                isValue = isWord("let")
                advance()
            }
            guard isName else { throw failure("expected an identifier to name generic parameter") }
            var parameter = GenericParameter(
                name: text(of: token), isPack: isPack, isValue: isValue)
            advance()
            if token.kind == .colon {
                advance()
                parameter.constraint = try parseType(depth: 0)
            }
            parameters.append(parameter)
            if token.kind == .comma {
                advance()
                if consumeOperator(">") { return parameters }  // A trailing comma.
                continue
            }
            guard consumeOperator(">") else {
                throw failure("expected '>' to complete generic parameter list")
            }
            return parameters
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
