/// A specifier written before a type: `inout T`, `sending T`, `nonisolated(nonsending) T`.
package enum TypeSpecifier: String, Sendable, Hashable, CaseIterable {
    case `inout`, borrowing, consuming, sending, isolated
    case underscoredOwned = "__owned"
    case underscoredShared = "__shared"
    case _const
    /// `nonisolated(nonsending)`: an `async` function type that runs on its caller's actor.
    case nonsending = "nonisolated(nonsending)"

    /// Whether the value is passed with an ownership other than the default borrow of a
    /// parameter (`consuming`, `borrowing`, `sending`), which a stored copy does not keep.
    package var isOwnership: Bool {
        self == .consuming || self == .borrowing || self == .sending
    }
}
