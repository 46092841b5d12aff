extension FakeResolver {
    /// Whether `member` has a generic parameter pack (`<each T>`).
    static func hasParameterPack(_ member: Member) -> Bool {
        member.kind.genericParameters.contains(where: \.isPack)
    }

    /// The standard conformances a fake declares: those of `standard` but the ones whose
    /// requirements the members restate (`==`, `hash(into:)`, known from their `facts`), which are stubbed like the others.
    static func conformances(
        _ standard: Set<KnownStandardProtocol>, facts: EntryFacts
    ) -> Set<WellKnownConformance> {
        var conformances = conformances(standard)
        if facts.hasEqualityOperator { conformances.remove(.equatable) }
        // A restated `hash(into:)` is the protocol's member, stubbed like the others.
        if facts.hasHashInto { conformances.remove(.hashable) }
        return conformances
    }

    static func conformances(
        _ standard: Set<KnownStandardProtocol>
    ) -> Set<WellKnownConformance> {
        var result: Set<WellKnownConformance> = []
        if standard.contains(.equatable) { result.insert(.equatable) }
        if standard.contains(.hashable) { result.insert(.hashable) }
        if standard.contains(.comparable) { result.insert(.comparable) }
        if standard.contains(.encodable) { result.insert(.encodable) }
        if standard.contains(.decodable) { result.insert(.decodable) }
        return result
    }

    static func isHashInto(_ member: Member) -> Bool {
        guard case .function(let function) = member.kind else { return false }
        return function.name == "hash" && function.parameters.map(\.label) == ["into"]
    }

    static func isEqualityOperator(_ member: Member) -> Bool {
        guard case .function(let function) = member.kind else { return false }
        return function.name == "==" && function.parameters.count == 2
    }

    /// Whether `member` mentions `Self` anywhere in its signature: a parameter, the result,
    /// a generic constraint, the `where` clause or a typed error (`where T.Element == Self`).
    static func mentionsSelf(_ member: Member) -> Bool {
        switch member.kind {
        case .function(let function):
            return function.parameters.contains { $0.type.mentions(selfName) }
                || function.returnType?.mentions(selfName) == true
                || mentionsSelf(function.genericParameters, function.whereClause, function.throwing)
        case .property(let property):
            return property.type.mentions(selfName)
        case .subscript(let sub):
            return sub.parameters.contains { $0.type.mentions(selfName) }
                || sub.returnType.mentions(selfName)
                || mentionsSelf(sub.genericParameters, sub.whereClause, sub.throwing)
        case .initializer, .associatedType, .typeAlias:
            return false
        }
    }

    private static func mentionsSelf(
        _ generics: [GenericParameter], _ requirements: [GenericRequirement],
        _ throwing: ThrowsClause
    ) -> Bool {
        if case .typed(let error) = throwing, error.mentions(selfName) { return true }
        if generics.contains(where: { $0.constraint?.mentions(selfName) == true }) { return true }
        return requirements.contains { requirement in
            switch requirement {
            case .conformance(let subject, let constraint), .sameType(let subject, let constraint):
                return subject.mentions(selfName) || constraint.mentions(selfName)
            }
        }
    }

    private static let selfName: Set<String> = ["Self"]
}
