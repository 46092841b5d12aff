/// A protocol's fake before its members are resolved (``FakeResolver/prepare(_:flat:)``).
struct PreparedFake: Sendable {
    /// The protocol.
    var entry: ProtocolIndex.Entry
    /// Its requirements with the inherited ones.
    var flat: FlatProtocol
    /// The fake's name: `FakeRouter`.
    var name: String
    /// Its associated types, as generic parameters and type aliases.
    var associated: AssociatedTypeResolver
    /// The requirements it implements and their `#if` lines, inherited ones first.
    var entries: [FlatProtocol.Entry]
    /// The stem of each entry's member, at the same offset (empty for an `#if` line), or `nil`
    /// when each member's stem is its base stem (``EntryFacts/hasBaseStems``), as in
    /// most fakes: see ``stem(at:)``.
    var stems: [String]?
    /// What resolving its members needs.
    var context: ResolutionContext
    /// The members an isolated fake implements outside its isolation, each with the word
    /// that says so: `nonisolated `, or another global actor's attribute (`@WorkerActor `).
    var outsideIsolation: [Member: MemberIsolation]
    /// The standard conformances it implements itself.
    var conformances: Set<WellKnownConformance>
    /// What holds for ``entries`` (a requirement mentions `Self`, one is static...).
    var facts: EntryFacts

    /// The stem of the member at `position` of ``entries``, or an empty one for an `#if` line.
    func stem(at position: Int) -> String {
        if let stems { return stems[position] }
        guard case .member(let member) = entries[position] else { return "" }
        return MemberNamer.baseStem(member)
    }
}

/// Decides which fakes subclass the fake of an inherited protocol instead of implementing
/// its requirements again.
///
/// When `Child: Parent` and both are faked, `FakeChild` can inherit every member of
/// `FakeParent`: the compiler then builds each of `Parent`'s members once, not once per fake of
/// a refining protocol, which is most of the cost of compiling a protocol hierarchy's fakes. A
/// fake subclasses another only when that one implements a run of its own requirements exactly
/// as it would itself (the same requirements, stems, isolation and locking), so a test sees the
/// same stubs either way. A fake that others subclass is not `final`, so it must not need what
/// a non-final class cannot give: `Self` in a requirement, an `init` requirement (it would
/// have to be `required`), associated types, or the standard conformances a fake implements
/// itself (`==` between a subclass and its base).
enum FakeInheritance {
    /// The fake a fake subclasses, and which of its entries that fake implements.
    struct Base: Sendable {
        /// The base fake's offset among the prepared fakes.
        var index: Int
        /// The entries, among the subclass's, that the base implements.
        var range: Range<Int>
    }

    /// For each fake of `fakes`, its base, or `nil`: the inherited protocol's fake that
    /// implements the most requirements.
    static func bases(_ fakes: [PreparedFake]) -> [Base?] {
        // The offsets of the fakes others may subclass, by their protocol's name.
        var candidates: [String: [Int]] = [:]
        for (offset, fake) in fakes.enumerated() where canBeBase(fake) {
            candidates[fake.entry.decl.name, default: []].append(offset)
        }
        guard !candidates.isEmpty else { return Array(repeating: nil, count: fakes.count) }
        return fakes.indices.map { offset in
            canSubclass(fakes[offset])
                ? base(of: offset, in: fakes, candidates) : nil
        }
    }

    /// The base of the fake at `offset` of `fakes`, or `nil`.
    private static func base(
        of offset: Int, in fakes: [PreparedFake], _ candidates: [String: [Int]]
    ) -> Base? {
        let fake = fakes[offset]
        var best: Base?
        for name in fake.flat.protocols.dropFirst() {
            for candidate in candidates[name] ?? [] {
                guard fakes[candidate].entries.count > (best?.range.count ?? 0) else { continue }
                guard let range = implemented(by: fakes[candidate], in: fake) else { continue }
                best = Base(index: candidate, range: range)
            }
        }
        return best
    }

    /// Whether other fakes may subclass `fake`.
    private static func canBeBase(_ fake: PreparedFake) -> Bool {
        let context = fake.context
        // A deprecated fake would make each subclass warn.
        guard !context.isActor, fake.flat.associatedTypes.isEmpty, !fake.facts.mentionsSelf,
            FakeResolver.deprecations(fake.entry.decl.attributes).isEmpty,
            fake.conformances.isEmpty, !fake.entries.isEmpty
        else { return false }
        return !fake.facts.hasInitializer
    }

    /// Whether `fake` may subclass another fake.
    private static func canSubclass(_ fake: PreparedFake) -> Bool {
        !fake.context.isActor && fake.flat.associatedTypes.isEmpty
    }

    /// The entries of `fake` that `base` implements as `fake` would, or `nil`.
    private static func implemented(by base: PreparedFake, in fake: PreparedFake) -> Range<Int>? {
        let ours = fake.context
        let theirs = base.context
        guard ours.hasSendableHandlers == theirs.hasSendableHandlers,
            ours.globalActor == theirs.globalActor,
            ours.canSpy == theirs.canSpy,
            ours.isClassBound == theirs.isClassBound,
            base.entry.decl.conditions == fake.entry.decl.conditions,
            let first = base.entries.first, base.entries.count <= fake.entries.count
        else { return nil }
        // Both cannot have static members: each declares `resetStaticState()`.
        let baseHasStatics = base.facts.hasStatics
        var start = fake.entries.startIndex
        while let offset = fake.entries[start...].firstIndex(of: first) {
            let range = offset..<(offset + base.entries.count)
            if range.upperBound <= fake.entries.count, matches(base, fake, at: range) {
                guard baseHasStatics else { return range }
                let rest =
                    Array(fake.entries[..<range.lowerBound]) + fake.entries[range.upperBound...]
                return FakeResolver.members(of: rest).contains(where: \.isStatic)
                    ? nil : range
            }
            start = offset + 1
        }
        return nil
    }

    /// Whether the entries of `fake` in `range` are those of `base`, with the same stems and
    /// isolation.
    private static func matches(
        _ base: PreparedFake, _ fake: PreparedFake, at range: Range<Int>
    ) -> Bool {
        guard fake.entries[range].elementsEqual(base.entries) else { return false }
        // With the same members, base stems are the same.
        if fake.stems != nil || base.stems != nil {
            guard range.map(fake.stem(at:)).elementsEqual(base.entries.indices.map(base.stem(at:)))
            else { return false }
        }
        guard !fake.outsideIsolation.isEmpty || !base.outsideIsolation.isEmpty else { return true }
        return fake.entries[range].allSatisfy { entry in
            guard case .member(let member) = entry else { return true }
            return fake.outsideIsolation[member] == base.outsideIsolation[member]
        }
    }
}
