/// The fakes that others may subclass (``FakeInheritance``), by their protocol's name.
struct BaseCandidates {
    /// The offsets of the fakes others may subclass, by their protocol's name.
    private(set) var byName: [String: [Int]] = [:]
    /// The number of entries of each fake, by offset.
    let counts: [Int]

    /// The candidates among `fakes`.
    init(_ fakes: [PreparedFake]) {
        counts = fakes.map(\.entries.count)
        for (offset, fake) in fakes.enumerated() where FakeInheritance.canBeBase(fake) {
            byName[fake.entry.decl.name, default: []].append(offset)
        }
    }
}
