/// An initializer requirement of a fake.
struct FakeInitializer: Sendable, Hashable {
    /// The stem of its state: `init`, `initName` beside another initializer.
    var stem: String
    /// `convenience init(name: String)`, without its ``isolation``.
    var declaration: MemberDeclaration
    /// The requirement's `@_spi(Group)` attributes, which a public fake's member and stub
    /// carry (an SPI type in them is usable only there); none for an internal fake.
    var spi: [Attribute] = []
    /// The type of its stub (arguments only), `nil` when it records nothing.
    var stubType: MethodStubType?
    /// Whether it has recorded arguments.
    var hasArguments: Bool
    /// The names of the recorded parameters, in order (see ``FakeMethod/recorded``).
    var recorded: [String]
    /// The isolation its declaration spells (`nonisolated`, another global actor...), or
    /// `nil` for none.
    var isolation: MemberIsolation?
    /// Whether it is outside its fake's isolation (its stub is then readable from any
    /// context); `nonisolated(nonsending)` in a fake with no isolation is not.
    var isOutsideIsolation = false
    /// Whether its stub is declared with its type (see ``FakeMethod/annotatesStub``).
    var annotatesStub = false
}
