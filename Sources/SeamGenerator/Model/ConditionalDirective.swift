/// A line of an `#if` block: `#if`, `#elseif` with their conditions, `#else` or `#endif`.
package enum ConditionalDirective: Sendable, Hashable {
    case `if`(CompilationCondition)
    case elseif(CompilationCondition)
    case `else`
    case endif

    /// The condition of `#if` and `#elseif`; `nil` for `#else` and `#endif`.
    package var condition: CompilationCondition? {
        switch self {
        case .if(let condition), .elseif(let condition): condition
        case .else, .endif: nil
        }
    }

    /// The word after `#`: `if`, `elseif`, `else` or `endif`.
    package var keyword: String {
        switch self {
        case .if: "if"
        case .elseif: "elseif"
        case .else: "else"
        case .endif: "endif"
        }
    }
}
