/// What Swift rejects, or what would make a fake silently wrong, in the protocols a run fakes:
/// inheritance cycles, type alias cycles, and a protocol declared twice.
///
/// Without these checks the generator passed over each without a word: a cycle was cut where
/// the walk met a protocol again, and the second of two same-named protocols got no fake.
enum DeclarationCheck {
    /// The diagnostics for `selected` and every protocol they refine: errors for cycles, a
    /// warning for each protocol declared again under the same `#if` conditions.
    static func diagnostics(selected: [ProtocolIndex.Entry], index: ProtocolIndex) -> [Diagnostic] {
        inheritanceCycles(from: selected, index: index)
            + selected.flatMap { typeAliasCycles(in: $0.decl) }
            + duplicates(of: selected, index: index)
    }

    /// The protocols `decl` refines by an exact name: its inheritance list and `where Self: P`,
    /// compositions split.
    private static func parents(
        of decl: ProtocolDecl, index: ProtocolIndex
    ) -> [ProtocolIndex.Entry] {
        return decl.refinedTypes.flatMap(parts).compactMap {
            $0.nominalName.flatMap(index.entry(exactlyNamed:))
        }
    }

    private static func parts(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type { return parts.flatMap(Self.parts) }
        return [type]
    }

    /// One error per inheritance cycle reachable from `selected`, at the protocol where the
    /// walk entered it. The walk keeps its own stack, so a chain of any depth is fine.
    private static func inheritanceCycles(
        from selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        var finished: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for root in selected where !finished.contains(root.decl.qualifiedName) {
            // Each frame: a protocol on the current path and the parents still to visit.
            var path: [(decl: ProtocolDecl, pending: [ProtocolIndex.Entry])] = [
                (root.decl, parents(of: root.decl, index: index).reversed())
            ]
            var onPath: [String: Int] = [root.decl.qualifiedName: 0]
            while let last = path.indices.last {
                guard let next = path[last].pending.popLast() else {
                    let done = path.removeLast().decl.qualifiedName
                    onPath[done] = nil
                    finished.insert(done)
                    continue
                }
                let name = next.decl.qualifiedName
                if let start = onPath[name] {
                    let names = path[start...].map(\.decl.qualifiedName) + [name]
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "protocol '\(name)' inherits from itself: "
                                + names.joined(separator: " -> "),
                            at: path[start].decl.location))
                } else if !finished.contains(name) {
                    onPath[name] = path.count
                    path.append((next.decl, parents(of: next.decl, index: index).reversed()))
                }
            }
        }
        return diagnostics
    }

    /// One error per cycle among the type aliases `decl` declares (`typealias A = B`,
    /// `typealias B = A`), at the alias where it starts.
    private static func typeAliasCycles(in decl: ProtocolDecl) -> [Diagnostic] {
        var aliases: [(alias: TypeAliasDecl, location: SourceLocation)] = []
        collectAliases(decl.members, into: &aliases)
        guard
            aliases.count > 1
                || aliases.contains(where: { $0.alias.type.mentions([$0.alias.name]) })
        else {
            return []
        }
        let (targets, locations) = aliasTargets(aliases)
        var finished: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (alias, _) in aliases where !finished.contains(alias.name) {
            var path: [(name: String, pending: [String])] = [
                (alias.name, targets[alias.name, default: []].reversed())
            ]
            while let last = path.indices.last {
                guard let next = path[last].pending.popLast() else {
                    finished.insert(path.removeLast().name)
                    continue
                }
                if let start = path.firstIndex(where: { $0.name == next }) {
                    let cycle = path[start...].map(\.name) + [next]
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "type alias '\(next)' refers to itself: "
                                + cycle.joined(separator: " -> "),
                            at: locations[next]))
                } else if !finished.contains(next) {
                    path.append((next, targets[next, default: []].reversed()))
                }
            }
        }
        return diagnostics
    }

    /// The aliases that each of `aliases` mentions, sorted, and where each is first declared.
    private static func aliasTargets(
        _ aliases: [(alias: TypeAliasDecl, location: SourceLocation)]
    ) -> (targets: [String: [String]], locations: [String: SourceLocation]) {
        let names = Set(aliases.map(\.alias.name))
        var targets: [String: [String]] = [:]
        var locations: [String: SourceLocation] = [:]
        for (alias, location) in aliases where locations[alias.name] == nil {
            locations[alias.name] = location
            // In `typealias Handler<T> = (T) -> Void`, `T` is the parameter, not an alias `T`.
            let visible = names.subtracting(alias.genericParameters.map(\.name))
            targets[alias.name] = visible.filter { alias.type.mentions([$0]) }.sorted()
        }
        return (targets, locations)
    }

    private static func collectAliases(
        _ items: [MemberItem],
        into aliases: inout [(alias: TypeAliasDecl, location: SourceLocation)]
    ) {
        for item in items {
            switch item {
            case .member(let member):
                if case .typeAlias(let alias) = member.kind {
                    aliases.append((alias, member.location))
                }
            case .conditional(let block):
                // Branches of one `#if` may each declare the alias: only the first counts.
                if let first = block.clauses.first { collectAliases(first.items, into: &aliases) }
            }
        }
    }

    /// A warning for each source protocol declared again with the name and `#if` conditions of
    /// a selected one: only the first gets a fake.
    private static func duplicates(
        of selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        let wanted = Set(selected.map(\.decl.qualifiedName))
        var first: [String: [[String]: SourceLocation]] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in index.entries where entry.isSource && wanted.contains(entry.decl.qualifiedName)
        {
            let decl = entry.decl
            if let earlier = first[decl.qualifiedName]?[decl.conditions] {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "protocol '\(decl.qualifiedName)' is declared again; only the one at \(earlier) gets a fake",
                        at: decl.location))
            } else {
                first[decl.qualifiedName, default: [:]][decl.conditions] = decl.location
            }
        }
        return diagnostics
    }
}
