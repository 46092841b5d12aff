/// A resolved `FakeInjector`: the app's injector protocol with a fake for every dependency.
///
/// Reads and writes of ``FakeOutline``'s fields go through to ``outline`` (`injector.name`).
@dynamicMemberLookup
struct InjectorModel: Sendable, Hashable {
    /// What it shares with a fake; its `items` are the method dependencies (and `#if` lines),
    /// as fake methods whose default is a fake.
    var outline: FakeOutline
    /// Whether a member is outside the injector's isolation (`nonisolated`, or another global
    /// actor's): it reads `fallback` from any context, and its assigned value behind `lock`.
    var hasUnisolated = false
    /// The type of `fallback`: `any AppInjector`, with `& Sendable` when `hasUnisolated`.
    var fallbackType: TypeRef
    /// The property dependencies.
    var dependencies: [InjectorDependency]
    /// What the generator warns about the injector: dependencies whose protocol gets no fake.
    var warnings: [Diagnostic] = []

    /// A field of ``outline``.
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<FakeOutline, Value>) -> Value {
        get { outline[keyPath: keyPath] }
        set { outline[keyPath: keyPath] = newValue }
    }
}

/// A property of the injector protocol.
struct InjectorDependency: Sendable, Hashable {
    /// The property's name (escaped when needed).
    var name: String
    /// The stem of its state: `router` (`routerFake`, `routerOverride`).
    var stem: String
    /// Whether a test can assign it (its getter has no effects).
    var isSettable: Bool
    /// Its type as the protocol declares it: `any Routable`.
    var type: TypeRef
    /// The storage for an override: `(any Routable)?`.
    var overrideType: TypeRef
    /// The fake's type when the dependency has one (`FakeRouter`, `FakeCache<Data>`).
    var fakeType: TypeRef?
    /// The stored fake's name: `routerFake`.
    var fakeName: String
    /// The effects of its getter, also those of reading it from `fallback`.
    var effects: Effects
    /// Why an unfaked dependency read unset stops.
    var stop: Unstubbed
    /// What an unfaked dependency read unset returns after the mistake is reported (a default
    /// of its type), or `nil`.
    var defaultValue: DefaultExpression?
    /// Whether an unfaked dependency with no default, read unset, throws (`seamThrow`; its
    /// getter throws `any Error`) instead of stopping the run.
    var stopThrows = false
    /// How it is declared outside the injector's isolation, or `nil` when it shares it.
    var isolation: MemberIsolation?
    /// How the fake is stored: a constant, or an unsafe nonisolated one for a fake that is not
    /// `Sendable` read outside the injector's isolation.
    var fakeBinding = Binding.constant
    /// The `#if` conditions it is declared under, as one, or `nil`.
    var condition: CompilationCondition?
}
