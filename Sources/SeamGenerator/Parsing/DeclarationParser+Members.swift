extension DeclarationParser {
    /// Parses one member of a protocol or extension body: attributes, modifiers and the
    /// declaration. Returns `nil` for what is skimmed (nested types, stored properties
    /// without a type in extensions).
    mutating func parseMember(_ context: BodyContext, depth: Int) throws(ParseError) -> Member? {
        let first = token
        var prefix = DeclarationPrefix(first: first)
        while true {
            if token.kind == .at {
                prefix.attributes.append(parseAttribute())
            } else if isAtModifier {
                prefix.modifiers.append(parseModifier())
            } else {
                break
            }
        }
        let keyword = token
        guard let kind = try parseMemberKind(context, prefix: prefix, depth: depth) else {
            return nil
        }
        return Member(
            kind: kind, attributes: prefix.attributes, modifiers: prefix.modifiers,
            documentation: documentation(of: first), location: location(keyword.start)
        )
    }

    /// Parses the declaration after its attributes and modifiers.
    private mutating func parseMemberKind(
        _ context: BodyContext, prefix: DeclarationPrefix, depth: Int
    ) throws(ParseError) -> MemberKind? {
        if isConditionalDirective {
            report(
                .warning,
                "attributes inside '#if' before a declaration are not supported and are ignored",
                at: token.start)
            return nil
        }
        if token.kind == .pound {
            try skipMacroExpansion(context)
            return nil
        }
        guard token.kind == .identifier else {
            throw failure(
                "expected a declaration in \(context.description), found \(tokenDescription)")
        }
        if isWord("var") || isWord("let") { return try parseProperty(context) }
        if isWord("func") { return .function(try parseFunction(context)) }
        if isWord("init") { return .initializer(try parseInitializer(context)) }
        if isWord("subscript") { return .subscript(try parseSubscript(context)) }
        if isWord("associatedtype") { return .associatedType(try parseAssociatedType()) }
        if isWord("typealias") { return .typeAlias(try parseTypeAlias()) }
        if isWord("protocol") || isWord("extension") || startsNominalType() {
            try parseNestedType(context, prefix: prefix, depth: depth)
            return nil
        }
        throw failure("expected a declaration in \(context.description), found \(tokenDescription)")
    }

    /// A type declared inside an extension: scanned for nested protocols. Inside a protocol,
    /// an error (Swift allows no nested types there).
    private mutating func parseNestedType(
        _ context: BodyContext, prefix: DeclarationPrefix, depth: Int
    ) throws(ParseError) {
        guard case .extensionBody(_, let parents) = context else {
            let name = peek()
            throw failure("type '\(text(of: name))' cannot be nested in \(context.description)")
        }
        if isWord("protocol") {
            try parseProtocol(prefix, parents: parents, depth: depth)
        } else if isWord("extension") {
            throw failure("declaration is only valid at file scope")
        } else {
            scanNominalType(parents: parents, depth: depth)
        }
    }

    /// `#warning("...")`, `#someMacro(...)` in a body: skipped with a warning, since the
    /// parser does not expand macros.
    private mutating func skipMacroExpansion(_ context: BodyContext) throws(ParseError) {
        let start = token
        let name = text(of: token)
        guard token.length > 1 else {
            throw failure("expected a declaration in \(context.description), found '#'")
        }
        advance()
        if token.kind == .leftParen, !token.hasSpaceBefore { skipParentheses() }
        // Compiler directives that declare nothing are skipped quietly.
        if !["#warning", "#error", "#sourceLocation"].contains(name) {
            report(
                .warning,
                "macro '\(name)' in \(context.description) is not expanded; members it declares are not seen",
                at: start.start)
        }
    }
}
