/// One `#if` branch the scope scanner is in: the conditions of the branches before it in the
/// same block, and its own (none for `#else`).
struct ConditionBranch {
    var previous: [String] = []
    var current: String?

    /// The branch's condition as one Swift expression: `!(a) && !(b) && c`, `!(a) && (c || d)`.
    var expression: String {
        let own = current.map { !previous.isEmpty && $0.contains("||") ? "(\($0))" : $0 }
        return (previous.map { "!(\($0))" } + (own.map { [$0] } ?? [])).joined(separator: " && ")
    }

    /// Moves `stack`, the branches one is in, past an `#if`, `#elseif`, `#else` or `#endif`
    /// (`keyword` without `#`; `condition` empty for the last two).
    static func follow(_ keyword: String, _ condition: String, in stack: inout [ConditionBranch]) {
        switch keyword {
        case "if":
            stack.append(ConditionBranch(current: condition))
        case "elseif", "else":
            guard var branch = stack.popLast() else { return }
            if let current = branch.current { branch.previous.append(current) }
            branch.current = keyword == "elseif" ? condition : nil
            stack.append(branch)
        default:
            _ = stack.popLast()
        }
    }
}

extension DeclarationParser {
    /// Whether the current token is `#if`, `#elseif`, `#else` or `#endif`.
    var isConditionalDirective: Bool {
        isDirective("if") || isDirective("elseif") || isDirective("else") || isDirective("endif")
    }

    /// Follows `#if`/`#elseif`/`#else`/`#endif` in a scope, keeping ``conditionStack``; the
    /// current token is the directive. Moves past the directive and its condition.
    mutating func trackConditionalDirective() {
        let isIf = isDirective("if")
        if isIf, conditionStack.count >= DeclarationParser.maximumDepth {
            skipTooDeepConditional()
            return
        }
        let isElseIf = isDirective("elseif")
        let isElse = isDirective("else")
        let isEndIf = isDirective("endif")
        let condition = isIf || isElseIf ? readDirectiveCondition() : ""
        let keyword = isIf ? "if" : isElseIf ? "elseif" : isElse ? "else" : "endif"
        ConditionBranch.follow(keyword, condition, in: &conditionStack)
        if isElse || isEndIf { advance() }
    }

    /// Moves past `#if`/`#elseif` and returns its condition: the rest of the line.
    private mutating func readDirectiveCondition() -> String {
        advance()
        return readCondition()
    }

    /// Reports an `#if` nested deeper than ``DeclarationParser/maximumDepth`` once and skips
    /// it whole, up to and including its `#endif`: what it holds is never read, so one
    /// construct gets one error wherever it is (top level or a body).
    mutating func skipTooDeepConditional() {
        report(.error, "'#if' blocks are nested too deeply", at: token.start)
        var open = 0
        while token.kind != .endOfFile {
            if isDirective("if") {
                open += 1
            } else if isDirective("endif") {
                open -= 1
                if open == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }
}
