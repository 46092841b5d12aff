/// Where a body being parsed belongs, for messages and for what it may contain.
enum BodyContext {
    /// A protocol's body: requirements only.
    case protocolBody(name: String)
    /// An extension's body: members with bodies, and nested types.
    case extensionBody(name: String, parents: [String])

    var isProtocol: Bool {
        if case .protocolBody = self { return true }
        return false
    }

    /// `protocol 'P'` or `extension of 'T'`, for messages.
    var description: String {
        switch self {
        case .protocolBody(let name): return "protocol '\(name)'"
        case .extensionBody(let name, _): return "extension of '\(name)'"
        }
    }
}

extension DeclarationParser {
    /// Parses `protocol Name<A>: B, C where ... { members }`; the current token is `protocol`.
    mutating func parseProtocol(
        _ prefix: DeclarationPrefix, parents: [String], depth: Int
    ) throws(ParseError) {
        let keyword = token
        advance()
        guard isName else { throw failure("expected identifier in protocol declaration") }
        let name = text(of: token)
        advance()
        if prefix.crossesConditional {
            report(
                .warning,
                "attributes of protocol '\(name)' are inside '#if'; those of every branch are kept",
                at: keyword.start)
        }
        var declaration = ProtocolDecl(
            name: name, parents: parents,
            accessLevel: DeclarationParser.accessModifier(in: prefix.modifiers),
            attributes: prefix.attributes,
            documentation: documentation(of: prefix.first ?? keyword),
            location: location(keyword.start)
        )
        declaration.conditions = conditionStack.map(\.expression)
        declaration.markerNearMisses = markerNearMisses(before: prefix.first ?? keyword)
        if isOperator(startingWith: "<"), !token.hasSpaceBefore {
            declaration.primaryAssociatedTypes = try parsePrimaryAssociatedTypes()
        }
        if token.kind == .colon {
            advance()
            declaration.inherited = try parseInheritance()
        }
        if isWord("where") { declaration.whereClause = try parseWhereClause() }
        guard token.kind == .leftBrace else {
            throw failure("expected '{' to start the body of protocol '\(name)'")
        }
        let open = token
        advance()
        declaration.members = parseBody(.protocolBody(name: name), depth: depth + 1)
        closeBody(open, "protocol '\(name)'")
        file.protocols.append(declaration)
    }

    /// Parses `extension Type: B where ... { members }`; the current token is `extension`.
    mutating func parseExtension(
        _ prefix: DeclarationPrefix, parents: [String], depth: Int
    ) throws(ParseError) {
        let keyword = token
        advance()
        let extended = try parseType(depth: 0)
        var declaration = ExtensionDecl(
            extendedType: extended,
            accessLevel: DeclarationParser.accessModifier(in: prefix.modifiers),
            location: location(keyword.start))
        declaration.attributes = prefix.attributes
        declaration.conditions = conditionStack.map(\.expression)
        if token.kind == .colon {
            advance()
            declaration.inherited = try parseInheritance()
        }
        if isWord("where") { declaration.whereClause = try parseWhereClause() }
        guard token.kind == .leftBrace else {
            throw failure("expected '{' to start the body of extension of '\(extended)'")
        }
        let open = token
        var typeNames = parents
        if case .named(let components) = extended { typeNames += components.map(\.name) }
        advance()
        let index = file.extensions.count
        file.extensions.append(declaration)
        let context = BodyContext.extensionBody(name: extended.description, parents: typeNames)
        let members = parseBody(context, depth: depth + 1)
        file.extensions[index].members = members
        closeBody(open, "extension of '\(extended)'")
    }

    /// Consumes the `}` that ends a body, or reports that it is missing.
    private mutating func closeBody(_ open: Token, _ what: String) {
        if token.kind == .rightBrace {
            advance()
        } else {
            report(.error, "expected '}' at end of \(what)", at: token.start)
        }
    }

    /// `<Element, Failure>` after a protocol's name.
    private mutating func parsePrimaryAssociatedTypes() throws(ParseError) -> [String] {
        try parseAngleList("primary associated type") { (parser: inout Self) throws(ParseError) in
            guard parser.isName else {
                throw parser.failure(
                    "expected an associated type name, found \(parser.tokenDescription)")
            }
            let name = parser.text(of: parser.token)
            parser.advance()
            return name
        }
    }

    /// The last access modifier among `modifiers` (`private(set)` is none).
    static func accessModifier(in modifiers: [Modifier]) -> AccessModifier? {
        modifiers.lazy.compactMap {
            $0.argument == nil ? AccessModifier(rawValue: $0.keyword.rawValue) : nil
        }.last
    }

    // MARK: Bodies

    /// Parses the entries of a body up to its `}` (not consumed) or the end of the file.
    mutating func parseBody(_ context: BodyContext, depth: Int) -> [MemberItem] {
        parseItems(context, inConditional: false, depth: depth)
    }

    /// Parses entries up to `}`, the end of the file, or (inside `#if`) the next `#elseif`,
    /// `#else` or `#endif`.
    private mutating func parseItems(
        _ context: BodyContext, inConditional: Bool, depth: Int
    ) -> [MemberItem] {
        var items: [MemberItem] = []
        while true {
            let start = token.start
            switch token.kind {
            case .endOfFile, .rightBrace:
                return items
            case .semicolon:
                advance()
            case .pound where isDirective("if"):
                if let block = parseConditional(context, depth: depth) {
                    items.append(.conditional(block))
                }
            case .pound where isDirective("elseif") || isDirective("else") || isDirective("endif"):
                if inConditional { return items }
                report(.error, "unexpected \(tokenDescription) without '#if'", at: token.start)
                advance()
            default:
                do throws(ParseError) {
                    if let member = try parseMember(context, depth: depth) {
                        items.append(.member(member))
                    }
                } catch {
                    file.diagnostics.append(error.diagnostic)
                    if token.start == start { advance() }  // Never stop on the member that failed.
                    recoverToNextMember()
                }
            }
            if token.start == start, token.kind != .endOfFile, token.kind != .rightBrace {
                advance()  // Guarantees progress whatever went wrong.
            }
        }
    }

    /// Whether the current token is the directive `#name`.
    func isDirective(_ name: StaticString) -> Bool {
        token.kind == .pound && token.length == name.utf8CodeUnitCount + 1
            && matches(Token(kind: .pound, start: token.start + 1, end: token.end), name)
    }

    /// Parses `#if cond ... #elseif cond ... #else ... #endif` inside a body.
    private mutating func parseConditional(_ context: BodyContext, depth: Int) -> ConditionalBlock?
    {
        let start = token
        guard depth <= DeclarationParser.maximumDepth else {
            skipTooDeepConditional()
            return nil
        }
        var block = ConditionalBlock(clauses: [], location: location(start.start))
        var branch = ConditionBranch()
        repeat {
            let directive = readDirective()
            branch.follow(directive)
            // Protocols nested in types of an extension body see this branch's condition.
            conditionStack.append(branch)
            let items = parseItems(context, inConditional: true, depth: depth + 1)
            _ = conditionStack.popLast()
            block.clauses.append(.init(directive: directive, items: items))
        } while isDirective("elseif") || isDirective("else")
        if isDirective("endif") {
            advance()
        } else {
            report(.error, "expected '#endif' to close this '#if'", at: start.start)
        }
        return block
    }

    /// The condition of `#if`/`#elseif` whose directive ends at `directiveEnd`: the tokens up
    /// to the end of the line.
    ///
    /// A line that is not a condition is an error at its first misfit (a brace is reported
    /// on its own), and reads as `false`. Under a `compiler(...)` or `swift(...)` check it is
    /// no error: Swift does not parse what an older compiler cannot, conditions included.
    mutating func readCondition(after directiveEnd: Int) -> CompilationCondition {
        var tokens: [Token] = []
        var hasBrace = false
        while !token.hasNewlineBefore, token.kind != .endOfFile {
            hasBrace = hasBrace || token.kind == .leftBrace || token.kind == .rightBrace
            reportBraceInCondition()
            tokens.append(token)
            advance()
        }
        var reader = ConditionReader(tokens, name: text(of:), text: trimmedText)
        if let condition = reader.read() { return condition }
        if reader.isTooDeep {
            report(
                .error, "'#if' condition is nested too deeply", at: reader.failure ?? directiveEnd)
        } else if !hasBrace, !isUnderVersionCheck {
            report(
                .error,
                "expected a compilation condition: flags, checks such as 'os(Linux)', '!', "
                    + "'&&', '||' and parentheses",
                at: reader.failure ?? directiveEnd)
        }
        return .flag("false")
    }

    /// Whether an `#if` around the current position tests the compiler's or the language's
    /// version.
    private var isUnderVersionCheck: Bool {
        let versionChecks = ["compiler", "swift", "_compiler_version"]
        return conditionStack.contains { branch in
            (branch.previous + [branch.current].compactMap { $0 }).contains { condition in
                condition.checkNames.contains { versionChecks.contains($0) }
            }
        }
    }

    /// After an error in a member (or in a member skipped), skips to the next line that starts
    /// a member, or to the `}` that closes the body.
    mutating func recoverToNextMember() {
        while token.kind != .endOfFile, token.kind != .rightBrace {
            if token.hasNewlineBefore, startsMember { return }
            if token.kind == .leftBrace { skipBraces() } else { advance() }
        }
    }

    /// Whether the current token can start a member.
    var startsMember: Bool {
        switch token.kind {
        case .at, .pound: return true
        case .identifier:
            return DeclarationParser.memberKeywords.contains { isWord($0) } || isAtModifier
        default: return false
        }
    }
}
