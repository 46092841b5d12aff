extension MethodResolver {
    /// How the method ends when nothing else returned: a default value, a stop, or nothing.
    func fallback(
        _ signature: Signature, _ facts: Facts, stem: String, canSpy: Bool
    ) -> FakeFallback {
        guard facts.isStubbable else {
            return unstubbable(
                signature, facts.noncopyable, packs: facts.packs, isVoid: facts.returnType == nil,
                canSpy: canSpy)
        }
        return fallback(
            signature, returnType: facts.isReturnErased ? nil : facts.returnType, stem: stem,
            isVoid: facts.returnType == nil, hasReturnValue: !facts.isSendingResult)
    }

    /// The generic parameters declared `~Copyable` or `~Escapable` (in their clause or the
    /// `where` clause) that the signature uses, and `some ~Copyable` when a parameter is one.
    static func noncopyableNames(_ signature: Signature) -> Set<String> {
        // Most methods have none of these: answer without building sets.
        let hasOpaque = signature.parameters.contains { $0.type.containsOpaque }
        guard
            hasOpaque || !signature.whereClause.isEmpty
                || signature.genericParameters.contains(where: { $0.constraint?.hasInverse == true }
                )
        else { return [] }
        var names = Set(
            signature.genericParameters.filter { $0.constraint?.hasInverse == true }.map(\.name))
        for case .conformance(let subject, let constraint) in signature.whereClause {
            if constraint.hasInverse, let name = subject.nominalName { names.insert(name) }
        }
        names = names.filter { name in
            signature.returnType?.mentions([name]) == true
                || signature.parameters.contains { $0.type.mentions([name]) }
        }
        if hasOpaque,
            let opaque = signature.parameters.first(where: { $0.type.isNoncopyableOpaque })
        {
            names.insert(opaque.type.storable.description)
        }
        return names
    }

    /// How a method with a noncopyable generic type ends when nothing else returned.
    func unstubbable(
        _ signature: Signature, _ names: Set<String>, packs: Set<String>, isVoid: Bool,
        canSpy: Bool
    ) -> FakeFallback {
        if isVoid { return .none }
        return .stop(
            .cannotBeStubbed(
                member: "\(context.fakeName).\(MemberNamer.displayName(of: signature.member))",
                packs: packs.sorted(), types: packs.isEmpty ? names.sorted() : [], canSpy: canSpy))
    }

    func fallback(
        _ signature: Signature, returnType: TypeRef?, stem: String, isVoid: Bool,
        hasReturnValue: Bool
    ) -> FakeFallback {
        if isVoid { return .none }
        if let returnType, let value = context.defaultValue(for: returnType.storable) {
            return .value(value)
        }
        return .stop(
            .noReturnValue(
                member: "\(context.fakeName).\(MemberNamer.displayName(of: signature.member))",
                stub: stem + "Stub", hasReturnValue: hasReturnValue))
    }
}
