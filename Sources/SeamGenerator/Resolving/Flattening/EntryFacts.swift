/// What the stages after flattening ask of a fake's requirements (do any mention `Self`, is
/// any static, may a stub's name clash), found in one walk over them.
struct EntryFacts: Sendable {
    /// Whether every member's stem is its base stem (``MemberNamer/baseStem(_:)``): no two
    /// share one, and no member's name ends in `Stub`, which a stub's name can clash with
    /// (``MemberNamer/stems(for:)``).
    private(set) var hasBaseStems = true
    /// Whether a member mentions `Self` (``FakeResolver/mentionsSelf(_:)``).
    private(set) var mentionsSelf = false
    private(set) var hasInitializer = false
    private(set) var hasStatics = false
    /// Whether there is a `==` or a `hash(into:)`, which a fake's conformance leaves alone.
    private(set) var hasEqualityOperator = false
    private(set) var hasHashInto = false
    /// Whether a member has an attribute, such as a global actor.
    private(set) var hasAttributes = false
    /// Whether a member may be outside an isolated fake's isolation whatever protocol declares
    /// it: one with an attribute, a `nonisolated` modifier or an `isolated` parameter
    /// (``FakeResolver/mayLeaveIsolation(_:)``).
    private(set) var mayLeaveIsolation = false
    /// The names of a fake's own members (`forwardee`, `resetStaticState`) that a property
    /// or method has (``FakeResolver/ownName(_:avoiding:)``).
    private var ownNames: Set<String> = []

    /// The facts of `entries`.
    init(_ entries: [FlatProtocol.Entry]) {
        var stems: Set<String> = []
        for case .member(let member) in entries {
            if !stems.insert(MemberNamer.baseStem(member)).inserted { hasBaseStems = false }
            if let name = MemberNamer.declaredName(member) {
                if name.hasSuffix("Stub") { hasBaseStems = false }
                if name == "forwardee" || name == "resetStaticState" { ownNames.insert(name) }
            }
            mentionsSelf = mentionsSelf || FakeResolver.mentionsSelf(member)
            if case .initializer = member.kind { hasInitializer = true }
            hasStatics = hasStatics || member.isStatic
            hasEqualityOperator = hasEqualityOperator || FakeResolver.isEqualityOperator(member)
            hasHashInto = hasHashInto || FakeResolver.isHashInto(member)
            hasAttributes = hasAttributes || !member.attributes.isEmpty
            mayLeaveIsolation = mayLeaveIsolation || FakeResolver.mayLeaveIsolation(member)
        }
    }

    /// Whether a property or method is named `name` (`forwardee` or `resetStaticState`).
    func declares(_ name: String) -> Bool { ownNames.contains(name) }
}
