extension DeclarationParser {
    /// Declaration modifiers (context-free: the parser checks what follows where it matters).
    static let modifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "package", "open",
        "static", "class", "final", "override", "required", "convenience", "dynamic",
        "mutating", "nonmutating", "nonisolated", "optional", "lazy", "weak", "unowned",
        "prefix", "postfix", "infix", "indirect", "distributed", "isolated", "__consuming",
        "consuming", "borrowing", "_const",
    ]

    /// Words that start a member declaration.
    static let memberKeywords: [StaticString] = [
        "var", "let", "func", "init", "subscript", "associatedtype", "typealias", "deinit",
        "case", "struct", "enum", "class", "actor", "protocol", "extension", "macro",
        "operator", "precedencegroup", "import",
    ]

    /// Whether `token` is a modifier here: a modifier word that is followed by another
    /// modifier, an attribute or a declaration keyword (so `class Foo` and `let open = 1` are
    /// not modifiers).
    static func isDeclarationModifier(_ parser: DeclarationParser, _ token: Token) -> Bool {
        guard token.kind == .identifier,
            modifierWords.contains(where: { parser.matches(token, $0) })
        else {
            return false
        }
        var lexer = parser.lexer
        if token.start != parser.token.start {
            // `token` is the peeked one: read past it.
            _ = lexer.next()
        }
        var next = lexer.next()
        if next.kind == .leftParen, !next.hasSpaceBefore {
            // `private(set)`, `nonisolated(unsafe)`: look past the parentheses.
            next = lexer.next()
            guard next.kind == .identifier else { return false }
            next = lexer.next()
            guard next.kind == .rightParen else { return false }
            next = lexer.next()
        }
        if next.kind == .at || next.kind == .pound { return true }
        guard next.kind == .identifier else { return false }
        return modifierWords.contains { parser.matches(next, $0) }
            || memberKeywords.contains { parser.matches(next, $0) }
    }

    /// Whether the current token is a modifier of the declaration that follows.
    var isAtModifier: Bool { DeclarationParser.isDeclarationModifier(self, token) }

    /// Reads a modifier, with its argument (`private(set)`, `nonisolated(unsafe)`); the
    /// current token is one of ``modifierWords``.
    mutating func parseModifier() -> Modifier {
        // `isAtModifier` matched one of `modifierWords`, which are the keywords' spellings.
        let keyword = Modifier.Keyword(rawValue: text(of: token)) ?? .final
        advance()
        var argument: String?
        if token.kind == .leftParen, !token.hasSpaceBefore {
            let start = token.end
            let end = skipParentheses()
            argument = trimmedText(start, end)
        }
        return Modifier(keyword, argument)
    }

    /// `@name`, `@name.member` or `@name(arguments)`; the current token is `@`. A mistake in
    /// the generic arguments of `@Builder<Request>` is reported, and parsing goes on after it.
    mutating func parseAttribute() -> Attribute {
        var failure: ParseError?
        let attribute = parseAttribute(depth: 0, failure: &failure)
        if let failure { file.diagnostics.append(failure.diagnostic) }
        return attribute
    }

    /// An attribute of a type at `depth` (`@Builder<T> Int`): its generic arguments count
    /// toward the type's nesting, and a mistake in them is thrown, as one in the type is.
    mutating func parseTypeAttribute(depth: Int) throws(ParseError) -> Attribute {
        var failure: ParseError?
        let attribute = parseAttribute(depth: depth, failure: &failure)
        if let failure { throw failure }
        return attribute
    }

    /// An attribute whose generic arguments start at `depth`; a mistake in them goes to
    /// `failure`.
    private mutating func parseAttribute(depth: Int, failure: inout ParseError?) -> Attribute {
        advance()
        guard isName, !token.hasSpaceBefore else {
            report(.error, "expected an attribute name after '@'", at: token.start)
            return Attribute(name: "")
        }
        let nameStart = token.start
        var nameEnd = token.end
        advance()
        while token.kind == .period, !token.hasSpaceBefore, peek().kind == .identifier {
            advance()
            nameEnd = token.end
            advance()
        }
        if !token.hasSpaceBefore, isOperator(startingWith: "<") {
            // A generic attribute: `@Builder<Request, Response>`.
            do throws(ParseError) {
                _ = try parseGenericArguments(depth: depth)
            } catch {
                failure = error
            }
            nameEnd = previousEnd
        }
        let name = String(text(nameStart, nameEnd).filter { $0 != "`" })
        guard token.kind == .leftParen, !token.hasSpaceBefore else { return Attribute(name: name) }
        let argumentsStart = token.end
        let argumentsEnd = skipParentheses()
        return Attribute(name: name, arguments: trimmedText(argumentsStart, argumentsEnd))
    }
}
