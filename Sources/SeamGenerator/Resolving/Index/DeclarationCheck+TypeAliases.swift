/// Type alias cycles: within one protocol (`typealias X = Y`, `typealias Y = [X]`) and across
/// a protocol and the protocols it refines (`A { typealias X = Y }`, `B: A { typealias Y = [X] }`).
extension DeclarationCheck {
    private typealias Node = TypeAliasGraph.Node

    /// One error per cycle among the type aliases of `selected` and the protocols they refine,
    /// at the alias where the walk entered it (see ``TypeAliasGraph`` for what a name means).
    ///
    /// One walk of the graph finds every cycle unless an alias mentions a name its protocol
    /// cannot see; only then is the graph walked again for each selected protocol, with the
    /// edges such names take in its fake.
    static func typeAliasCycles(
        from selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        let graph = TypeAliasGraph(selected: selected, index: index)
        var reported: Set<Set<Node>> = []
        var diagnostics = cycles(
            in: graph, from: graph.nodes, along: graph.targets, reported: &reported)
        guard !graph.dangling.isEmpty else { return diagnostics }
        for entry in selected {
            let added = graph.danglingTargets(seenFrom: entry.decl.qualifiedName)
            guard !added.isEmpty else { continue }
            let targets = graph.targets.merging(added) { $0 + $1 }
            // From the aliases that mention what their protocol cannot see: the error is there,
            // whichever protocols are selected.
            diagnostics += cycles(
                in: graph, from: graph.dangling.map(\.node) + graph.nodes, along: targets,
                reported: &reported)
        }
        return diagnostics
    }

    /// The errors for the cycles along `targets`, walked from `roots` in order, that
    /// `reported` does not hold yet.
    private static func cycles(
        in graph: TypeAliasGraph, from roots: [Node], along targets: [Node: [Node]],
        reported: inout Set<Set<Node>>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ path: [Node], _ again: Node) {
            let cycle = path + [again]
            guard reported.insert(Set(cycle)).inserted else { return }
            diagnostics.append(
                Diagnostic(
                    .error, "type alias '\(again.name)' refers to itself: " + spelled(cycle),
                    at: graph.locations[again]))
        }
        DepthFirstWalk.walk(
            from: roots, key: { $0 }, next: { targets[$0, default: []] }, cycle: report)
        return diagnostics
    }

    /// `X -> Y -> X` for a cycle within one protocol, `A.X -> B.Y -> A.X` across protocols.
    private static func spelled(_ cycle: [Node]) -> String {
        let across = Set(cycle.map(\.owner)).count > 1
        return cycle.map { across ? "\($0.owner).\($0.name)" : $0.name }.joined(separator: " -> ")
    }
}
