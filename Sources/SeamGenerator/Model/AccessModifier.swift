/// An access modifier as a declaration spells it.
package enum AccessModifier: String, Sendable, Hashable, CaseIterable {
    case `open`
    case `public`
    case package
    case `internal`
    case `fileprivate`
    case `private`

    /// Whether other modules see the declaration: `public` or `open`.
    package var isPublic: Bool { self == .public || self == .open }
}
