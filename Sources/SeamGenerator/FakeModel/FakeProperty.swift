/// A property of a fake.
struct FakeProperty: Sendable, Hashable {
    /// The stem of its state: `current` (`currentStub`).
    var stem: String
    /// The requirement's `@_spi(Group)` attributes, which a public fake's member and stub
    /// carry (an SPI type in them is usable only there); none for an internal fake.
    var spi: [Attribute] = []
    /// The property's name as Swift, for reading the real instance: `current`.
    var memberName: String
    /// Its type as the fake declares it: `String`, `FakeRouter?` for `Self?`.
    var type: TypeRef
    /// The type its stub stores: ``type`` without specifiers, optional when it has no default
    /// (`String?`), for the stub type `SeamPropertyStub<String?, Never>`.
    var storedType: TypeRef
    /// The effects of its getter, also those of reading the real instance.
    var effects: Effects
    /// Whether it is static.
    var isStatic: Bool
    /// The argument of the stub's initializer: the first value, `""` or `nil`.
    var stubArguments: DefaultExpression
    /// Whether it has an error stub.
    var hasError: Bool
    /// Whether it has a setter.
    var hasSetter: Bool
    /// Whether reads go to the real instance when there is one.
    var canSpy: Bool
    /// How the getter binds the real instance: a variable for a `mutating get`.
    var spyBinding = Binding.constant
    /// What a spy's setter does with the real instance.
    var spySetter = SpySetter.none
    /// Why a read stops when the value is unset, or `nil` when it has a default.
    var stop: Unstubbed?
    /// Whether reading it unset throws (`seamThrow`; its getter throws `any Error`) instead
    /// of stopping the run.
    var stopThrows = false
    /// Whether reading it unset returns what the protocol's extension implements (through
    /// the fake's ``DefaultsCarrier``) instead of stopping or throwing.
    var readsDefault = false
    /// The isolation its declaration spells (`nonisolated`, another global actor...), or
    /// `nil` for none.
    var isolation: MemberIsolation?
    /// Whether it is outside its fake's isolation (its stub is then readable from any
    /// context); `nonisolated(nonsending)` in a fake with no isolation is not.
    var isOutsideIsolation = false
    /// Whether its stub is declared with its type (see ``FakeMethod/annotatesStub``).
    var annotatesStub = false
}
