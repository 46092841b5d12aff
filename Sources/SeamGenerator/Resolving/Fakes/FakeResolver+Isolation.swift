extension FakeResolver {
    /// The members an isolated fake implements outside its isolation, with the word that
    /// says so (see ``PreparedFake/outsideIsolation``); an actor's initializers already are.
    static func outsideIsolation(
        _ members: [Member], _ unisolated: Set<Member>, isActor: Bool, globalActor: GlobalActor?,
        declared: Set<String>
    ) -> [Member: MemberIsolation] {
        var isolations: [Member: MemberIsolation] = [:]
        for member in members {
            if isActor, case .initializer = member.kind { continue }
            isolations[member] = isolation(
                of: member, unisolated: unisolated, globalActor: globalActor, declared: declared)
        }
        return isolations
    }

    /// The `async` members of a fake with no isolation that have a global actor of their own
    /// (`@MainActor func reload() async`): a call into their stub would leave that actor, so
    /// they are built like members outside an isolated fake's isolation. Synchronous ones need
    /// nothing of the kind.
    static func isolatedAsyncMembers(
        _ members: [Member], declared: Set<String>
    ) -> [Member: MemberIsolation] {
        var isolations: [Member: MemberIsolation] = [:]
        for member in members {
            if case .initializer = member.kind { continue }
            let own = globalActor(in: member.attributes, declared: declared)
            if let own, member.kind.isAsync { isolations[member] = .globalActor(own) }
        }
        return isolations
    }

    /// How an isolated fake (or `FakeInjector`) declares `member` when it is outside the
    /// fake's isolation (`nonisolated`, or another global actor's), or `nil` when it shares
    /// the fake's isolation.
    static func isolation(
        of member: Member, unisolated: Set<Member>, globalActor: GlobalActor?, declared: Set<String>
    ) -> MemberIsolation? {
        guard mayLeaveIsolation(member) else {
            return isNonisolated(member, unisolated: unisolated) ? .nonisolated : nil
        }
        // A member with an `isolated` parameter is isolated to that argument, and cannot be
        // declared `nonisolated`: it is outside the fake's isolation with no word.
        if hasIsolatedParameter(member) { return .isolatedParameter }
        if member.modifiers.contains(.nonsending) { return .nonsending }
        let own = Self.globalActor(in: member.attributes, declared: declared)
        if let own, own != globalActor { return .globalActor(own) }
        return isNonisolated(member, unisolated: unisolated) ? .nonisolated : nil
    }

    /// Whether `member` itself may put it outside an isolated fake's isolation, whatever
    /// protocol declares it: it has an attribute (such as a global actor), a `nonisolated…`
    /// modifier or an `isolated` parameter. Without them, ``isolation(of:unisolated:globalActor:declared:)``
    /// is `nil` unless the protocol leaves the member unisolated.
    static func mayLeaveIsolation(_ member: Member) -> Bool {
        !member.attributes.isEmpty
            || member.modifiers.contains { $0.keyword == .nonisolated }
            || hasIsolatedParameter(member)
    }

    /// Whether a parameter of `member` is `isolated` (`_ actor: isolated DiskActor`).
    static func hasIsolatedParameter(_ member: Member) -> Bool {
        member.kind.parameters.contains { $0.type.specifiers.contains(.isolated) }
    }

    /// Whether an isolated fake implements `member` `nonisolated`: it says so, or it is a
    /// synchronous requirement of a protocol with no isolation (`description`).
    private static func isNonisolated(_ member: Member, unisolated: Set<Member>) -> Bool {
        if member.modifiers.contains(.nonisolated) { return true }
        guard unisolated.contains(member) else { return false }
        switch member.kind {
        case .associatedType, .typeAlias: return false
        default: return !member.kind.isAsync
        }
    }

    /// The context of a member outside its fake's isolation, with nothing forwarded:
    /// - `nonisolated`: `@Sendable` handlers, so that its stub can be read from any context;
    /// - another global actor (`@DiskActor`): handlers isolated to that actor (so arguments
    ///   need not be `Sendable`), which the member runs itself when it is `async`.
    static func context(
        _ context: ResolutionContext, outside isolation: MemberIsolation
    ) -> ResolutionContext {
        var member = context
        member.canSpy = false
        switch isolation {
        case .nonisolated, .nonsending, .isolatedParameter:
            member.hasSendableHandlers = true
        case .globalActor(let actor):
            member.globalActor = actor
            member.isActor = false
            member.hasSendableHandlers = false
            member.stubLeavesIsolation = true
        }
        return member
    }

    /// The global actor among `attributes` (`@MainActor`), or `nil`: one of the global actors
    /// the sources declare (`declared`), or a name ending in `Actor` (those of other modules).
    static func globalActor(in attributes: [Attribute], declared: Set<String>) -> GlobalActor? {
        guard
            let actor = attributes.first(where: {
                declared.contains($0.name)
                    || ($0.name.hasSuffix("Actor") && !knownAttributes.contains($0.name))
            })
        else { return nil }
        return GlobalActor(attribute: actor)
    }

    /// Attributes ending in `Actor` that are not global actors.
    private static let knownAttributes: Set<String> = [
        "objc", "available", "preconcurrency", "usableFromInline", "frozen",
    ]
}
