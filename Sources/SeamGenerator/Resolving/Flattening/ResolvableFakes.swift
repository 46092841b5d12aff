/// The selected protocols' fakes, prepared, with the fake each subclasses decided
/// (``FakeInheritance``): resolves any of them on any core.
struct ResolvableFakes: Sendable {
    let prepared: [PreparedFake]
    let resolver: FakeResolver
    private let bases: [FakeInheritance.Base?]
    private let subclassed: Set<Int>

    /// Prepares to resolve `prepared`; with `subclassing` off, every fake is complete.
    init(prepared: [PreparedFake], resolver: FakeResolver, subclassing: Bool) {
        self.prepared = prepared
        self.resolver = resolver
        bases =
            subclassing
            ? FakeInheritance.bases(prepared) : Array(repeating: nil, count: prepared.count)
        subclassed = Set(bases.compactMap { $0?.index })
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
