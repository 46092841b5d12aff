/// The keys of a method, which a subscript's record starts with.
extension TemplateModel {
    /// A method's keys; a subscript adds its setter's (``subscriptItem``).
    static let methodKeys: [TemplateKey<MethodItem>] =
        kinds({ $0.isSubscript ? .subscript : .method }, isStatic: { $0.method.isStatic })
        + methodHead + methodCall + methodTail

    /// What declares a method and its stub.
    private static let methodHead: [TemplateKey<MethodItem>] = [
        .string("name", "the stem: the name its stub and other state start with") {
            $0.method.stem
        },
        .string("declaration", "the declaration the fake implements, with its isolation") {
            $0.method.isolation.modifierPrefix + $0.method.declaration.text
        },
        .string(
            "attributes",
            "another global actor's attribute, `@DiskActor `, printed before the access level; "
                + "else empty"
        ) { $0.method.isolation.attributePrefix },
        .string(
            "spi", "the requirement's `@_spi(Group)` attributes with a trailing space, or empty"
        ) {
            $0.method.spi.prefix
        },
        // Only a FakeInjector's methods have state besides the stub, behind its lock.
        .string("lock", "`lock` when `fields` sit behind the fake's lock, else empty") {
            $0.isSendable && !$0.method.fields.isEmpty ? "lock" : ""
        },
        .string(
            "stubType",
            "the stub's type: `SeamMethodStub<String, (String) -> Bool, Bool, Swift.Never>`"
        ) { $0.method.stubType.text },
        .string("handlerType", "the stub's second generic argument; `Swift.Never` with no handler")
        {
            $0.method.stubType.handler?.text ?? StandardType.never.spelling
        },
        .array(
            "fields", of: field,
            "state besides the stub: only a `FakeInjector` method's `<stem>Fake`"
        ) { $0.method.fields },
        .bool("hasArguments", "the method takes arguments the stub records") {
            $0.method.hasArguments
        },
        .string(
            "recordedArguments",
            "what the stub records: `path`, `(path: path, animated: animated)` or `()`"
        ) { $0.method.recorded.recordedExpression },
        .bool("hasError", "the stub has an error to throw") { $0.method.hasError },
        .string("effects", "what a call needs in front: `try await `, `try `, `await ` or empty") {
            $0.method.effects.callPrefix
        },
        .bool("isAsync", "the body that records the call is asynchronous") {
            $0.bodyEffects.isAsync
        },
    ]

    /// What runs a call: the handler, the return value, a spy's forwarding.
    private static let methodCall: [TemplateKey<MethodItem>] = [
        .string("handlerArguments", "the handler's arguments: `path, &value`") {
            $0.method.handlerArguments.text
        },
        .array(
            "erasedInouts", of: erasedInout, "the `inout` arguments the handler gets as `Any`"
        ) { $0.method.erasedInouts },
        .array(
            "autoclosures", of: autoclosure,
            "the `@autoclosure` arguments the body evaluates once"
        ) { $0.method.evaluatedAutoclosures },
        .string("resultCast", "` as! T` after a handler call whose result is erased, or empty") {
            $0.method.erasedReturnType.map { " as! \($0)" } ?? ""
        },
        .bool("hasReturnValue", "the stub has a return value") { $0.method.hasReturnValue },
        .string("returnValueCast", "` as? T` after reading an erased return value, or empty") {
            $0.method.erasedReturnType.map { " as? \($0)" } ?? ""
        },
        .string(
            "spyEffects", "what a spy's call of the real instance needs in front",
            renamedFrom: "forwardEffects"
        ) { $0.method.spyEffects.callPrefix },
        .bool(
            "canSpy", "a spy calls the real instance", renamedFrom: "canForward"
        ) { $0.method.canSpy },
        .string(
            "spyCall", "a spy's call of the real instance, after its name and a dot",
            renamedFrom: "forwardCall"
        ) { $0.method.spyCall.text },
        .string(
            "spyBinding", "`let`, or `var` for a `mutating` requirement",
            renamedFrom: "forwardBinding"
        ) { $0.method.spyBinding.keyword },
        .bool("hasDefault", "an unstubbed call returns `defaultValue`") {
            !$0.method.defaultValue.isEmpty
        },
        .string("defaultValue", "what an unstubbed call returns, or empty") {
            $0.method.defaultValue
        },
        .bool(
            "callsDefault",
            "an unstubbed call runs the protocol's default implementation (`defaultValue` calls it)"
        ) { $0.method.fallback == .protocolDefault },
        .bool("isStopping", "an unstubbed call stops with `stopMessage`") {
            !$0.method.fallback.stopMessage.isEmpty
        },
        .string("stopMessage", "what an unstubbed call stops with, or empty") {
            $0.method.fallback.stopMessage
        },
    ]

    /// The rest: isolation and how the stub is declared and called.
    private static let methodTail: [TemplateKey<MethodItem>] = [
        .string(
            "nonisolated",
            "`\"nonisolated \"` for a member of an isolated fake that is outside its isolation"
        ) { $0.method.isOutsideIsolation ? "nonisolated " : "" },
        .string("stubArguments", "the stub's initializer arguments: empty for a method") { _ in
            ""
        },
        .bool(
            "hasHandler",
            "a handler and a return value can be stubbed: not when a noncopyable generic type "
                + "rules them out"
        ) { $0.method.hasHandler },
        .bool("annotatesStub", "declare the stub with its type") { $0.method.annotatesStub },
        .string(
            "call",
            "the stub's method that records the call and runs the stub, or empty when the body "
                + "does that itself"
        ) { $0.method.call?.name ?? "" },
        .string("callArguments", "the arguments of `call`: `recordedArguments`, or empty") {
            $0.method.hasArguments ? $0.method.recorded.recordedExpression : ""
        },
        .string(
            "erasedReturnType",
            "the type a result stored as `Any` is cast to, such as `T`, or empty"
        ) { $0.method.erasedReturnType?.description ?? "" },
        .string(
            "displayName",
            "`FakeTransformer.decode(_:from:)`, set only when the result is erased"
        ) { $0.method.displayName },
        .bool("stopThrows", "an unstubbed call throws (`seamThrow`) instead of stopping") {
            $0.method.stopThrows
        },
    ]
}

extension FakeMethod {
    /// What an unstubbed call returns, or empty: a value, or the call of the protocol's
    /// default implementation.
    var defaultValue: String {
        switch fallback {
        case .value(let value): return value.text
        case .protocolDefault:
            return "\(spyEffects.callPrefix)\(DefaultsCarrier.name)(base: self).\(spyCall.text)"
        case .none, .stop: return ""
        }
    }
}

extension FakeFallback {
    /// What an unstubbed call stops with, or empty.
    var stopMessage: String {
        if case .stop(let reason) = self { return reason.message }
        return ""
    }
}
