extension MethodResolver {
    /// The stub's call method for this method (see ``StubCallMethod``), or empty when the method
    /// runs its stub itself.
    func call(
        _ signature: Signature, _ parameters: ResolvedParameters, hasErrorStub: Bool,
        handlerSpellsIsolation: Bool
    ) -> StubCallMethod? {
        let arity = signature.parameters.count
        guard arity <= StubCallMethod.maxArity, parameters.isPlain,
            let isolation = StubCallMethod.Isolation(handlerIsolation),
            // The stub's `throws(Failure)` must be the handler's: a method whose handler
            // throws has an error stub.
            hasErrorStub || !Self.handlerThrows(signature),
            // An actor's stub is not isolated to it: an async call would leave the actor.
            !((context.isActor || context.stubLeavesIsolation) && signature.isAsync),
            // The call methods' handler types say neither `nonisolated(nonsending)` nor `sending`.
            !handlerSpellsIsolation
        else { return nil }
        return StubCallMethod(isolation: isolation, isAsync: signature.isAsync, arity: arity)
    }

    /// The isolation of the handler's type.
    private var handlerIsolation: HandlerIsolation {
        if context.hasSendableHandlers || context.isActor { return .sendable }
        return context.globalActor.map { .globalActor($0) } ?? .none
    }

    /// Whether the handler is `nonisolated(nonsending)`: an `async` member declared so runs its
    /// handler on its caller's actor too.
    static func handlerIsNonsending(_ signature: Signature) -> Bool {
        signature.isAsync && signature.member.modifiers.contains(.nonsending)
    }

    /// The error type of `throws(E)`, or `nil`.
    static func typedError(_ throwing: ThrowsClause) -> TypeRef? {
        if case .typed(let error) = throwing { return error }
        return nil
    }

    /// The declaration; `returnType` is the result with `Self` replaced, `nil` for `Void`.
    func declaration(
        _ signature: Signature, _ parameters: ResolvedParameters, returnType: TypeRef?
    ) -> MemberDeclaration {
        MemberDeclaration(
            kind: signature.kind, isStatic: signature.isStatic,
            genericParameters: SwiftNames.replacingSelf(
                signature.genericParameters, with: context.fakeName),
            parameters: parameters.declaration,
            effects: Effects(isAsync: signature.isAsync, throwing: signature.throwing),
            returnType: returnType,
            requirements: SwiftNames.replacingSelf(signature.whereClause, with: context.fakeName))
    }

    func handlerType(
        _ signature: Signature, _ parameters: ResolvedParameters, _ result: TypeRef
    ) -> HandlerType {
        let throwing: ThrowsClause
        switch signature.throwing {
        case .untyped: throwing = .untyped
        case .typed(let error) where Self.handlerThrows(signature):
            throwing = .typed(error.replacingSelf(with: context.fakeName))
        case .none, .rethrows, .typed: throwing = .none
        }
        // A `nonisolated(nonsending)` member runs its handler on its caller's actor too.
        return HandlerType(
            isNonsending: Self.handlerIsNonsending(signature), isolation: handlerIsolation,
            parameters: parameters.handlerTypes,
            effects: Effects(isAsync: signature.isAsync, throwing: throwing), result: result)
    }

    /// Whether the handler throws: not for `rethrows`, nor for `throws(E)` with a generic `E`
    /// of the method's, which the handler's type cannot name (the fake's type has no `E`).
    static func handlerThrows(_ signature: Signature) -> Bool {
        switch signature.throwing {
        case .untyped: return true
        case .typed(let error): return !error.mentions(Set(signature.genericParameters.map(\.name)))
        case .none, .rethrows: return false
        }
    }

    func errorStubType(_ throwing: ThrowsClause, erased: Set<String>) -> TypeRef? {
        switch throwing {
        case .untyped: return StandardType.anyError.type
        case .typed(let error):
            guard !error.mentions(erased) else { return nil }
            return error.replacingSelf(with: context.fakeName)
        case .none, .rethrows: return nil
        }
    }

    /// The effects of calling the handler (or, forwarding, the real instance): the handler
    /// throws only when its type can say so (see ``handlerThrows(_:)``).
    static func effects(_ signature: Signature, forwarding: Bool) -> Effects {
        let throwing = forwarding ? signature.throwing : handlerThrows(signature) ? .untyped : .none
        return Effects(isAsync: signature.isAsync, throwing: throwing)
    }

    /// The effects of forwarding a call to the real instance.
    static func spyEffects(_ signature: Signature, _ parameters: ResolvedParameters) -> Effects {
        parameters.evaluatedAutoclosures.isEmpty
            || signature.throwing != .rethrows
            || parameters.spyPassesClosure
            ? Self.effects(signature, forwarding: true)
            // Its only closures are evaluated: the `rethrows` call cannot throw.
            : Effects(isAsync: signature.isAsync, throwing: .none)
    }

    /// How a spy binds its real instance for the call.
    static func spyBinding(_ signature: Signature) -> Binding {
        // A `mutating` requirement (that a class-bound protocol inherits) needs a `var`,
        // unless another protocol declares it non-mutating (see `ProtocolFlattener.merge`).
        signature.isMutating && !signature.member.modifiers.contains(.nonmutating)
            ? .variable : .constant
    }
}
