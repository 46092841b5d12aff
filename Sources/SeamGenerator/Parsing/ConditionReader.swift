/// Reads the condition of an `#if` or `#elseif` from the tokens of its line.
///
/// The grammar is Swift's: `||` over `&&` over `!` over a flag, a check with its argument
/// (`os(Linux)`, kept as written between the parentheses) or a parenthesized condition. It
/// is a little more lenient than Swift's (`A&&!B` and `!!A` read as `A && !B` and `!!A`),
/// and stops at ``DeclarationParser/maximumDepth`` levels of `!` and parentheses.
struct ConditionReader {
    /// What a condition is made of, with the byte offset where each starts.
    private enum Piece: Equatable {
        case name(String)
        /// A check's argument: the text between its parentheses.
        case argument(String)
        case open, close, and, or, not
        case unexpected
    }

    private var pieces: [(piece: Piece, offset: Int)] = []
    private var index = 0

    /// The byte offset of the first piece that does not fit, once ``read()`` failed.
    private(set) var failure: Int?
    /// Whether ``read()`` failed because the condition nests too deeply.
    private(set) var isTooDeep = false
    /// How many `!` and parentheses the reader is inside.
    private var depth = 0

    /// Splits `tokens` (a line's) into pieces: operator runs such as `&&!` into `&&` and `!`, a
    /// name followed by `(` into a check. `name` gives a token's text without backticks
    /// (`` `DEBUG` `` is the flag `DEBUG`), `text` the source of a byte range without the
    /// spaces around it.
    init(_ tokens: [Token], name: (Token) -> String, text: (Int, Int) -> String) {
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .identifier, .backtickIdentifier:
                pieces.append((.name(name(token)), token.start))
                guard position < tokens.count, tokens[position].kind == .leftParen else { continue }
                let open = tokens[position]
                var nesting = 0
                var close = position
                while close < tokens.count {
                    if tokens[close].kind == .leftParen { nesting += 1 }
                    if tokens[close].kind == .rightParen { nesting -= 1 }
                    if nesting == 0 { break }
                    close += 1
                }
                guard close < tokens.count else { continue }
                pieces.append((.argument(text(open.end, tokens[close].start)), open.start))
                position = close + 1
            case .leftParen: pieces.append((.open, token.start))
            case .rightParen: pieces.append((.close, token.start))
            case .operator:
                pieces += Self.operators(text(token.start, token.end), at: token.start)
            default: pieces.append((.unexpected, token.start))
            }
        }
    }

    /// The condition, or `nil` with ``failure`` set when the pieces are not one.
    mutating func read() -> CompilationCondition? {
        guard let condition = readDisjunction(), index == pieces.count else {
            failure = index < pieces.count ? pieces[index].offset : pieces.last?.offset
            return nil
        }
        return condition
    }

    private mutating func readDisjunction() -> CompilationCondition? {
        readList(separatedBy: .or, as: CompilationCondition.any) { $0.readConjunction() }
    }

    private mutating func readConjunction() -> CompilationCondition? {
        readList(separatedBy: .and, as: CompilationCondition.all) { $0.readUnary() }
    }

    /// One part or more, each read by `readPart`, between `separator`s; several are joined by
    /// `join`.
    private mutating func readList(
        separatedBy separator: Piece, as join: ([CompilationCondition]) -> CompilationCondition,
        _ readPart: (inout ConditionReader) -> CompilationCondition?
    ) -> CompilationCondition? {
        var parts: [CompilationCondition] = []
        repeat {
            guard let part = readPart(&self) else { return nil }
            parts.append(part)
        } while take(separator)
        return parts.count > 1 ? join(parts) : parts.first
    }

    private mutating func readUnary() -> CompilationCondition? {
        guard index < pieces.count else { return nil }
        switch pieces[index].piece {
        case .not, .open:
            guard depth < DeclarationParser.maximumDepth else {
                isTooDeep = true
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            if take(.not) { return readUnary().map(CompilationCondition.not) }
            index += 1
            guard let inner = readDisjunction(), take(.close) else { return nil }
            return .parenthesized(inner)
        case .name(let name):
            index += 1
            if index < pieces.count, case .argument(let argument) = pieces[index].piece {
                index += 1
                return .check(name, argument: argument)
            }
            return .flag(name)
        default:
            return nil
        }
    }

    private mutating func take(_ piece: Piece) -> Bool {
        guard index < pieces.count, pieces[index].piece == piece else { return false }
        index += 1
        return true
    }

    /// `&&`, `||` and `!` in an operator run, in order; anything else is unexpected.
    private static func operators(_ run: String, at offset: Int) -> [(piece: Piece, offset: Int)] {
        var pieces: [(piece: Piece, offset: Int)] = []
        var rest = Substring(run)
        while let first = rest.first {
            let at = offset + run.utf8.count - rest.utf8.count
            if rest.hasPrefix("&&") || rest.hasPrefix("||") {
                pieces.append((first == "&" ? .and : .or, at))
                rest = rest.dropFirst(2)
            } else if first == "!" {
                pieces.append((.not, at))
                rest = rest.dropFirst()
            } else {
                return pieces + [(.unexpected, at)]
            }
        }
        return pieces
    }
}
