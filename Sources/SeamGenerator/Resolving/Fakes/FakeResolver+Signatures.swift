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
        // An initializer is never forwarded (a spy cannot call `init` on its forwardee), so
        // its `Self` does not count.
        if case .initializer = member.kind { return false }
        return member.kind.signatureTypes.contains { $0.mentions(selfName) }
    }

    private static let selfName: Set<String> = ["Self"]
}
