/// The fakes that others may subclass (``FakeInheritance``), and what bounds the search for a
/// fake's base, so that the fakes of a refinement chain of N protocols do not each look at
/// every ancestor's name: N²/2 names in all.
struct BaseCandidates {
    /// The offsets of the fakes others may subclass, by their protocol's name.
    private(set) var byName: [String: [Int]] = [:]
    /// The number of entries of each fake, by offset.
    let counts: [Int]
    /// For each fake, a fake of the protocol whose list of protocols its own continues
    /// (``ProtocolList/continues(_:)``): its sole parent, whose walk its walk took in.
    private(set) var parent: [Int?] = []
    /// For each fake, the most entries of a candidate named after its own name in its list of
    /// protocols (its ancestors), or 0 when none is.
    private(set) var mostBelow: [Int] = []

    /// The candidates among `fakes`.
    init(_ fakes: [PreparedFake]) {
        counts = fakes.map(\.entries.count)
        var all: [String: [Int]] = [:]
        for (offset, fake) in fakes.enumerated() {
            all[fake.entry.decl.name, default: []].append(offset)
            if FakeInheritance.canBeBase(fake) {
                byName[fake.entry.decl.name, default: []].append(offset)
            }
        }
        parent = fakes.map { fake in
            let protocols = fake.flat.protocols
            guard let name = protocols.dropFirst().first(where: { _ in true }) else { return nil }
            return all[name]?.first { protocols.continues(fakes[$0].flat.protocols) }
        }
        mostBelow = Array(repeating: 0, count: fakes.count)
        // A parent's list is one shorter than its child's: parents come first.
        let order = fakes.indices.sorted {
            fakes[$0].flat.protocols.count < fakes[$1].flat.protocols.count
        }
        for offset in order {
            if let parent = parent[offset] {
                mostBelow[offset] = max(
                    most(named: fakes[parent].entry.decl.name), mostBelow[parent])
            } else {
                mostBelow[offset] =
                    fakes[offset].flat.protocols.dropFirst().map(most(named:)).max() ?? 0
            }
        }
    }

    /// The most entries of a candidate named `name`, or 0.
    private func most(named name: String) -> Int {
        (byName[name] ?? []).map { counts[$0] }.max() ?? 0
    }
}
