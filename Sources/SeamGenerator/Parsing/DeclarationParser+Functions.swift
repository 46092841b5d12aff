extension DeclarationParser {
    /// `func name<T>(params) async throws -> R where ...`, with an optional body (skipped).
    mutating func parseFunction(_ context: BodyContext) throws(ParseError) -> FunctionDecl {
        advance()
        var name: String
        if isName {
            name = text(of: token)
            advance()
        } else if token.kind == .operator {
            name = text(of: token)
            splitGenericsFromOperatorName(&name)
        } else {
            throw failure("expected identifier in function declaration")
        }
        var function = FunctionDecl(name: name)
        if isOperator(startingWith: "<") {
            function.genericParameters = try parseGenericParameters()
        }
        function.parameters = try parseParameterClause(isSubscript: false)
        (function.isAsync, function.throwing) = try parseEffects()
        if consumeOperator("->") { function.returnType = try parseType(depth: 0) }
        if isWord("where") { function.whereClause = try parseWhereClause() }
        skipBody(context, "protocol methods must not have bodies")
        return function
    }

    /// `init?<T>(params) async throws where ...`, with an optional body (skipped).
    mutating func parseInitializer(_ context: BodyContext) throws(ParseError) -> InitializerDecl {
        advance()
        var initializer = InitializerDecl()
        if !token.hasSpaceBefore {
            if consumeOperator("?") {
                initializer.failability = .optional
            } else if consumeOperator("!") {
                initializer.failability = .implicitlyUnwrapped
            }
        }
        if isOperator(startingWith: "<") {
            initializer.genericParameters = try parseGenericParameters()
        }
        initializer.parameters = try parseParameterClause(isSubscript: false)
        (initializer.isAsync, initializer.throwing) = try parseEffects()
        if isWord("where") { initializer.whereClause = try parseWhereClause() }
        skipBody(context, "protocol initializers must not have bodies")
        return initializer
    }

    /// `subscript<T>(params) -> R where ... { get set }`.
    mutating func parseSubscript(_ context: BodyContext) throws(ParseError) -> SubscriptDecl {
        advance()
        let generics = isOperator(startingWith: "<") ? try parseGenericParameters() : []
        let parameters = try parseParameterClause(isSubscript: true)
        guard consumeOperator("->") else {
            throw failure("expected '->' for subscript element type")
        }
        var subscriptDecl = SubscriptDecl(
            genericParameters: generics, parameters: parameters, returnType: try parseType(depth: 0)
        )
        if isWord("where") { subscriptDecl.whereClause = try parseWhereClause() }
        guard token.kind == .leftBrace else {
            throw failure("expected '{' in subscript to specify getter and setter implementation")
        }
        let accessors = try parseAccessorBlock(context)
        subscriptDecl.hasSetter = accessors.hasSetter
        subscriptDecl.isAsync = accessors.isAsync
        subscriptDecl.throwing = accessors.throwing
        subscriptDecl.isMutatingGetter = accessors.isMutatingGetter
        subscriptDecl.isNonmutatingSetter = accessors.isNonmutatingSetter
        return subscriptDecl
    }

    /// `associatedtype Name: A, B = Default where ...`.
    mutating func parseAssociatedType() throws(ParseError) -> AssociatedTypeDecl {
        advance()
        guard isName else { throw failure("expected identifier in associatedtype declaration") }
        var declaration = AssociatedTypeDecl(name: text(of: token))
        advance()
        if token.kind == .colon {
            advance()
            declaration.inherited = try parseInheritance()
        }
        if consumeOperator("=") { declaration.defaultType = try parseType(depth: 0) }
        if isWord("where") { declaration.whereClause = try parseWhereClause() }
        return declaration
    }

    /// `typealias Name<T> = Type`.
    mutating func parseTypeAlias() throws(ParseError) -> TypeAliasDecl {
        advance()
        guard isName else { throw failure("expected identifier in typealias declaration") }
        let name = text(of: token)
        advance()
        let generics = isOperator(startingWith: "<") ? try parseGenericParameters() : []
        guard consumeOperator("=") else { throw failure("expected '=' in type alias declaration") }
        var alias = TypeAliasDecl(
            name: name, genericParameters: generics, type: try parseType(depth: 0))
        if isWord("where") { alias.whereClause = try parseWhereClause() }
        file.typeAliases.append(alias)
        return alias
    }

    /// Moves past an operator function's name. Swift reads `>>=<T>` as the operator `>>=`
    /// and a generic parameter list when a name follows the `<`; the `<` stays current.
    private mutating func splitGenericsFromOperatorName(_ name: inout String) {
        let last = lexer.bytes[token.end - 1]
        let next = lexer.byte(token.end)
        guard token.length > 1, last == UInt8(ascii: "<"),
            Lexer.isIdentifierStart(next) || next == UInt8(ascii: "`")
        else {
            advance()
            return
        }
        name.removeLast()
        token.start = token.end - 1
    }

    /// Skips a function body; in a protocol, a body is an error.
    private mutating func skipBody(_ context: BodyContext, _ message: String) {
        guard token.kind == .leftBrace else { return }
        if context.isProtocol { report(.error, message, at: token.start) }
        skipBraces()
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in the order written; `E` is parsed at
    /// `depth` (that of the function type it ends, or 0 for a declaration's).
    mutating func parseEffects(
        depth: Int = 0
    ) throws(ParseError) -> (isAsync: Bool, throwing: ThrowsClause) {
        var isAsync = false
        var throwing = ThrowsClause.none
        while token.kind == .identifier {
            if isWord("async") || isWord("reasync") {
                isAsync = true
                advance()
            } else if isWord("rethrows") {
                throwing = .rethrows
                advance()
            } else if isWord("throws") {
                advance()
                throwing = .untyped
                if token.kind == .leftParen, !token.hasSpaceBefore {
                    advance()
                    throwing = .typed(try parseType(depth: depth))
                    guard token.kind == .rightParen else {
                        throw failure("expected ')' after thrown type")
                    }
                    advance()
                }
            } else {
                break
            }
        }
        return (isAsync, throwing)
    }

    // MARK: Parameters

    /// `(label name: Type = default, ...)`.
    mutating func parseParameterClause(isSubscript: Bool) throws(ParseError) -> [Parameter] {
        guard token.kind == .leftParen else { throw failure("expected '(' in parameter list") }
        advance()
        var parameters: [Parameter] = []
        while token.kind != .rightParen {
            parameters.append(try parseParameter(isSubscript: isSubscript))
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightParen {
                throw failure("expected ',' separator, found \(tokenDescription)")
            }
        }
        advance()
        return parameters
    }

    /// One parameter: names, type (with its specifiers and attributes), `...`, default.
    private mutating func parseParameter(isSubscript: Bool) throws(ParseError) -> Parameter {
        while token.kind == .at { _ = parseAttribute() }
        guard isName else { throw failure("expected parameter name, found \(tokenDescription)") }
        let first = text(of: token)
        advance()
        var second: String?
        if isName {
            second = text(of: token)
            advance()
        }
        guard token.kind == .colon else {
            throw failure("expected ':' following argument label and parameter name")
        }
        advance()
        let type = try parseType(depth: 0)
        let label: String? = second == nil ? (isSubscript ? nil : first) : first
        var parameter = Parameter(
            label: label == "_" ? nil : label, name: second ?? first, type: type)
        if consumeOperator("...") { parameter.isVariadic = true }
        if consumeOperator("=") { parameter.defaultValue = skipDefaultValue() }
        return parameter
    }

    /// Skips a default value and returns its text: up to `,` or `)` outside brackets.
    private mutating func skipDefaultValue() -> String {
        let start = token.start
        var end = start
        var depth = 0
        var angles = 0
        while token.kind != .endOfFile {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .operator where !token.hasSpaceBefore && matches(token, "<"):
                // `Array<Int, String>.self`: a generic argument list, not a comparison.
                angles += 1
            case .operator where angles > 0 && isOperator(startingWith: ">"):
                angles = max(0, angles - token.length)
            case .comma where angles > 0:
                break
            case .rightParen where depth == 0, .comma where depth == 0,
                .rightBrace where depth == 0:
                return trimmedText(start, end)
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .leftBrace:
                skipBraces()
                end = previousEnd
                continue
            default: break
            }
            end = token.end
            advance()
        }
        return trimmedText(start, end)
    }
}
