/// One `#if` branch the scope scanner is in: the conditions of the branches before it in the
/// same block, and its own (none for `#else`).
struct ConditionBranch {
    var previous: [CompilationCondition] = []
    var current: CompilationCondition?

    /// The branch's condition as one: `!(a) && !(b) && c`, `!(a) && (c || d)`.
    var expression: CompilationCondition {
        let negated = previous.map { CompilationCondition.not(.parenthesized($0)) }
        // Never `true`: a branch has its own condition or follows one.
        return .all(of: negated + [current]) ?? .flag("true")
    }

    /// Moves past `directive`, the next `#elseif` or `#else` of this block.
    mutating func follow(_ directive: ConditionalDirective) {
        if let current { previous.append(current) }
        current = directive.condition
    }

    /// Moves `stack`, the branches one is in, past `directive`.
    static func follow(_ directive: ConditionalDirective, in stack: inout [ConditionBranch]) {
        switch directive {
        case .if(let condition):
            stack.append(ConditionBranch(current: condition))
        case .elseif, .else:
            guard var branch = stack.popLast() else { return }
            branch.follow(directive)
            stack.append(branch)
        case .endif:
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
        if isDirective("if"), conditionStack.count >= DeclarationParser.maximumDepth {
            skipTooDeepConditional()
            return
        }
        ConditionBranch.follow(readDirective(), in: &conditionStack)
    }

    /// Reads the directive that is the current token (`#if`, `#elseif`, `#else`, `#endif`)
    /// and the condition after an `#if` or `#elseif`, moving past both.
    mutating func readDirective() -> ConditionalDirective {
        let isIf = isDirective("if")
        let isElseIf = isDirective("elseif")
        let isElse = isDirective("else")
        let end = token.end
        advance()
        if isIf { return .if(readCondition(after: end)) }
        if isElseIf { return .elseif(readCondition(after: end)) }
        return isElse ? .else : .endif
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
