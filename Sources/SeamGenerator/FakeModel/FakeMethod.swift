/// A method of a fake, with every name and fragment its template prints.
struct FakeMethod: Sendable, Hashable {
    /// The stem of its state: `route` for `route(to:)` (`routeStub`), `routeTo` beside an
    /// overload.
    var stem: String
    /// `func route(to path: String) -> Bool`, `static func make() -> FakeRouter`, without
    /// its ``isolation``.
    var declaration: MemberDeclaration
    /// The requirement's `@_spi(Group)` attributes, which a public fake's member and stub
    /// carry (an SPI type in them is usable only there); none for an internal fake.
    var spi: [Attribute] = []
    /// Whether it is static (its stub comes from the fake's table of static stubs).
    var isStatic: Bool
    /// The type of its stub: `SeamMethodStub<String, (String) -> Bool, Bool, Never>`.
    var stubType: MethodStubType
    /// State of its own besides the stub (a FakeInjector method's fake).
    var fields: [FakeField] = []
    /// Whether it has recorded arguments.
    var hasArguments: Bool
    /// The names of the recorded parameters, in order: the stub records `path`, or
    /// `(path: path, animated: animated)` for several, `()` for none.
    var recorded: [String]
    /// Whether it has an error stub.
    var hasError: Bool
    /// The effects of calling its handler (`throws` only when the handler's type does).
    var effects: Effects
    /// The handler's arguments: `path, &value` (unlabelled).
    var handlerArguments: [ForwardedArgument]
    /// Generic `inout` parameters passed to the handler as `Any`: (parameter, type).
    var erasedInouts: [ErasedInout]
    /// Non-escaping `@autoclosure` parameters the body evaluates first.
    var evaluatedAutoclosures: [EvaluatedAutoclosure] = []
    /// Whether it has a return value stub.
    var hasReturnValue: Bool
    /// The result type a handler's result and the return value stub are cast to when they are
    /// stored as `Any` (a generic or opaque result): `T`, `[T]`; `nil` otherwise.
    var erasedReturnType: TypeRef?
    /// `FakeTransformer.transform(_:)`, for the message of a stub of another type; empty when
    /// the result is not erased (naming the member costs).
    var displayName = ""
    /// Whether an unstubbed call with no default throws (`seamThrow`; the method throws
    /// `any Error`) instead of stopping the run.
    var stopThrows = false
    /// The effects of calling the real instance: the requirement's own.
    var spyEffects: Effects
    /// Whether an unstubbed call goes to the real instance when there is one.
    var canSpy: Bool
    /// `route(to: path)`: the call on the real instance.
    var spyCall: ForwardedCall
    /// How the body binds the real instance: a variable to call a `mutating` requirement (one
    /// a class-bound protocol inherits).
    var spyBinding = Binding.constant
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
    /// ``StubCallMethod``), or `nil` when the method does that itself: its handler takes an
    /// `inout` or a non-escaping closure, its result is erased, or its handler's isolation
    /// has no call method.
    var call: StubCallMethod?
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
    /// The parameter's type without `inout`, for the cast back.
    var type: TypeRef
}

/// A call of a fake's member on another value (a spy's real instance, ``DefaultsCarrier``):
/// `route(to: path)`, `[key]`.
struct ForwardedCall: Sendable, Hashable {
    /// What the call names.
    enum Callee: Sendable, Hashable {
        /// A method, by its name as a member access spells it (`route`, `` `default` ``).
        case method(String)
        /// A subscript.
        case `subscript`
    }

    /// What it calls.
    var callee: Callee
    /// Its arguments, in order.
    var arguments: [ForwardedArgument]
}

/// An argument a fake passes on as it received it.
struct ForwardedArgument: Sendable, Hashable {
    /// How the parameter is passed on.
    enum Passing: Sendable, Hashable {
        /// By name: `path`.
        case value
        /// `&value`.
        case `inout`
        /// An `@autoclosure` the body did not evaluate, called to wrap it again: `message()`.
        case autoclosure
        /// A parameter pack: `repeat each value`.
        case pack
    }

    /// The argument label as a call spells it, or `nil` for none.
    var label: String?
    /// The parameter's name in the fake's body.
    var name: String
    /// How it is passed.
    var passing: Passing
}

/// The type of a method's or initializer's stub:
/// `SeamMethodStub<Arguments, Handler, ReturnValue, Failure>`.
struct MethodStubType: Sendable, Hashable {
    /// What it records of a call, or `nil` for nothing (`Swift.Void`).
    var arguments: TypeRef?
    /// Its handler's type, or `nil` when it has none (`Swift.Never`).
    var handler: HandlerType? = nil
    /// What it stores as the return value, or `nil` when it cannot have one (`Swift.Never`).
    var returnValue: TypeRef? = nil
    /// What its error stub throws, or `nil` when it has none (`Swift.Never`).
    var failure: TypeRef? = nil
}

/// The type of a stub's handler: `nonisolated(nonsending) @Sendable (String, inout Any) async
/// throws -> Bool`.
struct HandlerType: Sendable, Hashable {
    /// Whether it runs on its caller's actor (`nonisolated(nonsending)`).
    var isNonsending: Bool
    /// The isolation its type spells.
    var isolation: HandlerIsolation
    /// Its parameters' types.
    var parameters: [TypeRef]
    /// Whether it is `async`, and what it throws: nothing, `throws` or `throws(E)`.
    var effects: Effects
    /// Its result: `Any` for an erased one, `Swift.Void` for none, `sending T`.
    var result: TypeRef
}

/// A member's declaration as its fake writes it, without its isolation and access:
/// `func route(to path: String) async -> Bool`, `static func make() -> FakeRouter`.
struct MemberDeclaration: Sendable, Hashable {
    /// What it declares.
    enum Kind: Sendable, Hashable {
        /// A method, by its name as a declaration spells it (`route`, `` `default` ``).
        case function(String)
        /// An operator (`==`), with its `prefix` or `postfix`, if any.
        case `operator`(String, fixity: Modifier?)
        /// A subscript, whose effects go on its getter.
        case `subscript`
        /// An initializer: `init`, or `convenience init` in a class.
        case initializer(isConvenience: Bool)
    }

    /// What it declares.
    var kind: Kind
    /// Whether it is `static`.
    var isStatic = false
    /// Its generic parameters, `Self` spelled as the fake.
    var genericParameters: [GenericParameter] = []
    /// Its parameters.
    var parameters: [DeclaredParameter]
    /// Whether it is `async` and how it throws (not printed for a subscript or an
    /// initializer).
    var effects = Effects.none
    /// Its result, `Self` spelled as the fake, or `nil` for none.
    var returnType: TypeRef? = nil
    /// Its `where` clause, `Self` spelled as the fake.
    var requirements: [GenericRequirement] = []
}

/// A parameter as a fake's declaration writes it: `to path: String`, `_ values: Int...`.
struct DeclaredParameter: Sendable, Hashable {
    /// The argument label written before the name, or `nil` when the name is also the label
    /// (or the member is an operator).
    var label: String?
    /// The name in the fake's body.
    var name: String
    /// Its type, `Self` spelled as the fake.
    var type: TypeRef
    /// Whether it is variadic.
    var isVariadic = false
}
