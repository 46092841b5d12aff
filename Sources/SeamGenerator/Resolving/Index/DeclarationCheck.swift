/// What Swift rejects, or what would make a fake silently wrong, in the protocols a run fakes:
/// inheritance cycles, type alias cycles, and a protocol declared twice; and refinement past
/// ``maximumRefinementDepth``, the generator's limit.
///
/// Without these checks the generator passed over each without a word: a cycle was cut where
/// the walk met a protocol again, and the second of two same-named protocols got no fake.
enum DeclarationCheck {
    /// The most levels of protocols above a faked one that the generator follows: the type
    /// nesting limit. Real hierarchies are a few levels deep; past the limit a protocol is an
    /// error, so that the walks over ancestors stay small.
    static let maximumRefinementDepth = 64

    /// The diagnostics for `selected` and every protocol they refine: errors for cycles, a
    /// warning for each protocol declared again under the same `#if` conditions. Type alias
    /// cycles are looked for only in a hierarchy without an inheritance error (acyclic, within
    /// the depth limit): fixed one at a time, the first error hides the second.
    static func diagnostics(selected: [ProtocolIndex.Entry], index: ProtocolIndex) -> [Diagnostic] {
        let inheritance = inheritanceCycles(from: selected, index: index)
        let aliases = inheritance.isEmpty ? typeAliasCycles(from: selected, index: index) : []
        return inheritance + aliases + duplicates(of: selected, index: index)
    }

    /// The protocols `decl` refines by an exact name: its inheritance list and `where Self: P`,
    /// compositions split.
    static func parents(
        of decl: ProtocolDecl, index: ProtocolIndex
    ) -> [ProtocolIndex.Entry] {
        return decl.refinedTypes.flatMap(\.compositionParts).compactMap {
            $0.nominalName.flatMap(index.entry(exactlyNamed:))
        }
    }

    /// One error per inheritance cycle reachable from `selected`, at the protocol where the
    /// walk entered it, and one at the first protocol found with more than
    /// ``maximumRefinementDepth`` levels of protocols above it.
    private static func inheritanceCycles(
        from selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        // Levels of protocols above each finished one on its longest chain of parents.
        var depth: [ExactName: Int] = [:]
        var isTooDeepReported = false
        var diagnostics: [Diagnostic] = []
        func report(_ path: [ProtocolDecl], _ again: ProtocolDecl) {
            let names = path.map(\.qualifiedName) + [again.qualifiedName]
            diagnostics.append(
                Diagnostic(
                    .error,
                    "protocol '\(again.qualifiedName)' inherits from itself: "
                        + names.joined(separator: " -> "),
                    at: path[0].location))
        }
        func finish(_ done: ProtocolDecl) {
            let name = done.qualifiedName
            let levels =
                parents(of: done, index: index).map {
                    (depth[ExactName($0.decl.qualifiedName)] ?? 0) + 1
                }.max() ?? 0
            depth[ExactName(name)] = levels
            if levels > maximumRefinementDepth, !isTooDeepReported {
                isTooDeepReported = true
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "protocol '\(name)' refines \(levels) levels of protocols; seam "
                            + "follows at most \(maximumRefinementDepth)",
                        at: done.location))
            }
        }
        // By scalars, as swiftc tells names apart (``ExactName``).
        DepthFirstWalk.walk(
            from: selected.map(\.decl), key: { ExactName($0.qualifiedName) },
            next: { parents(of: $0, index: index).map(\.decl) }, cycle: report, finish: finish)
        return diagnostics
    }

    /// A warning for each source protocol declared again with the name and `#if` conditions of
    /// a selected one: only the first gets a fake.
    private static func duplicates(
        of selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        let wanted = Set(selected.map { ExactName($0.decl.qualifiedName) })
        var first: [ExactName: [[CompilationCondition]: SourceLocation]] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in index.entries
        where entry.isSource && wanted.contains(ExactName(entry.decl.qualifiedName)) {
            let decl = entry.decl
            if let earlier = first[ExactName(decl.qualifiedName)]?[decl.conditions] {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "protocol '\(decl.qualifiedName)' is declared again; only the one at \(earlier) gets a fake",
                        at: decl.location))
            } else {
                first[ExactName(decl.qualifiedName), default: [:]][decl.conditions] =
                    decl.location
            }
        }
        return diagnostics
    }
}
