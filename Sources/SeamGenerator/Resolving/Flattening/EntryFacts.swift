/// What the stages after flattening need to know about a list of requirements, kept as each
/// entry is appended (``EntryList``): for each fact, the position of the first entry where it
/// holds, so it holds for a prefix of `count` entries when that position is below `count`.
///
/// A fake of a deep refinement chain asks these of its inherited requirements (do any mention
/// `Self`, is any static, may a stub's name clash) in constant time instead of walking them.
struct EntryFacts: Sendable {
    /// The base stem of every member so far (``MemberNamer/baseStem(_:)``).
    private var stems: Set<String> = []
    /// The first member whose base stem an earlier member has: stems then need refining.
    private(set) var repeatedStem = Int.max
    /// The first member whose name ends in `Stub`, which a stub's name can clash with.
    private(set) var stubName = Int.max
    /// The first member that mentions `Self` (``FakeResolver/mentionsSelf(_:)``).
    private(set) var mentionsSelf = Int.max
    /// The first initializer.
    private(set) var initializer = Int.max
    /// The first static member.
    private(set) var isStatic = Int.max
    /// The first `==` and the first `hash(into:)`, which a fake's conformance leaves alone.
    private(set) var equality = Int.max
    private(set) var hashInto = Int.max
    /// The first member with an attribute, such as a global actor.
    private(set) var attributed = Int.max
    /// The first member that an isolated fake may implement outside its isolation whatever
    /// protocol declares it: one with an attribute, a `nonisolated` modifier or an `isolated`
    /// parameter (``FakeResolver/mayLeaveIsolation(_:)``).
    private(set) var leavesIsolation = Int.max
    /// The first property or method named `forwardee` or `resetStaticState`, the names of a
    /// fake's own members (``FakeResolver/ownName(_:avoiding:)``).
    private(set) var ownNames: [String: Int] = [:]

    /// Records what `entry`, at `position`, adds.
    mutating func add(_ entry: FlatProtocol.Entry, at position: Int) {
        guard case .member(let member) = entry else { return }
        if !stems.insert(MemberNamer.baseStem(member)).inserted {
            Self.first(&repeatedStem, position)
        }
        if let name = MemberNamer.declaredName(member) {
            if name.hasSuffix("Stub") { Self.first(&stubName, position) }
            if name == "forwardee" || name == "resetStaticState", ownNames[name] == nil {
                ownNames[name] = position
            }
        }
        if FakeResolver.mentionsSelf(member) { Self.first(&mentionsSelf, position) }
        if case .initializer = member.kind { Self.first(&initializer, position) }
        if member.isStatic { Self.first(&isStatic, position) }
        if FakeResolver.isEqualityOperator(member) { Self.first(&equality, position) }
        if FakeResolver.isHashInto(member) { Self.first(&hashInto, position) }
        if !member.attributes.isEmpty { Self.first(&attributed, position) }
        if FakeResolver.mayLeaveIsolation(member) { Self.first(&leavesIsolation, position) }
    }

    private static func first(_ fact: inout Int, _ position: Int) {
        fact = min(fact, position)
    }

    /// The facts of the first `count` entries.
    struct Prefix {
        let facts: EntryFacts
        let count: Int

        /// Whether every member's stem is its base stem: no two share one, and no member's
        /// name ends in `Stub` (``MemberNamer/stems(for:)``).
        var hasBaseStems: Bool { facts.repeatedStem >= count && facts.stubName >= count }
        var mentionsSelf: Bool { facts.mentionsSelf < count }
        var hasInitializer: Bool { facts.initializer < count }
        var hasStatics: Bool { facts.isStatic < count }
        var hasEqualityOperator: Bool { facts.equality < count }
        var hasHashInto: Bool { facts.hashInto < count }
        var hasAttributes: Bool { facts.attributed < count }
        /// Whether a member may be outside an isolated fake's isolation even when its
        /// protocol is isolated (see ``EntryFacts/leavesIsolation``).
        var mayLeaveIsolation: Bool { facts.leavesIsolation < count }

        /// Whether a property or method is named `name` (`forwardee` or `resetStaticState`).
        func declares(_ name: String) -> Bool { (facts.ownNames[name] ?? .max) < count }
    }
}
