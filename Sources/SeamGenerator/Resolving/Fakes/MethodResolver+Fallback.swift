extension MethodResolver {
    /// How the method ends when nothing else returned: nothing for a `Void` method, else the
    /// return type's default value, else a stop that names what the test must do.
    func fallback(
        _ signature: Signature, _ facts: Facts, stem: String, canSpy: Bool
    ) -> FakeFallback {
        guard let returnType = facts.returnType else { return .none }
        let member = "\(context.fakeName).\(MemberNamer.displayName(of: signature.member))"
        // A method with a noncopyable generic type cannot be stubbed: the test must spy.
        guard facts.isStubbable else {
            let packs = facts.packs
            return .stop(
                .cannotBeStubbed(
                    member: member, packs: packs.sorted(),
                    types: packs.isEmpty ? facts.noncopyable.sorted() : [], canSpy: canSpy))
        }
        if !facts.isReturnErased, let value = context.defaultValue(for: returnType.storable) {
            return .value(value)
        }
        return .stop(
            .noReturnValue(
                member: member, stub: stem + "Stub", hasReturnValue: !facts.isSendingResult))
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
}
