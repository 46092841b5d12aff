/// A declaration modifier as written: its keyword and the word in its parentheses, if any
/// (`private(set)`, `nonisolated(nonsending)`).
package struct Modifier: Sendable, Hashable, CustomStringConvertible {
    /// The modifier keywords the parser reads (``DeclarationParser/modifierWords`` spells them
    /// for the lexer, and a test checks that the two agree).
    package enum Keyword: String, Sendable, Hashable, CaseIterable {
        case `public`, `private`, `fileprivate`, `internal`, package, open
        case `static`, `class`, final, override, required, convenience, dynamic
        case mutating, nonmutating, nonisolated, optional, lazy, weak, unowned
        case prefix, postfix, infix, indirect, distributed, isolated
        case underscoredConsuming = "__consuming"
        case consuming, borrowing, _const
    }

    /// The keyword.
    package var keyword: Keyword
    /// The word in parentheses (`set` in `private(set)`), or `nil`.
    package var argument: String?

    /// Creates a modifier.
    package init(_ keyword: Keyword, _ argument: String? = nil) {
        self.keyword = keyword
        self.argument = argument
    }

    /// `mutating`.
    package static let mutating = Modifier(.mutating)
    /// `nonmutating`.
    package static let nonmutating = Modifier(.nonmutating)
    /// `nonisolated`.
    package static let nonisolated = Modifier(.nonisolated)
    /// `nonisolated(nonsending)`.
    package static let nonsending = Modifier(.nonisolated, "nonsending")

    /// The modifier as Swift spells it: `private(set)`.
    package var description: String {
        keyword.rawValue + (argument.map { "(\($0))" } ?? "")
    }
}
