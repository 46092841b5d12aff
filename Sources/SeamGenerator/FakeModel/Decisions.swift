/// How a stored value or a local is bound.
enum Binding: Sendable, Hashable {
    /// `let`.
    case constant
    /// `var`: a spy's real instance, to call a `mutating` requirement on it.
    case variable
    /// `nonisolated(unsafe) let`: a `FakeInjector`'s fake that is not `Sendable`, read outside
    /// the injector's isolation.
    case unsafeNonisolatedConstant
}

/// How a member of an isolated fake (or `FakeInjector`) is declared when it is outside the
/// fake's isolation.
enum MemberIsolation: Sendable, Hashable {
    /// `nonisolated`: its stub is `Sendable` and read from any context.
    case nonisolated
    /// `nonisolated(nonsending)`: it runs on its caller's actor, so it reads neither the
    /// isolated forwardee nor isolated stubs.
    case nonsending
    /// Isolated to an `isolated` parameter (`_ actor: isolated DiskActor`): it cannot be
    /// declared `nonisolated`, and is outside the fake's isolation with no word.
    case isolatedParameter
    /// Another global actor than the fake's (`@WorkerActor`): its handlers are isolated to
    /// that actor.
    case globalActor(GlobalActor)
}

/// Why a member of a fake has nothing to return when a test left it unstubbed, and what the
/// test should do: the message an unstubbed call stops (or throws) with.
enum Unstubbed: Sendable, Hashable {
    /// A method or subscript whose result has no default (`member` is `FakeRouter.destination(of:)`).
    case noReturnValue(member: String, stub: String, hasReturnValue: Bool)
    /// A property whose type has no default (`member` is `FakeRouter.home`).
    case noValue(member: String, stub: String)
    /// A method whose generic types cannot pass through a stub: parameter packs (`packs`,
    /// `each T`) or noncopyable or nonescapable types (`types`).
    case cannotBeStubbed(member: String, packs: [String], types: [String], canSpy: Bool)
    /// A `FakeInjector` dependency with no fake, read before a test assigned it.
    case unassigned(injector: String, dependency: String)
}

/// A global actor a fake or a member is isolated to, by its attribute (`@MainActor`,
/// `@DiskActor`).
struct GlobalActor: Sendable, Hashable {
    /// The attribute, as the protocol spells it.
    var attribute: Attribute

    /// Whether it is the main actor, which has call methods of its own (``StubCallMethod``).
    var isMainActor: Bool { attribute.name == "MainActor" }
}

/// The effects of a call, a getter or a body: what `async`/`await` and `throws`/`try` it has.
struct Effects: Sendable, Hashable {
    /// Whether it is asynchronous.
    var isAsync: Bool
    /// How it throws (`.none` when it does not).
    var throwing: ThrowsClause

    /// No effects.
    static let none = Effects(isAsync: false, throwing: .none)

    /// Whether it throws at all, so a call needs `try`.
    var throwsAtAll: Bool { throwing != .none }
}

/// The isolation a handler's type spells.
enum HandlerIsolation: Sendable, Hashable {
    /// No attribute: a fake that is neither `Sendable` nor isolated.
    case none
    /// `@Sendable`: a `Sendable` or actor fake, or a `nonisolated` member.
    case sendable
    /// A global actor (`@MainActor`).
    case globalActor(GlobalActor)
}

/// One `call` method of `SeamMethodStub` (`Stubs.swift`): it records a call, throws the error
/// stub, and runs the handler or gives the return value stub, for handlers of one isolation,
/// effect and number of parameters.
///
/// A fake's method that calls its handler itself reads it out of a generic stub, and Swift
/// then wraps it in a reabstraction thunk, with its context, for every method. Calling it
/// inside the generic stub needs none, and one call replaces four reads. The method's name
/// says the shape: `call` (no parameter or one), `call2`... by parameter count, `async`, and
/// `sendable` or `mainActor` for the handler's isolation.
struct StubCallMethod: Sendable, Hashable {
    /// The most parameters a method may have to use a call method; one with more calls its
    /// handler itself.
    static let maxArity = 6

    /// The isolation of a handler, as its type spells it.
    enum Isolation: Sendable, Hashable, CaseIterable {
        /// No attribute: a fake that is neither `Sendable` nor isolated.
        case plain
        /// `@Sendable`: a `Sendable` or actor fake, or a `nonisolated` member.
        case sendable
        /// `@MainActor`: a fake isolated to the main actor.
        case mainActor
    }

    /// The handler's isolation.
    var isolation: Isolation
    /// Whether the handler is `async`.
    var isAsync: Bool
    /// How many parameters the handler takes.
    var arity: Int
}

extension StubCallMethod.Isolation {
    /// The call methods' isolation for a handler of `isolation`, or `nil` for a global actor
    /// other than the main actor, which has no call methods.
    init?(_ isolation: HandlerIsolation) {
        switch isolation {
        case .none: self = .plain
        case .sendable: self = .sendable
        case .globalActor(let actor):
            guard actor.isMainActor else { return nil }
            self = .mainActor
        }
    }
}

/// A value an unstubbed member returns: a placeholder of its type (see "Default values" in
/// UsingGeneratedFakes.md), an expression a request gives, or a fake.
indirect enum DefaultExpression: Sendable, Hashable {
    /// `nil`.
    case `nil`
    /// `[]`.
    case emptyArray
    /// `[:]`.
    case emptyDictionary
    /// `false`.
    case `false`
    /// `""`.
    case emptyString
    /// `()`.
    case void
    /// `0`.
    case zero
    /// `"\u{FFFD}"`, the replacement character.
    case replacementCharacter
    /// `.zero`.
    case durationZero
    /// `Date(timeIntervalSince1970: 0)`.
    case startOf1970
    /// `URL(string: "about:blank")!`.
    case aboutBlank
    /// The nil UUID.
    case nilUUID
    /// `Data()`.
    case emptyData
    /// `[].makeIterator()`, the iterator of the simplified `Sequence`.
    case emptyIterator
    /// A tuple of its elements' defaults.
    case tuple([DefaultExpression])
    /// `d..<d`.
    case range(DefaultExpression)
    /// `d...d`.
    case closedRange(DefaultExpression)
    /// `.success(d)`.
    case success(DefaultExpression)
    /// An `AsyncStream` iterator that ends at once, of the simplified `AsyncSequence`.
    case finishedStreamIterator(element: TypeRef)
    /// A new fake: `FakeRouter()`.
    case fake(String)
    /// An expression a request gives for the type (`"defaults"` in seam.json), as written.
    case given(String)
    /// A stored property of the fake: a `FakeInjector` method's fake (`ordersForFake`).
    case stored(String)
}
