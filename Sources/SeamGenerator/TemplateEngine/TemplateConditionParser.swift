/// Parses the condition of `{% if %}` and `{% elif %}`.
///
/// Grammar, loosest first: `or` of `and` of `not` of a variable path or a parenthesized
/// condition. `not a and b or c` reads `((not a) and b) or c`, as in Python and Jinja.
struct TemplateConditionParser {
    private let pieces: [TagScanner.Piece]
    private var index = 0

    /// Parses `pieces` as one whole condition.
    ///
    /// - Throws: A message for a missing operand, an unbalanced parenthesis or a stray piece.
    static func parse(_ pieces: [TagScanner.Piece]) throws(TagMessage) -> TemplateCondition {
        var parser = TemplateConditionParser(pieces: pieces)
        let condition = try parser.parseOr(depth: 0)
        if parser.index < pieces.count {
            throw TagMessage("unexpected \(describe(pieces[parser.index])) in condition")
        }
        return condition
    }

    private init(pieces: [TagScanner.Piece]) {
        self.pieces = pieces
    }

    /// Throws when a condition nests deeper than ``TemplateParser/maximumDepth``: each
    /// `and`, `or`, `not` and `(` is one level of the tree that rendering walks.
    private func check(_ depth: Int) throws(TagMessage) {
        guard depth < TemplateParser.maximumDepth else {
            throw TagMessage(
                "condition is nested too deeply (more than \(TemplateParser.maximumDepth) levels)")
        }
    }

    private mutating func parseOr(depth: Int) throws(TagMessage) -> TemplateCondition {
        var depth = depth
        var condition = try parseAnd(depth: depth)
        while isNext(.word("or")) {
            index += 1
            depth += 1
            try check(depth)
            condition = .or(condition, try parseAnd(depth: depth))
        }
        return condition
    }

    private mutating func parseAnd(depth: Int) throws(TagMessage) -> TemplateCondition {
        var depth = depth
        var condition = try parseNot(depth: depth)
        while isNext(.word("and")) {
            index += 1
            depth += 1
            try check(depth)
            condition = .and(condition, try parseNot(depth: depth))
        }
        return condition
    }

    private mutating func parseNot(depth: Int) throws(TagMessage) -> TemplateCondition {
        if isNext(.word("not")) {
            index += 1
            try check(depth + 1)
            return .not(try parseNot(depth: depth + 1))
        }
        return try parsePrimary(depth: depth)
    }

    private mutating func parsePrimary(depth: Int) throws(TagMessage) -> TemplateCondition {
        guard index < pieces.count else {
            let after = index == 0 ? "" : " after \(Self.describe(pieces[index - 1]))"
            throw TagMessage("expected a variable\(after)")
        }
        let piece = pieces[index]
        index += 1
        switch piece {
        case .symbol("("):
            try check(depth + 1)
            let condition = try parseOr(depth: depth + 1)
            guard isNext(.symbol(")")) else {
                throw TagMessage("expected ')' to close '('")
            }
            index += 1
            return condition
        case .word(let word) where !["and", "or", "not"].contains(word):
            return .variable(try TemplatePath(parsing: word))
        default:
            throw TagMessage("expected a variable, found \(Self.describe(piece))")
        }
    }

    private func isNext(_ piece: TagScanner.Piece) -> Bool {
        index < pieces.count && pieces[index] == piece
    }

    /// A piece as it reads in a message: `'and'`, `'('`, `string "x"`.
    static func describe(_ piece: TagScanner.Piece) -> String {
        switch piece {
        case .word(let word): return "'\(word)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .string(let text): return "string \"\(text)\""
        }
    }
}
