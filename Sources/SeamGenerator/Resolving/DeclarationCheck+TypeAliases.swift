/// Type alias cycles: within one protocol (`typealias X = Y`, `typealias Y = [X]`) and across
/// a protocol and the protocols it refines (`A { typealias X = Y }`, `B: A { typealias Y = [X] }`).
extension DeclarationCheck {
    /// A type alias, named by the protocol that declares it.
    private struct AliasNode: Hashable {
        var owner: String
        var name: String
    }

    /// A type alias a protocol declares, and where.
    private struct DeclaredAlias {
        var alias: TypeAliasDecl
        var location: SourceLocation
    }

    /// The type aliases of the protocols a check looks at, one list per protocol.
    private struct AliasScope {
        /// The protocols, nearest first, each with the aliases it declares (first of a name).
        var protocols: [(name: String, aliases: [DeclaredAlias])]
    }

    /// One error per cycle among the type aliases of `selected` and the protocols they refine,
    /// at the alias where the walk entered it. A name an alias mentions means the alias of that
    /// name its own protocol declares, else the nearest one the selected protocol or its
    /// ancestors declare: in the fake they share one scope.
    ///
    /// Each protocol is checked on its own; only when an alias mentions an alias of another
    /// protocol is each selected protocol checked again with its ancestors.
    static func typeAliasCycles(
        from selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [Diagnostic] {
        let declared = aliasesOfReachableProtocols(from: selected, index: index)
        let names = Set(declared.flatMap { $0.aliases.map(\.alias.name) })
        let crosses = declared.contains { _, aliases in
            let own = Set(aliases.map(\.alias.name))
            return aliases.contains { $0.alias.type.mentions(names.subtracting(own)) }
        }
        var scopes = declared.map { AliasScope(protocols: [$0]) }
        if crosses {
            let byName = Dictionary(declared, uniquingKeysWith: { first, _ in first })
            scopes += selected.map { entry in
                AliasScope(
                    protocols: ancestry(of: entry.decl, index: index).map {
                        ($0, byName[$0, default: []])
                    })
            }
        }
        var reported: Set<Set<AliasNode>> = []
        return scopes.flatMap { cycles(in: $0, reported: &reported) }
    }

    /// The aliases each protocol reachable from `selected` declares (the first of each name),
    /// by qualified name, in the order the walk meets them; only protocols that declare one.
    private static func aliasesOfReachableProtocols(
        from selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) -> [(name: String, aliases: [DeclaredAlias])] {
        var seen: Set<String> = []
        var declared: [(name: String, aliases: [DeclaredAlias])] = []
        for root in selected {
            var pending = [root.decl]
            while let decl = pending.popLast() {
                guard seen.insert(decl.qualifiedName).inserted else { continue }
                var aliases: [DeclaredAlias] = []
                collectAliases(decl.members, into: &aliases)
                var names: Set<String> = []
                aliases.removeAll { !names.insert($0.alias.name).inserted }
                if !aliases.isEmpty { declared.append((decl.qualifiedName, aliases)) }
                pending += parents(of: decl, index: index).map(\.decl).reversed()
            }
        }
        return declared
    }

    /// `decl` and every protocol it refines, nearest first, each once.
    private static func ancestry(of decl: ProtocolDecl, index: ProtocolIndex) -> [String] {
        var order: [String] = []
        var seen: Set<String> = [decl.qualifiedName]
        var level = [decl]
        while !level.isEmpty {
            order += level.map(\.qualifiedName)
            level = level.flatMap { parents(of: $0, index: index).map(\.decl) }
                .filter { seen.insert($0.qualifiedName).inserted }
        }
        return order
    }

    /// The errors for the cycles in `scope` that `reported` does not hold yet.
    private static func cycles(
        in scope: AliasScope, reported: inout Set<Set<AliasNode>>
    ) -> [Diagnostic] {
        let (targets, locations) = aliasTargets(scope)
        let roots = scope.protocols.flatMap { owner in
            owner.aliases.map { AliasNode(owner: owner.name, name: $0.alias.name) }
        }
        var finished: Set<AliasNode> = []
        var diagnostics: [Diagnostic] = []
        for root in roots where !finished.contains(root) {
            var path: [(node: AliasNode, pending: [AliasNode])] = [
                (root, targets[root, default: []].reversed())
            ]
            while let last = path.indices.last {
                guard let next = path[last].pending.popLast() else {
                    finished.insert(path.removeLast().node)
                    continue
                }
                if let start = path.firstIndex(where: { $0.node == next }) {
                    let cycle = path[start...].map(\.node) + [next]
                    guard reported.insert(Set(cycle)).inserted else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .error, "type alias '\(next.name)' refers to itself: " + spelled(cycle),
                            at: locations[next]))
                } else if !finished.contains(next) {
                    path.append((next, targets[next, default: []].reversed()))
                }
            }
        }
        return diagnostics
    }

    /// `X -> Y -> X` for a cycle within one protocol, `A.X -> B.Y -> A.X` across protocols.
    private static func spelled(_ cycle: [AliasNode]) -> String {
        let across = Set(cycle.map(\.owner)).count > 1
        return cycle.map { across ? "\($0.owner).\($0.name)" : $0.name }.joined(separator: " -> ")
    }

    /// The aliases each alias of `scope` mentions, sorted, and where each is declared.
    private static func aliasTargets(
        _ scope: AliasScope
    ) -> (targets: [AliasNode: [AliasNode]], locations: [AliasNode: SourceLocation]) {
        var nearest: [String: String] = [:]
        for (owner, aliases) in scope.protocols {
            for declared in aliases where nearest[declared.alias.name] == nil {
                nearest[declared.alias.name] = owner
            }
        }
        let names = Set(nearest.keys)
        var targets: [AliasNode: [AliasNode]] = [:]
        var locations: [AliasNode: SourceLocation] = [:]
        for (owner, aliases) in scope.protocols {
            let own = Set(aliases.map(\.alias.name))
            for declared in aliases {
                let alias = declared.alias
                let node = AliasNode(owner: owner, name: alias.name)
                locations[node] = declared.location
                // In `typealias Handler<T> = (T) -> Void`, `T` is the parameter, not an alias `T`.
                let visible = names.subtracting(alias.genericParameters.map(\.name))
                guard alias.type.mentions(visible) else { continue }
                targets[node] = visible.filter { alias.type.mentions([$0]) }.sorted().map {
                    AliasNode(
                        owner: own.contains($0) ? owner : nearest[$0, default: owner], name: $0)
                }
            }
        }
        return (targets, locations)
    }

    private static func collectAliases(_ items: [MemberItem], into aliases: inout [DeclaredAlias]) {
        for item in items {
            switch item {
            case .member(let member):
                if case .typeAlias(let alias) = member.kind {
                    aliases.append(DeclaredAlias(alias: alias, location: member.location))
                }
            case .conditional(let block):
                // Branches of one `#if` may each declare the alias: only the first counts.
                if let first = block.clauses.first { collectAliases(first.items, into: &aliases) }
            }
        }
    }
}
