/// What a fake and a `FakeInjector` both have: the type's name, access, isolation and
/// members, and where its protocol comes from.
struct FakeOutline: Sendable, Hashable {
    /// The protocol as written in a conformance: `Router`, `Outer.Inner`, `Stencil.Expression`
    /// (see ``ModuleQualifier``).
    var protocolName: String
    /// The protocol's name in its module, which names the fake's file: `Router`, `Outer.Inner`.
    var declaredName: String
    /// The type's name: `FakeRouter`, `FakeOuterInner`, `FakeInjector`.
    var name: String
    /// The access level of every declaration a client can see.
    var access: AccessLevel
    /// A global actor attribute (`@MainActor`) the type is isolated to, or empty.
    var globalActor: String
    /// Whether the type is `Sendable` (a `Sendable` protocol with no isolation): it is
    /// `@unchecked Sendable` with `@Sendable` handlers, its stubs guard their own state and
    /// anything else it stores sits behind a lock.
    var isSendable: Bool
    /// The members and `#if` lines, in source order, inherited ones first (a `FakeInjector`'s
    /// methods only: its properties are its ``InjectorModel/dependencies``).
    var items: [FakeItem]
    /// Whether there is a static member (so a table of static stubs and a reset are printed).
    var hasStatics: Bool
    /// The file the protocol is declared in.
    var sourcePath: String
    /// The imports of that file, then those of its ancestors' files (and the modules of
    /// ancestors from reference sources).
    var sourceImports: [ImportDecl]
    /// Whether the protocol is `public` or `open` (else the fake needs `@testable`).
    var isPublic: Bool
    /// The part of the `#if` conditions the protocol is declared under that the type is
    /// wrapped in too (see ``PortableCondition``), or empty.
    var condition = ""
}

/// A resolved fake: everything the templates need to print `FakeP`, decided in Swift.
///
/// The resolver builds it from a ``ProtocolDecl`` and its inherited protocols; the
/// renderer turns it into ``TemplateValue``s. Strings here are names and Swift fragments
/// computed from the source types (declarations, argument lists); decisions are typed, and
/// the text around them lives in `Templates/` and the renderer. Reads and writes of
/// ``FakeOutline``'s fields go through to ``outline`` (`fake.name`).
@dynamicMemberLookup
struct FakeModel: Sendable, Hashable {
    /// What it shares with a `FakeInjector`.
    var outline: FakeOutline
    /// Whether the protocol is actor-constrained, so the fake is an `actor`.
    var isActor: Bool
    /// `<Element: Hashable>` for associated types, or empty.
    var genericClause: String
    /// ` where Element == Int`, or empty.
    var whereClause: String
    /// Associated types pinned by a `where` clause: `typealias name = type` (`initial` unused).
    var typeAliases: [FakeField]
    /// Whether the fake can be a spy: `init(forwardingTo:)` forwards unstubbed calls to a real
    /// instance.
    var canSpy: Bool
    /// Which standard conformances the fake implements itself.
    var conformances: Set<WellKnownConformance>
    /// The name of the spied instance: `forwardee`, or another name when the protocol has a
    /// member of that name.
    var realInstance = "forwardee"
    /// The name of the static reset: `resetStaticState`, or another name when the protocol has
    /// a member of that name.
    var resetName = "resetStaticState"
    /// The protocol's `@available` attributes that deprecate it (`@available(*, deprecated)`),
    /// which the fake carries: a deprecated declaration's uses of the protocol do not warn.
    var deprecations: [String] = []
    /// The fake it subclasses (`FakeParent`), which implements the requirements of an
    /// inherited protocol, or empty (see ``FakeInheritance``).
    var superclass = ""
    /// Whether another fake subclasses it, so it is not `final`.
    var isSubclassed = false
    /// The protocol of the fake it subclasses (`Parent`), or empty. The fake implements that
    /// fake's `init(forwardingTo: any Parent)` as unavailable (a spy of `Child` needs a
    /// `Child`), which also spares the compiler a trapping stub for that initializer; it
    /// inherits those of the fakes further up, unavailable too.
    var baseProtocol = ""

    /// A field of ``outline``.
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<FakeOutline, Value>) -> Value {
        get { outline[keyPath: keyPath] }
        set { outline[keyPath: keyPath] = newValue }
    }
}

/// A standard protocol whose requirements the fake implements with fixed text.
enum WellKnownConformance: String, Sendable, Hashable, CaseIterable {
    /// `==` by identity.
    case equatable
    /// `hash(into:)` by identity.
    case hashable
    /// `<` by object identity.
    case comparable
    /// `encode(to:)` that writes nothing.
    case encodable
    /// `init(from:)` that reads nothing.
    case decodable
}

/// One entry of a fake's body.
enum FakeItem: Sendable, Hashable {
    /// `#if cond`, `#elseif cond`, `#else` or `#endif`.
    case directive(keyword: String, condition: String)
    /// A method (or operator), also used for an injector's methods.
    case method(FakeMethod)
    /// A property.
    case property(FakeProperty)
    /// An initializer.
    case initializer(FakeInitializer)
    /// A subscript, printed as a method for its getter plus a setter; `getterEffects` are
    /// those of its `get`.
    case `subscript`(FakeMethod, hasSetter: Bool, getterEffects: Effects)
}

extension FakeItem {
    /// What a spy's setter of the item does with the real instance (`none` but for a
    /// property or subscript).
    var spySetter: SpySetter {
        switch self {
        case .property(let property): return property.spySetter
        case .subscript(let method, _, _): return method.spySetter
        case .directive, .method, .initializer: return .none
        }
    }
}

/// A stored property the fake declares besides the stubs (a FakeInjector method's
/// `ordersForFake: FakeOrders = FakeOrders()`), or a typealias (`initial` unused).
struct FakeField: Sendable, Hashable {
    /// Its name.
    var name: String
    /// Its type, as Swift.
    var type: String
    /// Its initial value, as Swift.
    var initial: String
}

/// How a member's body ends when nothing is stubbed.
enum FakeFallback: Sendable, Hashable {
    /// Nothing to return (Void).
    case none
    /// Return this expression.
    case value(String)
    /// Stop with this message.
    case stop(String)
}

/// A method of a fake, with every name and fragment its template prints.
struct FakeMethod: Sendable, Hashable {
    /// The stem of its state: `route` for `route(to:)` (`routeStub`), `routeTo` beside an
    /// overload.
    var stem: String
    /// `func route(to path: String) -> Bool`, `static func make() -> Self`, without its
    /// ``isolation``.
    var declaration: String
    /// Whether it is static (its stub comes from the fake's table of static stubs).
    var isStatic: Bool
    /// The type of its stub: `SeamMethodStub<String, (String) -> Bool, Bool, Never>`.
    var stubType: String
    /// The type of its handler, the stub's second generic argument: `(String) -> Bool`
    /// (`Never` when it has none).
    var handlerType: String
    /// State of its own besides the stub (a FakeInjector method's fake).
    var fields: [FakeField] = []
    /// Whether it has recorded arguments.
    var hasArguments: Bool
    /// The recorded value: `path` or `(path: path, animated: animated)`.
    var recordedArguments: String
    /// Whether it has an error stub.
    var hasError: Bool
    /// The effects of calling its handler (`throws` only when the handler's type does).
    var effects: Effects
    /// The handler's arguments: `path, &value`.
    var handlerArguments: String
    /// Generic `inout` parameters passed to the handler as `Any`: (parameter, type).
    var erasedInouts: [ErasedInout]
    /// Non-escaping `@autoclosure` parameters the body evaluates first.
    var evaluatedAutoclosures: [EvaluatedAutoclosure] = []
    /// ` as! T` after a handler call whose result is erased, or empty.
    var resultCast: String
    /// Whether it has a return value stub.
    var hasReturnValue: Bool
    /// ` as? T` after reading an erased return value stub, or empty.
    var returnValueCast: String
    /// The result type a handler's result and the return value stub are cast to when they are
    /// stored as `Any` (a generic or opaque result): `T`, `[T]`; empty otherwise.
    var erasedReturnType = ""
    /// `FakeTransformer.transform(_:)`, for the message of a stub of another type; empty when
    /// the result is not erased (naming the member costs).
    var displayName = ""
    /// Whether an unstubbed call with no default throws ``SeamStubError`` (the method throws
    /// `any Error`) instead of stopping the run.
    var stopThrows = false
    /// The effects of calling the real instance: the requirement's own.
    var spyEffects: Effects
    /// Whether an unstubbed call goes to the real instance when there is one.
    var canSpy: Bool
    /// `route(to: path)`: the call on the real instance.
    var spyCall: String
    /// How the body binds the real instance: `var` to call a `mutating` requirement (one a
    /// class-bound protocol inherits), else `let`.
    var spyBinding = "let"
    /// What a spy's setter does with the real instance (a subscript's; `none` for a method).
    var spySetter = SpySetter.none
    /// What an unstubbed call returns.
    var fallback: FakeFallback
    /// The isolation its declaration spells (`nonisolated`, another global actor...), or
    /// `nil` for none.
    var isolation: MemberIsolation?
    /// Whether it is outside its fake's isolation (its stub is then readable from any
    /// context); `nonisolated(nonsending)` in a fake with no isolation is not.
    var isOutsideIsolation = false
    /// Whether its stub is declared with its type (`let xStub: T = .init()`): an expression
    /// cannot spell `nonisolated(nonsending)` in generic arguments.
    var annotatesStub = false
    /// Whether a handler and a return value can be stubbed: not when a noncopyable generic
    /// type is involved (it cannot pass through `Any`).
    var hasHandler = true
    /// The stub's method that records a call and runs the stub (`call`, `asyncCall2`, see
    /// ``StubCall``), or empty when the method does that itself: its handler takes an
    /// `inout` or a non-escaping closure, its result is erased, or its handler's isolation
    /// has no call method.
    var call = ""
}

/// A non-escaping `@autoclosure` parameter that a fake's body evaluates once, first:
/// `let message = message()`.
struct EvaluatedAutoclosure: Sendable, Hashable {
    /// The parameter's name, which the value shadows.
    var name: String
    /// The effects of evaluating it.
    var effects: Effects
}

/// A generic `inout` parameter that a handler sees as `inout Any`.
struct ErasedInout: Sendable, Hashable {
    /// The parameter's name.
    var name: String
    /// The local `Any` copy passed to the handler.
    var erasedName: String
    /// The parameter's type, for the cast back.
    var type: String
}

/// A property of a fake.
struct FakeProperty: Sendable, Hashable {
    /// The stem of its state: `current` (`currentStub`).
    var stem: String
    /// `var current: String`, `static var shared: Self`, without its ``isolation``.
    var declaration: String
    /// The property's name as Swift, for reading the real instance: `current`.
    var memberName: String
    /// Its type as the fake declares it: `String`, `FakeRouter?` for `Self?`.
    var type: String
    /// The effects of its getter, also those of reading the real instance.
    var effects: Effects
    /// Whether it is static.
    var isStatic: Bool
    /// The type of its stub: `SeamPropertyStub<String, Never>`.
    var stubType: String
    /// The argument of the stub's initializer: the first value, `""` or `nil`.
    var stubArguments: String
    /// Whether it has an error stub.
    var hasError: Bool
    /// Whether it has a setter.
    var hasSetter: Bool
    /// Whether reads go to the real instance when there is one.
    var canSpy: Bool
    /// How the getter binds the real instance: `var` for a `mutating get`, else `let`.
    var spyBinding = "let"
    /// What a spy's setter does with the real instance.
    var spySetter = SpySetter.none
    /// The stop message when the value is unset, or empty when it has a default.
    var stopMessage: String
    /// Whether reading it unset throws `SeamStubError` (its getter throws `any Error`) instead
    /// of stopping the run.
    var stopThrows = false
    /// The isolation its declaration spells (`nonisolated`, another global actor...), or
    /// `nil` for none.
    var isolation: MemberIsolation?
    /// Whether it is outside its fake's isolation (its stub is then readable from any
    /// context); `nonisolated(nonsending)` in a fake with no isolation is not.
    var isOutsideIsolation = false
    /// Whether its stub is declared with its type (see ``FakeMethod/annotatesStub``).
    var annotatesStub = false
}

/// An initializer requirement of a fake.
struct FakeInitializer: Sendable, Hashable {
    /// The stem of its state: `init`, `initName` beside another initializer.
    var stem: String
    /// `init(name: String)`, without its ``isolation``.
    var declaration: String
    /// The type of its stub, empty when it records nothing.
    var stubType: String
    /// Whether it has recorded arguments.
    var hasArguments: Bool
    /// The recorded value.
    var recordedArguments: String
    /// The isolation its declaration spells (`nonisolated`, another global actor...), or
    /// `nil` for none.
    var isolation: MemberIsolation?
    /// Whether it is outside its fake's isolation (its stub is then readable from any
    /// context); `nonisolated(nonsending)` in a fake with no isolation is not.
    var isOutsideIsolation = false
    /// Whether its stub is declared with its type (see ``FakeMethod/annotatesStub``).
    var annotatesStub = false
}
