/// One `import` declaration as written: `@preconcurrency import Dispatch`,
/// `import class Foundation.JSONDecoder`, or an import under `#if canImport(Crypto)`.
package struct ImportDecl: Sendable, Hashable {
    /// The module, with its submodules: `Foundation`, `Darwin.C`.
    package var module: String
    /// The declaration kind of a scoped import (`class`, `struct`, `func`...), or empty.
    package var kind: String
    /// The declaration a scoped import names (`JSONDecoder`), or empty.
    package var symbol: String
    /// The attributes, in source order: `preconcurrency`, `testable`, `_spi(Internal)`.
    package var attributes: [Attribute]
    /// The access modifier (`public`, `internal`, `package`...), if any.
    package var accessLevel: AccessModifier?
    /// The `#if` conditions it is declared under, outermost first, empty when there are none.
    package var conditions: [CompilationCondition]

    /// Creates an import declaration.
    package init(
        module: String, kind: String = "", symbol: String = "", attributes: [Attribute] = [],
        accessLevel: AccessModifier? = nil, conditions: [CompilationCondition] = []
    ) {
        self.module = module
        self.kind = kind
        self.symbol = symbol
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.conditions = conditions
    }

    /// Whether it is `import M` of a whole module, outside any `#if`.
    package var isPlain: Bool { kind.isEmpty && conditions.isEmpty }
}
