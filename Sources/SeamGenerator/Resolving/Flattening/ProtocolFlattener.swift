/// A protocol with its inherited protocols folded in: every requirement a fake implements.
struct FlatProtocol: Sendable, Equatable {
    /// A member, or a line of an `#if` block around members.
    enum Entry: Sendable, Hashable {
        /// `#if`, `#elseif`, `#else` or `#endif` with its condition.
        case directive(ConditionalDirective)
        /// A requirement.
        case member(Member)
    }

    /// The requirements, ancestors first, each once, with `#if` lines kept.
    var entries: [Entry] = []
    /// Associated types in first-declaration order; a redeclaration adds its constraints.
    var associatedTypes: [AssociatedTypeDecl] = []
    /// Type aliases declared in the protocols (`typealias Context = Responder.Context`).
    var typeAliases: [String: TypeRef] = [:]
    /// `where` clauses of the protocol and its ancestors.
    var whereClause: [GenericRequirement] = []
    /// Standard protocols met in the inheritance graph (`Equatable`, `Sendable`, `Actor`).
    var standard: Set<KnownStandardProtocol> = []
    /// Attributes of the protocol and its ancestors (`@MainActor`), each once, in visiting
    /// order.
    var attributes: [Attribute] = []
    /// The simple names of the protocol and of every ancestor found, in visiting order.
    var protocols: [String] = []
    /// Inherited protocols that were found nowhere.
    var unknown: [String] = []
    /// Inherited standard-library protocols whose requirements a fake does not write
    /// (``UnwrittenStandardProtocols``), such as `Numeric` or `Collection`.
    var unwritten: [String] = []
    /// Whether the protocol or an ancestor is `AnyObject` or `Actor`.
    var isClassBound = false
    /// Requirements declared in a protocol with no actor isolation (no global actor, does not
    /// refine `Actor`), such as `CustomStringConvertible.description`: an isolated fake
    /// implements the synchronous ones `nonisolated`.
    var unisolated: Set<Member> = []
    /// Properties a refinement restates with narrower effects (`{ get throws }` as `{ get }`):
    /// the fake cannot forward them, since Swift 6.3 crashes compiling a read of one through
    /// a value of the refining protocol declared in another file.
    var narrowedProperties: Set<String> = []
    /// Modules the fake needs for the ancestors' types: their files' imports, and the module
    /// of each reference-source ancestor (`Sources/<Module>/...`).
    var imports: [ImportDecl] = []
    /// The `#if` blocks that declare an associated type in two branches, in source order.
    var associatedTypeChoices: [AssociatedTypeChoice] = []
    /// The `#if` blocks among the requirements whose conditions read a custom flag
    /// (`#if Loading`), which the fake repeats as written, in source order.
    var customConditions: [CustomCondition] = []
    /// The condition under which this is the protocol (``branches(modules:)``), or `nil`.
    var branchCondition: CompilationCondition?
    /// The module whose names its requirements write qualified (``ModuleQualifier``), so the
    /// fake's conformance does too; empty for most.
    var qualifyingModule = ""
}

/// Folds a protocol's inherited protocols into one list of requirements.
struct ProtocolFlattener {
    let index: ProtocolIndex
    /// The qualified names of the protocols walked, and the unknown names recorded.
    var visited: Set<String> = []
    /// Members met so far by display name (`route(to:)`): a same-named member from another
    /// protocol is dropped only when it is the same declaration, and only names are hashed.
    var seenMembers: [String: [Member]] = [:]
    /// What the walk has found so far.
    var result = FlatProtocol()
    /// Whether the protocol whose members are being added has no actor isolation.
    private(set) var addsUnisolated = false
    /// Whether the flattened protocol is isolated, so that `unisolated` matters: only then
    /// are members hashed into it (hashing every member of every protocol cost 5% of a run).
    var tracksUnisolated = false
    /// Isolation of the protocols met so far, by qualified name.
    var isolation: [String: Bool] = [:]
    /// Class-boundness of the protocols met so far, by qualified name.
    var classBound: [String: Bool] = [:]
    /// Whether the protocol whose members are being added is class-bound: its setters are
    /// `nonmutating`, so a spy assigns its real instance through a `let`.
    private(set) var addsClassBound = false

    /// Creates a flattener over `index`.
    init(index: ProtocolIndex) { self.index = index }

    /// The flattened requirements of `decl`.
    static func flatten(_ decl: ProtocolDecl, index: ProtocolIndex) -> FlatProtocol {
        var flattener = ProtocolFlattener(index: index)
        flattener.walk(decl)
        flattener.addIdentifiableID(at: decl.location)
        ConstrainedIterators.apply(to: &flattener.result)
        return flattener.result
    }

    /// Walks `decl` and all its ancestors, as the root of the walk.
    mutating func walk(_ decl: ProtocolDecl) {
        tracksUnisolated = isIsolated(decl)
        visit(decl)
    }

    /// `Identifiable where ID == UUID`: a class's default `id` (an `ObjectIdentifier`) no
    /// longer satisfies it, so the fake implements `var id: UUID { get }`, unless a protocol
    /// declares `id` itself.
    mutating func addIdentifiableID(at location: SourceLocation) {
        guard result.standard.contains(.identifiable), seenMembers["id"] == nil else { return }
        for case .sameType(let left, let right) in result.whereClause {
            guard let name = left.nominalName, name == "ID" || name == "Self.ID" else { continue }
            let id = Member(
                kind: .property(PropertyDecl(name: "id", type: right)), location: location)
            seenMembers["id"] = [id]
            result.entries.append(.member(id))
            if tracksUnisolated { result.unisolated.insert(id) }
            return
        }
    }

    /// The module of a file under `Sources/<Module>/`, or `nil`.
    static func module(of path: String) -> String? {
        let components = Path.parts(of: path)
        guard let index = components.lastIndex(of: "Sources"), index + 2 < components.count else {
            return nil
        }
        return String(components[index + 1])
    }

    /// One step of the walk over a protocol's ancestors.
    enum Step {
        /// A type of an inheritance list or of a `where Self: P` requirement.
        case inherited(TypeRef)
        /// Another requirement of a `where` clause.
        case requirement(GenericRequirement)
    }

    /// Visits `root` and its ancestors depth first, each once, adding a protocol's members
    /// after those of the protocols it refines. The walk keeps its own stack, so a refinement
    /// chain of any depth takes no more than a few frames of the thread's stack.
    mutating func visit(_ root: ProtocolDecl) {
        guard let first = begin(root) else { return }
        var stack: [(decl: ProtocolDecl, steps: [Step])] = [(root, first)]
        while let last = stack.indices.last {
            guard let step = stack[last].steps.popLast() else {
                finish(stack.removeLast().decl)
                continue
            }
            switch step {
            case .requirement(let requirement):
                result.whereClause.append(requirement)
            case .inherited(.composition(let parts)):
                stack[last].steps += parts.reversed().map(Step.inherited)
            case .inherited(let type):
                guard let entry = visitInherited(type) else { continue }
                addImports(of: entry)
                if let steps = begin(entry.decl) { stack.append((entry.decl, steps)) }
            }
        }
    }

    /// Adds the modules an inherited protocol's requirements need: its file's imports, and
    /// the module of a reference-source protocol.
    mutating func addImports(of entry: ProtocolIndex.Entry) {
        result.imports += entry.imports
        if !entry.isSource, let module = entry.referenceModule {
            result.imports.append(ImportDecl(module: module))
        }
    }

    /// Marks `decl` visited and returns the steps of its inheritance list and `where` clause,
    /// last first, or `nil` when it was visited before.
    mutating func begin(_ decl: ProtocolDecl) -> [Step]? {
        guard visited.insert(decl.qualifiedName).inserted else { return nil }
        result.protocols.append(decl.name)
        let requirements = decl.whereClause.map { requirement -> Step in
            if case .conformance(let subject, let constraint) = requirement,
                subject.nominalName == "Self"
            {
                return .inherited(constraint)
            }
            return .requirement(requirement)
        }
        return (decl.inherited.map(Step.inherited) + requirements).reversed()
    }

    /// Adds what `decl` itself declares, once its ancestors are in.
    mutating func finish(_ decl: ProtocolDecl) {
        // Each once: a chain of `@MainActor` protocols would copy a longer list at each step.
        for attribute in decl.attributes where !result.attributes.contains(attribute) {
            result.attributes.append(attribute)
        }
        addsUnisolated = tracksUnisolated && !isIsolated(decl)
        addsClassBound = isClassBound(decl)
        add(decl.members)
    }

    /// Records a standard or unknown inherited protocol; returns the entry of a known one,
    /// for the walk to visit.
    mutating func visitInherited(_ type: TypeRef) -> ProtocolIndex.Entry? {
        guard var name = type.nominalName else { return nil }
        if name.hasPrefix("Swift.") || name.hasPrefix("Foundation.")
            || name.hasPrefix("_Concurrency.")
        {
            name = String(name.split(separator: ".").last ?? "")
        }
        if let known = KnownStandardProtocol(rawValue: name) {
            result.standard.formUnion(known.withImplied)
            if known.makesClassBound { result.isClassBound = true }
        } else if let entry = index.entry(named: name) {
            // `AsyncSequence<String, Never>`: the arguments pin the primary associated types.
            if case .named(let components) = type, let arguments = components.last?.genericArguments
            {
                for (primary, argument) in zip(entry.decl.primaryAssociatedTypes, arguments) {
                    result.whereClause.append(
                        .sameType(.named([TypeComponent(name: primary)]), argument))
                }
            }
            return entry
        } else if visited.insert(name).inserted {
            if UnwrittenStandardProtocols.names.contains(name) {
                result.unwritten.append(name)
            } else {
                result.unknown.append(name)
            }
        }
        return nil
    }

    private mutating func add(_ items: [MemberItem]) {
        for item in items {
            switch item {
            case .member(let member):
                add(member)
            case .conditional(let block):
                if let choice = AssociatedTypeChoice(block) {
                    result.associatedTypeChoices.append(choice)
                } else if let custom = CustomCondition(block) {
                    result.customConditions.append(custom)
                }
                for clause in block.clauses {
                    result.entries.append(.directive(clause.directive))
                    add(clause.items)
                }
                result.entries.append(.directive(.endif))
            }
        }
    }

    private mutating func add(_ member: Member) {
        var member = member
        if addsClassBound { Self.makeSetterNonmutating(&member) }
        switch member.kind {
        case .associatedType(let associated):
            if let index = result.associatedTypes.firstIndex(where: { $0.name == associated.name })
            {
                var merged = result.associatedTypes[index]
                merged.inherited += associated.inherited.filter { !merged.inherited.contains($0) }
                merged.whereClause += associated.whereClause
                merged.defaultType = merged.defaultType ?? associated.defaultType
                result.associatedTypes[index] = merged
            } else {
                result.associatedTypes.append(associated)
            }
        case .typeAlias(let alias):
            if alias.genericParameters.isEmpty { result.typeAliases[alias.name] = alias.type }
        default:
            let name = MemberNamer.displayName(of: member)
            if let seen = seenMembers[name],
                let index = seen.firstIndex(where: { Self.isSame($0, member) })
            {
                if addsUnisolated { result.unisolated.insert(seen[index]) }
                merge(seen[index], with: member, name: name, at: index)
                return
            }
            if case .property(let restated) = member.kind, let seen = seenMembers[name],
                let index = seen.firstIndex(where: {
                    // A static property is another requirement than an instance one (issue 29).
                    if case .property = $0.kind { $0.isStatic == member.isStatic } else { false }
                })
            {
                restate(seen[index], as: restated.type, name: name, at: index)
                merge(seenMembers[name]![index], with: member, name: name, at: index)
                return
            }
            seenMembers[name, default: []].append(member)
            result.entries.append(.member(member))
            if addsUnisolated { result.unisolated.insert(member) }
        }
    }
}
