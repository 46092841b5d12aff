extension MethodResolver {
    /// What ``resolve(_:stem:)`` works out about a signature before it builds the method.
    struct Facts {
        /// The generic parameters, which the stub sees as `Any`.
        var erased: Set<String>
        /// Noncopyable generic or declared types that the result or a parameter uses.
        var noncopyable: Set<String>
        /// The names of the generic parameter packs.
        var packs: Set<String>
        /// The parameters as the fake's pieces need them.
        var parameters: ResolvedParameters
        /// The return type with `Self` replaced, or `nil` for `Void`.
        var returnType: TypeRef?
        /// Whether the return type mentions an erased generic parameter or is opaque.
        var isReturnErased: Bool
        /// What the stub and the handler store (`sending T` is `T`): `Any` when erased, `Void`
        /// when none.
        var result: TypeRef
        /// The error stub's type, or `nil` when there is none.
        var errorType: TypeRef?
        /// Whether the result is `sending` of a type that may not be `Sendable`.
        var isSendingResult: Bool

        /// Whether the method has a handler and a return value stub.
        var isStubbable: Bool { noncopyable.isEmpty && packs.isEmpty }
    }

    /// The facts of `signature`.
    func facts(of signature: Signature) -> Facts {
        let erased = Set(signature.genericParameters.map(\.name))
        let (noncopyable, declared) = unrecordable(signature)
        // Nor can a value pack: such a method counts its calls and forwards them, no more
        // (the resolver warns about it).
        let packs = Set(signature.genericParameters.filter(\.isPack).map(\.name))
        let parameters = resolvedParameters(
            signature, erased: erased, unrecordable: noncopyable.union(packs).union(declared))
        let returnType =
            DefaultValue.isVoid(signature.returnType)
            ? nil : signature.returnType!.replacingSelf(with: context.fakeName)
        let isReturnErased = returnType.map { $0.mentions(erased) || $0.containsOpaque } ?? false
        // A `sending` result of a type that may not be `Sendable` comes from the handler, which
        // sends it; a stored return value would stay shared with the stub.
        let isSendingResult =
            returnType.map { $0.specifiers.contains(.sending) && !$0.isKnownSendableValue }
            ?? false
        return Facts(
            erased: erased, noncopyable: noncopyable, packs: packs, parameters: parameters,
            returnType: returnType, isReturnErased: isReturnErased,
            // The stub and the handler store the result: `sending T` is `T`, `Int!` is `Int?`.
            result: returnType.map { isReturnErased ? .any : $0.storable }
                ?? StandardType.void.type,
            errorType: errorStubType(signature.throwing, erased: erased),
            isSendingResult: isSendingResult)
    }

    /// The noncopyable types of `signature` that no stub can hold: generic ones the result
    /// or a parameter uses and declared ones of the result (`noncopyable`), and declared ones
    /// of a parameter (`declared`, not recorded).
    private func unrecordable(
        _ signature: Signature
    ) -> (noncopyable: Set<String>, declared: [String]) {
        // A value of a noncopyable generic type cannot pass through `Any`: such a method has
        // no handler and no return value stub, and records no argument of that type.
        var noncopyable = Self.noncopyableNames(signature)
        // A declared noncopyable type (`inout Token`) is not recorded; a result of one cannot
        // be stubbed.
        let declared =
            context.noncopyableTypes.isEmpty
            ? []
            : context.noncopyableTypes.filter { name in
                signature.parameters.contains { $0.type.mentions([name]) }
            }
        if let result = signature.returnType, !context.noncopyableTypes.isEmpty {
            noncopyable.formUnion(context.noncopyableTypes.filter { result.mentions([$0]) })
        }
        return (noncopyable, declared)
    }

    /// The parameters of `signature`, none of whose types mentioning `unrecordable` is
    /// recorded.
    private func resolvedParameters(
        _ signature: Signature, erased: Set<String>, unrecordable: Set<String>
    ) -> ResolvedParameters {
        ResolvedParameters(
            signature.parameters, erased: erased, fakeName: context.fakeName,
            closureAliases: context.closureAliases,
            unrecordable: unrecordable,
            isOperator: signature.isOperator,
            isSubscript: signature.kind == .subscript,
            // An operator's `@autoclosure` (`&&`) stays a closure: its forwarding is its own.
            body: signature.isOperator
                ? nil
                : .init(
                    throwsUntyped: signature.throwing == .untyped
                        || signature.throwing == .rethrows,
                    isAsync: signature.isAsync))
    }

    /// Whether the stub's type must be written out (`annotatesStub`), and whether the
    /// handler's type spells `nonisolated(nonsending)` or `sending` (no call method then).
    func spellings(
        _ signature: Signature, _ facts: Facts
    ) -> (annotatesStub: Bool, handlerSpellsIsolation: Bool) {
        let parameters = facts.parameters
        // What the stub's and the handler's types spell, read from the types themselves.
        let resultType = facts.isReturnErased ? nil : facts.returnType?.storable
        let handlerError = Self.handlerThrows(signature) ? Self.typedError(signature.throwing) : nil
        let handlerSpells =
            facts.isStubbable
            && (parameters.handlerSpellsNonisolated || Self.handlerIsNonsending(signature)
                || resultType?.spellsNonisolated == true || handlerError?.spellsNonisolated == true)
        let handlerSpellsSending =
            facts.isStubbable
            && (parameters.handlerSpellsSending || facts.isSendingResult
                || resultType?.spellsSending == true || handlerError?.spellsSending == true)
        let errorSpells =
            Self.typedError(signature.throwing).map {
                !$0.mentions(facts.erased) && $0.spellsNonisolated
            }
            ?? false
        // An expression cannot spell `nonisolated(nonsending)` in generic arguments.
        return (
            parameters.recordedSpellsNonisolated || handlerSpells || errorSpells,
            handlerSpells || handlerSpellsSending
        )
    }
}
