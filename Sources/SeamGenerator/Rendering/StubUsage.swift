/// What of the stub types (`Stubs.swift`) an output's fakes use, so that `Seam+Stubs.swift`
/// declares only that: a test target with a few fakes then does not compile every call shape.
struct StubUsage: Sendable, Hashable {
    /// The `SeamMethodStub` call methods used.
    var calls: Set<StubCallMethod> = []
    /// Whether the output has a fake or a `FakeInjector` (`SeamFake`, `SeamStub`, `SeamJournal`).
    var fakes = false
    /// Whether any member has a `SeamMethodStub`.
    var methodStub = false
    /// Whether an initializer records its call (`record(_:)`).
    var recordsItself = false
    /// Whether any subscript has a setter (`recordSet`, `setCount`).
    var subscriptSetter = false
    /// Whether any property has a `SeamPropertyStub`.
    var propertyStub = false
    /// Whether any fake has static members (`SeamStaticStubs`).
    var staticStubs = false
    /// Whether a member throws when it has nothing to return (`seamThrow`, whose `#require`
    /// costs a test target's compile more than the rest of the reporting).
    var throwsMistakes = false
    /// Whether a stub may cross isolation, so the stub types need their `Sendable`
    /// conformances: a fake is `Sendable`, an actor or isolated to a global actor, a member
    /// has an isolation of its own, or the output has the `FakeInjector`. (The conformances
    /// cost every test target's compile; a plain fake's stubs never leave its task.)
    var sendable = false
    /// Every stub type and call method: for an output whose stub types other outputs compiled
    /// into the same module use too (see ``GenerationRequest/writesAllStubShapes``).
    var isComplete = false

    /// Everything, whatever the fakes use.
    static let complete: StubUsage = {
        var usage = StubUsage()
        usage.isComplete = true
        return usage
    }()

    /// What `fake` uses.
    init(_ fake: FakeModel) {
        fakes = true
        staticStubs = fake.hasStatics && !fake.storesStatics
        sendable = fake.isSendable || fake.isActor || fake.globalActor != nil
        add(fake.items)
    }

    /// What `injector` uses.
    init(_ injector: InjectorModel) {
        fakes = true
        staticStubs = injector.hasStatics
        throwsMistakes = injector.dependencies.contains {
            $0.stopThrows && $0.fakeType == nil && $0.defaultValue == nil
        }
        sendable = true
        add(injector.items)
    }

    /// Nothing.
    init() {}

    /// What `fakes` and `injector` use together.
    init(_ fakes: [FakeModel], injector: InjectorModel?) {
        for fake in fakes { formUnion(StubUsage(fake)) }
        if let injector { formUnion(StubUsage(injector)) }
    }

    /// Adds what `other` uses.
    mutating func formUnion(_ other: StubUsage) {
        calls.formUnion(other.calls)
        fakes = fakes || other.fakes
        methodStub = methodStub || other.methodStub
        recordsItself = recordsItself || other.recordsItself
        subscriptSetter = subscriptSetter || other.subscriptSetter
        propertyStub = propertyStub || other.propertyStub
        staticStubs = staticStubs || other.staticStubs
        throwsMistakes = throwsMistakes || other.throwsMistakes
        sendable = sendable || other.sendable
        isComplete = isComplete || other.isComplete
    }

    private mutating func add(_ items: [FakeItem]) {
        for item in items {
            switch item {
            case .directive: break
            case .method(let method): add(method)
            case .subscript(let method, let hasSetter, _):
                add(method)
                subscriptSetter = subscriptSetter || hasSetter
            case .property(let property):
                propertyStub = true
                throwsMistakes =
                    throwsMistakes || property.stopThrows && property.stop != nil
                sendable = sendable || property.isolation != nil
            case .initializer(let initializer):
                sendable = sendable || initializer.isolation != nil
                if initializer.stubType != nil {
                    methodStub = true
                    recordsItself = true
                }
            }
        }
    }

    private mutating func add(_ method: FakeMethod) {
        methodStub = true
        if method.stopThrows, case .stop = method.fallback { throwsMistakes = true }
        sendable = sendable || method.isolation != nil
        if let call = method.call { calls.insert(call) }
    }
}

extension FakeModel {
    /// Whether its static members keep their stubs in static stored properties (reset in
    /// place) rather than in the file's `SeamStaticStubs` table: a fake that is not generic
    /// and that no other fake subclasses, so no specialization or subclass needs stubs of its
    /// own. The table costs a test target's compile more than a few stored statics.
    var storesStatics: Bool { self.hasStatics && genericParameters.isEmpty && !isSubclassed }
}
