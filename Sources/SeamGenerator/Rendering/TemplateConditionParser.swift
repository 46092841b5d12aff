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
        let condition = try parser.parseOr()
        if parser.index < pieces.count {
            throw TagMessage("unexpected \(describe(pieces[parser.index])) in condition")
        }
        return condition
    }

    private init(pieces: [TagScanner.Piece]) {
        self.pieces = pieces
    }

    private mutating func parseOr() throws(TagMessage) -> TemplateCondition {
        var condition = try parseAnd()
        while isNext(.word("or")) {
            index += 1
            condition = .or(condition, try parseAnd())
        }
        return condition
    }

    private mutating func parseAnd() throws(TagMessage) -> TemplateCondition {
        var condition = try parseNot()
        while isNext(.word("and")) {
            index += 1
            condition = .and(condition, try parseNot())
        }
        return condition
    }

    private mutating func parseNot() throws(TagMessage) -> TemplateCondition {
        if isNext(.word("not")) {
            index += 1
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(TagMessage) -> TemplateCondition {
        guard index < pieces.count else {
            let after = index == 0 ? "" : " after \(Self.describe(pieces[index - 1]))"
            throw TagMessage("expected a variable\(after)")
        }
        let piece = pieces[index]
        index += 1
        switch piece {
        case .symbol("("):
            let condition = try parseOr()
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
