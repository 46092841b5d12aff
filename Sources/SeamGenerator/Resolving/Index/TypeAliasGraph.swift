/// The type aliases that a run's selected protocols and their ancestors declare, and which
/// aliases each one's type mentions: the graph in which ``DeclarationCheck`` looks for cycles.
///
/// A name an alias mentions means the alias its own protocol declares by that name, else the
/// one of its ancestors that its fake would use (``declarer(of:seenFrom:)``). A name that neither
/// declares ("dangling": `A { typealias X = Y }` where only `B: A` declares `Y`) means, in the
/// fake of a protocol that refines both, the `Y` that fake uses
/// (``danglingTargets(seenFrom:)``).
struct TypeAliasGraph {
    /// A type alias, named by the protocol that declares it.
    struct Node: Hashable {
        /// The qualified name of the protocol that declares it.
        var owner: String
        /// Its name.
        var name: String
    }

    /// Every alias, protocol by protocol in the order the walk met them, each in source order.
    private(set) var nodes: [Node] = []
    /// Where each alias is declared (the first declaration of its name in its protocol).
    private(set) var locations: [Node: SourceLocation] = [:]
    /// The aliases each alias mentions, sorted by name.
    private(set) var targets: [Node: [Node]] = [:]
    /// The aliases that mention a name their protocol cannot see, with those names.
    private(set) var dangling: [(node: Node, names: [String])] = []

    private var parents: [String: [String]] = [:]
    private var own: [String: Set<String>] = [:]

    /// The graph of the aliases of `selected` and every protocol they refine.
    init(selected: [ProtocolIndex.Entry], index: ProtocolIndex) {
        var declared: [(owner: String, aliases: [(TypeAliasDecl, SourceLocation)])] = []
        var pending = selected.map(\.decl).reversed() as [ProtocolDecl]
        while let decl = pending.popLast() {
            let name = decl.qualifiedName
            guard parents[name] == nil else { continue }
            let above = DeclarationCheck.parents(of: decl, index: index).map(\.decl)
            parents[name] = above.map(\.qualifiedName)
            pending += above.reversed()
            var aliases: [(TypeAliasDecl, SourceLocation)] = []
            Self.collect(decl.members, into: &aliases)
            var names: Set<String> = []
            aliases.removeAll { !names.insert($0.0.name).inserted }
            guard !aliases.isEmpty else { continue }
            own[name] = names
            declared.append((name, aliases))
        }
        let allNames = Set(own.values.joined())
        for (owner, aliases) in declared {
            for (alias, location) in aliases {
                add(alias, of: owner, at: location, among: allNames)
            }
        }
    }

    private mutating func add(
        _ alias: TypeAliasDecl, of owner: String, at location: SourceLocation,
        among allNames: Set<String>
    ) {
        let node = Node(owner: owner, name: alias.name)
        nodes.append(node)
        locations[node] = location
        // In `typealias Handler<T> = (T) -> Void`, `T` is the parameter, not an alias `T`.
        let mentioned = Self.mentionedNames(in: alias.type, among: allNames)
            .subtracting(alias.genericParameters.map(\.name)).sorted()
        var unseen: [String] = []
        for name in mentioned {
            if let declarer = declarer(of: name, seenFrom: owner) {
                targets[node, default: []].append(Node(owner: declarer, name: name))
            } else {
                unseen.append(name)
            }
        }
        if !unseen.isEmpty { dangling.append((node, unseen)) }
    }

    /// The edges the dangling names add in the fake of `selected`: each to the alias of that
    /// name that the fake uses (``declarer(of:seenFrom:)``), from the aliases of the protocols
    /// that fake is made of.
    func danglingTargets(seenFrom selected: String) -> [Node: [Node]] {
        let seen = Set(ProtocolFlattener.walkOrder(from: selected) { parents[$0, default: []] })
        var edges: [Node: [Node]] = [:]
        for (node, names) in dangling where seen.contains(node.owner) {
            for name in names {
                guard let owner = declarer(of: name, seenFrom: selected) else { continue }
                edges[node, default: []].append(Node(owner: owner, name: name))
            }
        }
        return edges
    }

    /// The protocol whose alias `name` the fake of `protocolName` uses (`nil`: none declares
    /// it), by the rule of ``ProtocolFlattener``: its walk adds a protocol's members after
    /// those of its ancestors (parents in order, each protocol once) and keeps the last alias
    /// of a name (``FlatProtocol/typeAliases``). So: the protocol's own alias, else the one of
    /// the ancestor the walk adds last (``ProtocolFlattener/walkOrder(from:parents:)``).
    ///
    /// Asked only of an acyclic hierarchy at most ``DeclarationCheck/maximumRefinementDepth``
    /// levels deep (``DeclarationCheck/diagnostics(selected:index:)``), so each walk is short.
    func declarer(of name: String, seenFrom protocolName: String) -> String? {
        ProtocolFlattener.walkOrder(from: protocolName) { parents[$0, default: []] }
            .last { own[$0, default: []].contains(name) }
    }

    /// The names among `names` that `type` mentions as a bare type name (`T`, `[T]`,
    /// `T.Element`), found in one walk of the type.
    private static func mentionedNames(in type: TypeRef, among names: Set<String>) -> Set<String> {
        var mentioned: Set<String> = []
        _ = type.contains { part in
            if case .named(let components) = part, let first = components.first?.name,
                names.contains(first)
            {
                mentioned.insert(first)
            }
            return false
        }
        return mentioned
    }

    private static func collect(
        _ items: [MemberItem], into aliases: inout [(TypeAliasDecl, SourceLocation)]
    ) {
        for item in items {
            switch item {
            case .member(let member):
                if case .typeAlias(let alias) = member.kind {
                    aliases.append((alias, member.location))
                }
            case .conditional(let block):
                // Branches of one `#if` may each declare the alias: only the first counts.
                if let first = block.clauses.first { collect(first.items, into: &aliases) }
            }
        }
    }
}
