extension DeclarationParser {
    /// The accessors after a property's type: its `{ get set }` block, or none for a stored
    /// property outside a protocol (whose initializer is skipped); `keyword` is its `var`.
    private mutating func parsePropertyAccessors(
        _ context: BodyContext, isLet: Bool, keyword: Token
    ) throws(ParseError) -> Accessors {
        if isOperator(startingWith: "="), !context.isProtocol { skipInitializer() }
        guard token.kind == .leftBrace else {
            if context.isProtocol {
                throw failure(
                    "property in protocol must have explicit { get } or { get set } specifier",
                    at: keyword)
            }
            return Accessors(hasSetter: !isLet)
        }
        return try parseAccessorBlock(context)
    }

    /// `var name: Type { get set }`, or in an extension a computed or static property.
    mutating func parseProperty(_ context: BodyContext) throws(ParseError) -> MemberKind? {
        let isLet = isWord("let")
        let keyword = token
        advance()
        guard isName else {
            guard context.isProtocol else {
                recoverToNextMember()  // A pattern that is not a plain name is skipped.
                return nil
            }
            throw failure("expected pattern in property declaration")
        }
        let name = text(of: token)
        advance()
        var type: TypeRef?
        if token.kind == .colon {
            advance()
            type = try parseType(depth: 0)
        }
        if context.isProtocol, isLet {
            throw failure(
                "protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier",
                at: keyword)
        }
        let accessors = try parsePropertyAccessors(context, isLet: isLet, keyword: keyword)
        guard let type else {
            if context.isProtocol {
                throw failure("property in protocol must have explicit type", at: keyword)
            }
            return nil
        }
        return .property(
            PropertyDecl(
                name: name, type: type, hasSetter: accessors.hasSetter,
                isAsync: accessors.isAsync, throwing: accessors.throwing,
                isMutatingGetter: accessors.isMutatingGetter,
                isNonmutatingSetter: accessors.isNonmutatingSetter
            ))
    }

    /// Skips `= value` up to the end of the declaration: the next line that starts a member,
    /// `}`, `;`, or a `{` that opens observers (`willSet`, `didSet`).
    private mutating func skipInitializer() {
        advance()
        var depth = 0
        while token.kind != .endOfFile {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .rightBrace where depth == 0, .semicolon where depth == 0: return
            case .leftBrace:
                let next = peek()
                if depth == 0, matches(next, "willSet") || matches(next, "didSet") { return }
                skipBraces()
                continue
            default:
                if depth == 0, token.hasNewlineBefore, startsMember { return }
            }
            advance()
        }
    }

    /// What an accessor block declares.
    struct Accessors {
        var hasSetter = false
        var isAsync = false
        var throwing = ThrowsClause.none
        /// `mutating get`.
        var isMutatingGetter = false
        /// `nonmutating set`.
        var isNonmutatingSetter = false
    }

    /// `{ get }`, `{ get set }`, `{ get async throws }`, `{ mutating get nonmutating set }`;
    /// in an extension also `{ get { ... } set { ... } }` and a bare getter body `{ ... }`.
    mutating func parseAccessorBlock(_ context: BodyContext) throws(ParseError) -> Accessors {
        let open = token
        advance()
        var accessors = Accessors()
        guard startsAccessor else {
            skipBraces(inside: open)
            return accessors
        }
        while token.kind != .rightBrace {
            let modifiers = parseAccessorPrefix()
            guard token.kind == .identifier,
                DeclarationParser.accessorWords.contains(where: { isWord($0) })
            else {
                throw failure(
                    "expected 'get' or 'set' in accessor block, found \(tokenDescription)")
            }
            let isGetter =
                isWord("get") || isWord("_read") || isWord("read") || isWord("borrow")
                || isWord("unsafeAddress")
            accessors.hasSetter = accessors.hasSetter || !isGetter
            if isGetter, modifiers.contains("mutating") { accessors.isMutatingGetter = true }
            if !isGetter, modifiers.contains("nonmutating") { accessors.isNonmutatingSetter = true }
            advance()
            if token.kind == .leftParen { skipParentheses() }
            let effects = try parseEffects()
            if isGetter {
                accessors.isAsync = effects.isAsync
                accessors.throwing = effects.throwing
            }
            if token.kind == .leftBrace {
                if context.isProtocol {
                    report(
                        .error, "protocol property requirements must not have accessor bodies",
                        at: token.start)
                }
                skipBraces()
            }
        }
        advance()
        return accessors
    }

    /// Skips the attributes and modifiers before an accessor; returns the modifiers
    /// (`mutating`, `nonmutating`, ...).
    private mutating func parseAccessorPrefix() -> Set<String> {
        var modifiers: Set<String> = []
        while token.kind == .at || isAccessorModifier {
            if token.kind == .at {
                _ = parseAttribute()
            } else {
                modifiers.insert(text(of: token))
                advance()
            }
        }
        return modifiers
    }

    static let accessorWords: [StaticString] = [
        "get", "set", "_read", "_modify", "read", "modify", "willSet", "didSet", "init",
        "unsafeAddress", "unsafeMutableAddress", "borrow", "mutate",
    ]

    private var isAccessorModifier: Bool {
        isWord("mutating") || isWord("nonmutating") || isWord("__consuming") || isWord("consuming")
            || isWord("borrowing") || isWord("nonisolated")
    }

    /// Whether a `{` is followed by accessors rather than a getter's body.
    private var startsAccessor: Bool {
        if token.kind == .at {
            // `{ @MainActor get }` opens accessors; `{ @Sendable func f() ... }` is a body.
            var lookahead = self
            while lookahead.token.kind == .at { _ = lookahead.parseAttribute() }
            return lookahead.startsAccessor
        }
        if isAccessorModifier { return true }
        guard token.kind == .identifier,
            DeclarationParser.accessorWords.contains(where: { isWord($0) })
        else {
            return false
        }
        let next = peek()
        if next.kind == .period { return false }
        return next.kind != .leftParen || !(isWord("get") || isWord("_read") || isWord("read"))
    }
}
