/// The attributes and modifiers seen so far before a declaration keyword.
struct DeclarationPrefix {
    /// The first token of the declaration (its first attribute or modifier), if any was seen.
    var first: Token?
    var attributes: [Attribute] = []
    var modifiers: [Modifier] = []
    /// Whether an `#if` directive came between the attributes and modifiers.
    var crossesConditional = false

    var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty }
}

extension DeclarationParser {
    /// Words that start a nested type in a scope.
    private static let nominalKeywords: [StaticString] = ["struct", "enum", "actor", "class"]

    /// Parses the whole file: imports, protocols (at any depth), extensions.
    mutating func parseFile() {
        while token.kind != .endOfFile {
            scanScope(parents: [], depth: 0)
            if token.kind == .rightBrace {
                report(.error, "extraneous '}' at top level", at: token.start)
                advance()
            }
        }
        for error in lexer.errors {
            report(.error, error.message, at: error.offset)
        }
        // Source order, whichever stage found them (lexer errors come last otherwise).
        file.diagnostics = file.diagnostics.enumerated().sorted { left, right in
            let a = left.element.location
            let b = right.element.location
            return (a?.line ?? 0, a?.column ?? 0, left.offset) < (
                b?.line ?? 0, b?.column ?? 0, right.offset
            )
        }.map(\.element)
    }

    /// Scans the declarations of a scope (the file, or a type body) up to its closing `}` (not
    /// consumed) or the end of the file. Protocols, extensions and nested types are parsed;
    /// everything else is skimmed, braces balanced.
    mutating func scanScope(parents: [String], depth: Int) {
        var prefix = DeclarationPrefix()
        while true {
            switch token.kind {
            case .endOfFile, .rightBrace:
                return
            case .leftBrace:
                skipBraces()
                prefix = DeclarationPrefix()
            case .leftParen:
                // No declaration we look for is inside parentheses (`init(extension x: T)`).
                skipParentheses()
                prefix = DeclarationPrefix()
            case .at:
                if prefix.first == nil { prefix.first = token }
                prefix.attributes.append(parseAttribute())
            case .identifier where previousKind != .period:
                scanWord(&prefix, parents: parents, depth: depth)
            case .pound
            where isConditionalDirective:
                // Every branch is scanned; attributes written in branches stay pending.
                prefix.crossesConditional = !prefix.isEmpty
                trackConditionalDirective()
            default:
                prefix = DeclarationPrefix()
                advance()
            }
        }
    }

    /// Handles an identifier in a scope: a modifier, a declaration keyword, or anything else.
    private mutating func scanWord(_ prefix: inout DeclarationPrefix, parents: [String], depth: Int)
    {
        if DeclarationParser.isDeclarationModifier(self, token) {
            if prefix.first == nil { prefix.first = token }
            prefix.modifiers.append(parseModifier())
            return
        }
        guard
            prefix.first != nil || token.hasNewlineBefore || previousKind == .semicolon
                || previousKind == .leftBrace || previousKind == .rightBrace
        else {
            // Not where a declaration starts: `f(protocol: x)`, `a = b extension`.
            advance()
            prefix = DeclarationPrefix()
            return
        }
        if (isWord("protocol") || isWord("extension")) && !DeclarationParser.isUsedAsName(peek()) {
            parseProtocolOrExtension(prefix, parents: parents, depth: depth)
        } else if isWord("import") {
            parseImport(prefix)
        } else if isWord("typealias") {
            recordTypeAlias(parents: parents)
        } else if startsNominalType() {
            if prefix.attributes.contains(where: { $0.name == "globalActor" }) {
                let name = text(of: peek())
                file.globalActors.append(name)
                if !parents.isEmpty {
                    file.globalActors.append((parents + [name]).joined(separator: "."))
                }
            }
            scanNominalType(parents: parents, depth: depth)
        } else {
            advance()
        }
        prefix = DeclarationPrefix()
    }

    /// Parses the protocol or extension at `protocol`/`extension`; an error in it becomes a
    /// diagnostic of the file, and the scan goes on.
    private mutating func parseProtocolOrExtension(
        _ prefix: DeclarationPrefix, parents: [String], depth: Int
    ) {
        let isProtocol = isWord("protocol")
        do throws(ParseError) {
            if isProtocol {
                try parseProtocol(prefix, parents: parents, depth: depth)
            } else {
                try parseExtension(prefix, parents: parents, depth: depth)
            }
        } catch {
            file.diagnostics.append(error.diagnostic)
        }
    }

    /// Records the type alias at `typealias` (``ParsedFile/typeAliases``).
    private mutating func recordTypeAlias(parents: [String]) {
        // Only recorded; a type alias the type parser cannot read is skimmed like any
        // declaration that is not a protocol, without a word.
        do throws(ParseError) {
            let alias = try parseTypeAlias()
            if parents.isEmpty { file.topLevelTypes.append(alias.name) }
        } catch {}
    }

    /// Whether a keyword followed by `token` is used as a name (`protocol: String`, `.extension`).
    static func isUsedAsName(_ token: Token) -> Bool {
        switch token.kind {
        case .colon, .comma, .rightParen, .period, .rightBracket, .operator: return true
        default: return false
        }
    }

    /// Whether the current word starts a type declaration (`class Foo`, not `class func`).
    func startsNominalType() -> Bool {
        guard DeclarationParser.nominalKeywords.contains(where: { isWord($0) }) else {
            return false
        }
        let next = peek()
        guard next.kind == .identifier || next.kind == .backtickIdentifier else { return false }
        if next.kind == .identifier, isWord("class") || isWord("actor") {
            return !DeclarationParser.isDeclarationModifier(self, next)
                && !DeclarationParser.memberKeywords.contains(where: { matches(next, $0) })
        }
        return true
    }

    /// Skims `struct Name<...>: ... where ... { body }`, scanning its body for nested types.
    mutating func scanNominalType(parents: [String], depth: Int) {
        let keyword = text(of: token)
        advance()
        let name = text(of: token)
        if parents.isEmpty {
            file.topLevelTypes.append(name)
        } else {
            file.nestedTypes.append((parents + [name]).joined(separator: "."))
        }
        if keyword == "class" {
            file.classes.append(name)
            if !parents.isEmpty { file.classes.append((parents + [name]).joined(separator: ".")) }
        }
        advance()
        while token.kind != .leftBrace, token.kind != .rightBrace, token.kind != .endOfFile,
            token.kind != .semicolon
        {
            if token.kind == .operator, text(of: token) == "~", peek().kind == .identifier,
                text(of: peek()) == "Copyable"
            {
                file.noncopyableTypes.append(name)
            }
            advance()
        }
        guard token.kind == .leftBrace else { return }
        let open = token
        guard depth < DeclarationParser.maximumDepth else {
            report(
                .warning, "\(keyword) '\(name)' is nested too deeply; its body is skipped",
                at: open.start)
            skipBraces()
            return
        }
        advance()
        scanScope(parents: parents + [name], depth: depth + 1)
        if token.kind == .rightBrace {
            advance()
        } else {
            report(.error, "expected '}' at end of \(keyword) '\(name)'", at: token.start)
        }
    }

    /// Skips from a `{` to just past its matching `}`, or to the end of the file (an error);
    /// from inside `open`, a `{` already consumed, if given.
    mutating func skipBraces(inside consumed: Token? = nil) {
        let open = consumed ?? token
        var depth = consumed == nil ? 0 : 1
        while true {
            switch token.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .endOfFile:
                report(.error, "expected '}' to match this '{'", at: open.start)
                return
            default:
                break
            }
            advance()
        }
    }

    /// Skips from a `(` to just past its matching `)` (or a stray `}` or the end) and returns
    /// the offset of the `)`.
    @discardableResult
    mutating func skipParentheses() -> Int {
        let open = token
        var depth = 0
        while true {
            switch token.kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 {
                    let end = token.start
                    advance()
                    return end
                }
            case .leftBrace:
                skipBraces()  // A closure in an argument.
                continue
            case .endOfFile, .rightBrace:
                report(.error, "expected ')' to match this '('", at: open.start)
                return token.start
            default:
                break
            }
            advance()
        }
    }

    /// A brace in an `#if` condition is malformed, and would unbalance the body.
    mutating func reportBraceInCondition() {
        if token.kind == .leftBrace || token.kind == .rightBrace {
            report(
                .error, "unexpected \(tokenDescription) in conditional compilation condition",
                at: token.start)
        }
    }

    /// The spellings of Seam's markers in the comments before `token` that are not the marker.
    mutating func markerNearMisses(before token: Token) -> [MarkerNearMiss] {
        guard token.commentStart >= 0 else { return [] }
        return MarkerScanner.nearMisses(
            in: lexer.bytes, from: token.commentStart, to: token.commentEnd
        ).map { found in
            MarkerNearMiss(
                marker: found.marker, written: found.written,
                isInDocComment: found.isInDocComment, location: location(found.offset))
        }
    }

    /// The doc comment before `token`, markers removed, or `nil`.
    func documentation(of token: Token) -> String? {
        guard token.docStart >= 0 else { return nil }
        return DocComment.clean(
            UnsafeBufferPointer(rebasing: lexer.bytes[token.docStart..<token.docEnd]))
    }
}
