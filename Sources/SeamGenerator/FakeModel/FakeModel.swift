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
    var globalActor: GlobalActor?
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
    /// The `@_spi` groups of the protocol, its ancestors and its requirements
    /// (`Experimental`), sorted: the import of the protocols' module names them, or their
    /// declarations are not visible to the fake.
    var spiGroups: [String] = []
    /// The part of the `#if` conditions the protocol is declared under that the type is
    /// wrapped in too (see ``PortableCondition``), or `nil`.
    var condition: CompilationCondition?
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
    /// The generic parameters its associated types became (`<Element: Hashable>`).
    var genericParameters: [GenericParameter]
    /// The requirements on them (` where Element == Int`).
    var requirements: [GenericRequirement]
    /// Associated types pinned by a `where` clause: `typealias name = type`.
    var typeAliases: [FakeTypeAlias]
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
    var deprecations: [Attribute] = []
    /// The protocol's `@_spi(Group)` attributes, which a public fake carries: a public type
    /// cannot conform to an SPI protocol in public.
    var spiAttributes: [Attribute] = []
    /// The fake it subclasses (`FakeParent`), which implements the requirements of an
    /// inherited protocol, or empty (see ``FakeInheritance``).
    var superclass = ""
    /// Whether another fake subclasses it, so it is not `final`.
    var isSubclassed = false
    /// The nested type that reaches the protocol's default implementations, or `nil` when no
    /// unstubbed call runs one.
    var defaultsCarrier: DefaultsCarrier?
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
    case directive(ConditionalDirective)
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

    /// The item declared with `isolation` in front of it, and, when `isOutside`, outside the
    /// fake's isolation (its stub is then readable from any context); `withInitializer`
    /// `false` leaves an initializer as it is. A directive is returned as it is.
    func declared(
        _ isolation: MemberIsolation, isOutside: Bool, withInitializer: Bool = true
    ) -> FakeItem {
        switch self {
        case .method(var method):
            method.isolation = isolation
            method.isOutsideIsolation = method.isOutsideIsolation || isOutside
            return .method(method)
        case .subscript(var method, let hasSetter, let getterEffects):
            method.isolation = isolation
            method.isOutsideIsolation = method.isOutsideIsolation || isOutside
            return .subscript(method, hasSetter: hasSetter, getterEffects: getterEffects)
        case .property(var property):
            property.isolation = isolation
            property.isOutsideIsolation = property.isOutsideIsolation || isOutside
            return .property(property)
        case .initializer(var initializer) where withInitializer:
            initializer.isolation = isolation
            initializer.isOutsideIsolation = initializer.isOutsideIsolation || isOutside
            return .initializer(initializer)
        case .initializer, .directive:
            return self
        }
    }

    /// Whether a call with nothing stubbed stops the run (rather than returning, throwing or
    /// running the protocol's default implementation).
    var stopsUnstubbed: Bool {
        switch self {
        case .method(let method), .subscript(let method, _, _):
            if case .stop = method.fallback { return !method.stopThrows }
            return false
        case .property(let property):
            return property.stop != nil && !property.stopThrows && !property.readsDefault
        case .directive, .initializer:
            return false
        }
    }

    /// The item made to run the protocol's default implementation where it would stop (or
    /// throw) unstubbed: a method or a property; the others are returned as they are.
    func runningDefault() -> FakeItem {
        switch self {
        case .method(var method):
            guard case .stop = method.fallback else { return self }
            method.fallback = .protocolDefault
            return .method(method)
        case .property(var property):
            guard property.stop != nil else { return self }
            property.readsDefault = true
            return .property(property)
        case .subscript, .directive, .initializer:
            return self
        }
    }

    /// Whether it runs the protocol's default implementation unstubbed.
    var runsDefault: Bool {
        switch self {
        case .method(let method): method.fallback == .protocolDefault
        case .property(let property): property.readsDefault
        case .subscript, .directive, .initializer: false
        }
    }
}

/// A stored property the fake declares besides the stubs: a FakeInjector method's
/// `ordersForFake: FakeOrders = FakeOrders()`.
struct FakeField: Sendable, Hashable {
    /// Its name.
    var name: String
    /// Its type, a fake's (`FakeRouter`), which it holds a new one of.
    var type: TypeRef
}

/// An associated type a fake binds with a `typealias`.
struct FakeTypeAlias: Sendable, Hashable {
    /// The associated type's name.
    var name: String
    /// The type it is bound to.
    var type: TypeRef
}

/// How a member's body ends when nothing is stubbed.
enum FakeFallback: Sendable, Hashable {
    /// Nothing to return (Void).
    case none
    /// Return this value.
    case value(DefaultExpression)
    /// Stop, saying why.
    case stop(Unstubbed)
    /// Return what the protocol's extension implements, called on the fake's
    /// ``DefaultsCarrier``.
    case protocolDefault
}

/// A type nested in a fake that conforms to the protocol by forwarding every requirement to
/// the fake, except those an extension of the protocol implements: calling one of those on it
/// runs the protocol's own default, whose calls of other requirements reach the fake. Swift
/// offers no other way to call a default implementation from a type that implements the
/// requirement itself.
struct DefaultsCarrier: Sendable, Hashable {
    /// Its name, which the protocol and the module must not use for anything else.
    static let name = "SeamDefaults"
    /// Whether it is a `final class` (the protocol is class-bound) rather than a `struct`.
    var isClass: Bool
}
