/// The selected protocols' fakes, prepared, with the fake each subclasses decided
/// (``FakeInheritance``): resolves any of them on any core.
struct ResolvableFakes: Sendable {
    let prepared: [PreparedFake]
    let resolver: FakeResolver
    private let bases: [FakeInheritance.Base?]
    private let subclassed: Set<Int>
    /// The steps deciding the bases took (``FakeInheritance/bases(_:steps:)``).
    private(set) var baseSteps = 0

    /// Prepares to resolve `prepared`; with `subclassing` off, every fake is complete.
    init(prepared: [PreparedFake], resolver: FakeResolver, subclassing: Bool) {
        self.prepared = prepared
        self.resolver = resolver
        var steps = 0
        bases =
            subclassing
            ? FakeInheritance.bases(prepared, steps: &steps)
            : Array(repeating: nil, count: prepared.count)
        baseSteps = steps
        subclassed = Set(bases.compactMap { $0?.index })
    }

    /// The work of the stages after flattening, in steps (``ResolveWork/steps``): preparing
    /// (``PreparedFake/prepareSteps``), deciding the bases, and each entry a fake implements
    /// itself.
    var steps: Int {
        prepared.indices.reduce(baseSteps) { steps, offset in
            let fake = prepared[offset]
            return steps + fake.prepareSteps + fake.entries.count
                - (bases[offset]?.range.count ?? 0)
        }
    }

    /// The fake at `offset` of `prepared`, with its warnings: without what its base
    /// implements, and related to the fakes it subclasses or that subclass it.
    func resolve(_ offset: Int) -> (FakeModel, [Diagnostic]) {
        let base = bases[offset]
        var (model, warnings) = resolver.resolve(prepared[offset], leavingOut: base?.range)
        model.superclass = base.map { prepared[$0.index].name } ?? ""
        model.baseProtocol = base.map { FakeResolver.conformanceName(prepared[$0.index]) } ?? ""
        model.isSubclassed = subclassed.contains(offset)
        return (model, warnings)
    }
}
