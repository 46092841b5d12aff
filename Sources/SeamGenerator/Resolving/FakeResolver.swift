/// Turns a protocol into a ``FakeModel``: folds in inherited requirements, names every
/// member, and decides the fake's kind, isolation and locking.
struct FakeResolver {
    /// Every parsed protocol.
    let index: ProtocolIndex
    /// Fake type names by protocol name (qualified and simple), for default return values.
    let fakes: [String: String]
    /// The access level of the fakes' visible declarations.
    let accessLevel: AccessLevel
    /// Type aliases of function types declared in the sources and reference sources.
    var closureAliases: Set<String> = []
    /// Source files of modules built with `NonisolatedNonsendingByDefault` (see ``NonsendingDefault``).
    var nonsendingFiles: Set<String> = []
    /// Whether fakes can be spies (``GenerationRequest/makesSpies``).
    var makesSpies = true

    /// The fake's name for `decl`: `Fake` plus the qualified name without dots.
    static func fakeName(for decl: ProtocolDecl) -> String {
        "Fake" + decl.qualifiedName.split(separator: ".").joined()
    }

    /// What the fake for `entry` is made of, before its members are resolved: enough to
    /// decide whether it subclasses another fake (``FakeInheritance``). `partners` pins
    /// associated types to other fakes (``PartnerFakes``).
    func prepare(
        _ entry: ProtocolIndex.Entry, flat: FlatProtocol, partners: [String: TypeRef] = [:]
    ) -> PreparedFake {
        let decl = entry.decl
        let name = Self.fakeName(for: decl)
        let associated = AssociatedTypeResolver(
            flat, fakeName: name, protocolName: decl.qualifiedName, partners: partners)
        let isActor = flat.standard.contains("Actor")
        let globalActor =
            isActor ? "" : Self.globalActor(in: flat.attributes, declared: index.globalActors)
        let isSendable = !isActor && globalActor.isEmpty && flat.standard.contains("Sendable")
        let entries = flat.entries.filter { entry in
            guard case .member(let member) = entry else { return true }
            return !DefaultedRequirements.isLeftOut(
                member, flat: flat, isGeneric: !associated.genericNames.isEmpty, index: index)
        }
        let members = Self.members(of: entries)
        let mentionsSelf = members.contains { Self.mentionsSelf($0) }
        let context = ResolutionContext(
            fakeName: name, hasSendableHandlers: isSendable,
            canSpy: makesSpies && !isActor && flat.associatedTypes.isEmpty && !mentionsSelf,
            isActor: isActor, isClassBound: flat.isClassBound || isActor,
            fakes: Self.qualified(fakes: fakes, flat.qualifyingModule),
            aliases: associated.pinned, genericNames: associated.genericNames,
            closureAliases: closureAliases,
            globalActor: globalActor, noncopyableTypes: index.noncopyableTypes,
            scopeNames: Self.qualified(index.scopeNames(for: decl.parents), flat.qualifyingModule),
            typeAliases: flat.typeAliases.filter { $0.value.mentions(associated.genericNames) })
        let outsideIsolation =
            isActor || !globalActor.isEmpty
            ? Self.outsideIsolation(
                members, flat.unisolated, isActor: isActor, globalActor: globalActor,
                declared: index.globalActors)
            : Self.isolatedAsyncMembers(members, declared: index.globalActors)
        var conformances = Self.conformances(flat.standard)
        if members.contains(where: Self.isEqualityOperator) { conformances.remove(.equatable) }
        // A restated `hash(into:)` is the protocol's member, stubbed like the others.
        if members.contains(where: Self.isHashInto) { conformances.remove(.hashable) }
        var stems = MemberNamer.stems(for: members).makeIterator()
        let entryStems = entries.map { entry -> String in
            if case .member = entry { return stems.next()! }
            return ""
        }
        return PreparedFake(
            entry: entry, flat: flat, name: name, associated: associated, entries: entries,
            stems: entryStems,
            context: context, outsideIsolation: outsideIsolation, conformances: conformances,
            mentionsSelf: mentionsSelf)
    }

    /// The fake `prepared` describes, with warnings about inherited protocols that were not
    /// found, leaving out the entries at `inherited` (those its base fake implements, see
    /// ``FakeInheritance``).
    func resolve(
        _ prepared: PreparedFake, leavingOut inherited: Range<Int>? = nil
    ) -> (FakeModel, [Diagnostic]) {
        let decl = prepared.entry.decl
        let context = prepared.context
        var entries = prepared.entries
        var stems = prepared.stems
        if let inherited {
            // Copies only what is left: a fake deep in a refinement chain inherits most.
            entries = Array(entries[..<inherited.lowerBound]) + entries[inherited.upperBound...]
            stems = Array(stems[..<inherited.lowerBound]) + stems[inherited.upperBound...]
        }
        let (items, blocked) = items(
            entries, stems: stems, context: context, outsideIsolation: prepared.outsideIsolation)
        let outline = FakeOutline(
            protocolName: Self.conformanceName(prepared), declaredName: decl.qualifiedName,
            name: prepared.name, access: accessLevel,
            globalActor: context.globalActor,
            isSendable: !context.isActor && context.hasSendableHandlers,
            items: items,
            hasStatics: Self.members(of: entries).contains(where: \.isStatic),
            sourcePath: decl.location.file,
            sourceImports: prepared.entry.imports + prepared.flat.imports,
            isPublic: decl.accessLevel == "public" || decl.accessLevel == "open",
            condition: Self.condition(
                PortableCondition.of(decl.conditions), prepared.flat.branchCondition))
        var model = FakeModel(
            outline: outline, isActor: context.isActor,
            genericClause: prepared.associated.genericClause,
            whereClause: prepared.associated.whereClause,
            typeAliases: prepared.associated.typeAliases.map {
                FakeField(name: $0.name, type: $0.type, initial: "")
            },
            canSpy: context.canSpy, conformances: prepared.conformances,
            deprecations: Self.deprecations(decl.attributes).map(\.description))
        let names = Set(
            Self.members(of: prepared.entries).compactMap { member -> String? in
                switch member.kind {
                case .property(let property): property.name
                case .function(let function): function.name
                default: nil
                }
            })
        model.realInstance = Self.ownName("forwardee", avoiding: names)
        model.resetName = Self.ownName("resetStaticState", avoiding: names)
        var warnings = prepared.flat.unknown.map {
            Diagnostic(
                .warning,
                "inherited protocol '\($0)' of '\(decl.qualifiedName)' was not found "
                    + "in sources or reference sources; its requirements are not implemented",
                at: decl.location)
        }
        warnings += Self.members(of: entries).filter(Self.hasParameterPack).map { member in
            Diagnostic(
                .warning,
                "'\(MemberNamer.displayName(of: member))' of '\(decl.qualifiedName)' uses a "
                    + "parameter pack: \(prepared.name) counts its calls and forwards them, but records no "
                    + "arguments and cannot be stubbed", at: member.location)
        }
        return (
            model,
            warnings
                + blocked.map {
                    Self.blockedSetWarning($0, fake: prepared.name, protocol: decl.name)
                }
        )
    }

    /// The `@available` attributes among `attributes` that deprecate what they mark, on every
    /// platform (`@available(*, deprecated)`) or on some (`@available(iOS, deprecated: 16)`).
    static func deprecations(_ attributes: [Attribute]) -> [Attribute] {
        attributes.filter { attribute in
            guard attribute.name == "available", let arguments = attribute.arguments else {
                return false
            }
            return arguments.split(separator: ",").contains { argument in
                let word = argument.split(separator: ":").first?.filter { !$0.isWhitespace }
                return word == "deprecated"
            }
        }
    }

    /// The warning that the spy `fake` keeps sets of `member` to itself (``SpySetter/blocked``).
    static func blockedSetWarning(
        _ member: Member, fake: String, protocol name: String
    ) -> Diagnostic {
        let shown = MemberNamer.displayName(of: member)
        return Diagnostic(
            .warning,
            "spy \(fake)(forwardingTo:) cannot forward sets of '\(shown)': '\(name)' is not "
                + "class-bound, so the real instance may be a value; once set, '\(shown)' reads from "
                + "its stub (make '\(name)' refine AnyObject to forward them)",
            at: member.location)
    }

    /// The items of `entries`, whose members have the stems at the same offsets of `stems`,
    /// and the members whose sets a spy cannot forward (``SpySetter/blocked``).
    private func items(
        _ entries: [FlatProtocol.Entry], stems: [String], context: ResolutionContext,
        outsideIsolation: [Member: MemberIsolation]
    ) -> (items: [FakeItem], blocked: [Member]) {
        let resolver = MemberResolver(context: context)
        var blocked: [Member] = []
        let items = zip(entries, stems).compactMap { entry, stem -> FakeItem? in
            switch entry {
            case .directive(let keyword, let condition):
                return .directive(keyword: keyword, condition: condition)
            case .member(let original):
                var member = GenericRenamer.renamed(original, avoiding: context.genericNames)
                member = GenericRenamer.qualified(member, context.scopeNames)
                member = GenericRenamer.substituted(member, context.typeAliases)
                member = NonsendingDefault.marked(member, files: nonsendingFiles)
                guard let isolation = outsideIsolation[original] else {
                    let item = resolver.resolve(member, stem: stem)
                    if item?.spySetter == .blocked { blocked.append(original) }
                    // In a fake with no isolation it runs on its caller's actor, as required.
                    return original.modifiers.contains("nonisolated(nonsending)")
                        ? item.map(Self.declaredNonsending) : item
                }
                return MemberResolver(context: Self.context(context, outside: isolation))
                    .resolve(member, stem: stem).map { Self.isolated($0, isolation) }
            }
        }
        return (items, blocked)
    }

    /// The protocol as the fake's conformance writes it: qualified with its module when its
    /// requirements are (``ModuleQualifier``).
    static func conformanceName(_ prepared: PreparedFake) -> String {
        let module = prepared.flat.qualifyingModule
        let name = prepared.entry.decl.qualifiedName
        return module.isEmpty ? name : "\(module).\(name)"
    }

    /// `names`' values written with `module` first (`Outer.Inner` -> `M.Outer.Inner`), or
    /// `names` when `module` is empty.
    private static func qualified(_ names: [String: String], _ module: String) -> [String: String] {
        module.isEmpty ? names : names.mapValues { "\(module).\($0)" }
    }

    /// `fakes` also by the protocols' names qualified with `module` (`M.Router`), which the
    /// members of a qualified fake use.
    private static func qualified(fakes: [String: String], _ module: String) -> [String: String] {
        guard !module.isEmpty else { return fakes }
        var all = fakes
        for (name, fake) in fakes { all["\(module).\(name)"] = fake }
        return all
    }

    /// The fake's condition: the portable part of its protocol's and the branch's
    /// (``FlatProtocol/branchCondition``), either of which may be empty.
    static func condition(_ portable: String, _ branch: String) -> String {
        guard !portable.isEmpty, !branch.isEmpty else { return portable + branch }
        return [portable, branch].map { $0.contains("||") ? "(\($0))" : $0 }
            .joined(separator: " && ")
    }

    /// `name`, or `seam` plus `name` when a member of the protocol has that name (the fake's
    /// own `forwardee` and `resetStaticState()` would clash with it).
    static func ownName(_ name: String, avoiding names: Set<String>) -> String {
        names.contains(name) ? "seam" + MemberNamer.upperFirst(name) : name
    }

    static func members(of entries: [FlatProtocol.Entry]) -> [Member] {
        entries.compactMap { entry -> Member? in
            if case .member(let member) = entry { return member }
            return nil
        }
    }

    /// The members an isolated fake implements outside its isolation, with the word that
    /// says so (see ``PreparedFake/outsideIsolation``); an actor's initializers already are.
    private static func outsideIsolation(
        _ members: [Member], _ unisolated: Set<Member>, isActor: Bool, globalActor: String,
        declared: Set<String>
    ) -> [Member: MemberIsolation] {
        var isolations: [Member: MemberIsolation] = [:]
        for member in members {
            if isActor, case .initializer = member.kind { continue }
            isolations[member] = isolation(
                of: member, unisolated: unisolated, globalActor: globalActor, declared: declared)
        }
        return isolations
    }

    /// The `async` members of a fake with no isolation that have a global actor of their own
    /// (`@MainActor func reload() async`): a call into their stub would leave that actor, so
    /// they are built like members outside an isolated fake's isolation. Synchronous ones need
    /// nothing of the kind.
    private static func isolatedAsyncMembers(
        _ members: [Member], declared: Set<String>
    ) -> [Member: MemberIsolation] {
        var isolations: [Member: MemberIsolation] = [:]
        for member in members {
            if case .initializer = member.kind { continue }
            let own = globalActor(in: member.attributes, declared: declared)
            if !own.isEmpty, isAsync(member) { isolations[member] = .globalActor(own) }
        }
        return isolations
    }

    /// How an isolated fake (or `FakeInjector`) declares `member` when it is outside the
    /// fake's isolation (`nonisolated`, or another global actor's), or `nil` when it shares
    /// the fake's isolation.
    static func isolation(
        of member: Member, unisolated: Set<Member>, globalActor: String, declared: Set<String>
    ) -> MemberIsolation? {
        // A member with an `isolated` parameter is isolated to that argument, and cannot be
        // declared `nonisolated`: it is outside the fake's isolation with no word.
        if hasIsolatedParameter(member) { return .isolatedParameter }
        if member.modifiers.contains("nonisolated(nonsending)") { return .nonsending }
        let own = Self.globalActor(in: member.attributes, declared: declared)
        if !own.isEmpty, own != globalActor { return .globalActor(own) }
        return isNonisolated(member, unisolated: unisolated) ? .nonisolated : nil
    }

    /// Whether `member` has a generic parameter pack (`<each T>`).
    private static func hasParameterPack(_ member: Member) -> Bool {
        switch member.kind {
        case .function(let function): function.genericParameters.contains(where: \.isPack)
        case .subscript(let sub): sub.genericParameters.contains(where: \.isPack)
        case .initializer(let initializer): initializer.genericParameters.contains(where: \.isPack)
        case .property, .associatedType, .typeAlias: false
        }
    }

    /// Whether a parameter of `member` is `isolated` (`_ actor: isolated DiskActor`).
    private static func hasIsolatedParameter(_ member: Member) -> Bool {
        let parameters: [Parameter]
        switch member.kind {
        case .function(let function): parameters = function.parameters
        case .subscript(let sub): parameters = sub.parameters
        case .initializer(let initializer): parameters = initializer.parameters
        case .property, .associatedType, .typeAlias: return false
        }
        return parameters.contains { $0.type.specifiers.contains("isolated") }
    }

    /// Whether `member` is `async`: a function or initializer, or a property's or subscript's
    /// getter.
    private static func isAsync(_ member: Member) -> Bool {
        switch member.kind {
        case .function(let function): return function.isAsync
        case .property(let property): return property.isAsync
        case .subscript(let sub): return sub.isAsync
        case .initializer(let initializer): return initializer.isAsync
        case .associatedType, .typeAlias: return false
        }
    }

    /// Whether an isolated fake implements `member` `nonisolated`: it says so, or it is a
    /// synchronous requirement of a protocol with no isolation (`description`).
    private static func isNonisolated(_ member: Member, unisolated: Set<Member>) -> Bool {
        if member.modifiers.contains("nonisolated") { return true }
        guard unisolated.contains(member) else { return false }
        switch member.kind {
        case .associatedType, .typeAlias: return false
        default: return !isAsync(member)
        }
    }

    /// The context of a member outside its fake's isolation, with nothing forwarded:
    /// - `nonisolated`: `@Sendable` handlers, so that its stub can be read from any context;
    /// - another global actor (`@DiskActor`): handlers isolated to that actor (so arguments
    ///   need not be `Sendable`), which the member runs itself when it is `async`.
    static func context(
        _ context: ResolutionContext, outside isolation: MemberIsolation
    ) -> ResolutionContext {
        var member = context
        member.canSpy = false
        switch isolation {
        case .nonisolated, .nonsending, .isolatedParameter:
            member.hasSendableHandlers = true
        case .globalActor(let actor):
            member.globalActor = actor
            member.isActor = false
            member.hasSendableHandlers = false
            member.stubLeavesIsolation = true
        }
        return member
    }

    /// `item` declared outside the fake's isolation: its stub is then readable from any
    /// context.
    static func isolated(_ item: FakeItem, _ isolation: MemberIsolation) -> FakeItem {
        switch item {
        case .method(var method):
            method.isolation = isolation
            method.isOutsideIsolation = true
            return .method(method)
        case .subscript(var method, let hasSetter, let getterEffects):
            method.isolation = isolation
            method.isOutsideIsolation = true
            return .subscript(method, hasSetter: hasSetter, getterEffects: getterEffects)
        case .property(var property):
            property.isolation = isolation
            property.isOutsideIsolation = true
            return .property(property)
        case .initializer(var initializer):
            initializer.isolation = isolation
            initializer.isOutsideIsolation = true
            return .initializer(initializer)
        case .directive:
            return item
        }
    }

    /// `item` with `word` in front of its declaration, and nothing else changed.
    private static func declaredNonsending(_ item: FakeItem) -> FakeItem {
        switch item {
        case .method(var method):
            method.isolation = .nonsending
            return .method(method)
        case .subscript(var method, let hasSetter, let getterEffects):
            method.isolation = .nonsending
            return .subscript(method, hasSetter: hasSetter, getterEffects: getterEffects)
        case .property(var property):
            property.isolation = .nonsending
            return .property(property)
        case .initializer, .directive:
            return item
        }
    }

    /// The global actor attribute among `attributes` (`@MainActor`), or empty: one of the
    /// global actors the sources declare (`declared`), or a name ending in `Actor` (those of
    /// other modules).
    static func globalActor(in attributes: [Attribute], declared: Set<String>) -> String {
        guard
            let actor = attributes.first(where: {
                declared.contains($0.name)
                    || ($0.name.hasSuffix("Actor") && !knownAttributes.contains($0.name))
            })
        else { return "" }
        return actor.description
    }

    /// Attributes ending in `Actor` that are not global actors.
    private static let knownAttributes: Set<String> = [
        "objc", "available", "preconcurrency", "usableFromInline", "frozen",
    ]

    private static func conformances(_ standard: Set<String>) -> Set<WellKnownConformance> {
        var result: Set<WellKnownConformance> = []
        if standard.contains("Equatable") { result.insert(.equatable) }
        if standard.contains("Hashable") { result.insert(.hashable) }
        if standard.contains("Comparable") { result.insert(.comparable) }
        if standard.contains("Encodable") { result.insert(.encodable) }
        if standard.contains("Decodable") { result.insert(.decodable) }
        return result
    }

    private static func isHashInto(_ member: Member) -> Bool {
        guard case .function(let function) = member.kind else { return false }
        return function.name == "hash" && function.parameters.map(\.label) == ["into"]
    }

    private static func isEqualityOperator(_ member: Member) -> Bool {
        guard case .function(let function) = member.kind else { return false }
        return function.name == "==" && function.parameters.count == 2
    }

    /// Whether `member` mentions `Self` anywhere in its signature: a parameter, the result,
    /// a generic constraint, the `where` clause or a typed error (`where T.Element == Self`).
    static func mentionsSelf(_ member: Member) -> Bool {
        switch member.kind {
        case .function(let function):
            return function.parameters.contains { $0.type.mentions(selfName) }
                || function.returnType?.mentions(selfName) == true
                || mentionsSelf(function.genericParameters, function.whereClause, function.throwing)
        case .property(let property):
            return property.type.mentions(selfName)
        case .subscript(let sub):
            return sub.parameters.contains { $0.type.mentions(selfName) }
                || sub.returnType.mentions(selfName)
                || mentionsSelf(sub.genericParameters, sub.whereClause, sub.throwing)
        case .initializer, .associatedType, .typeAlias:
            return false
        }
    }

    private static func mentionsSelf(
        _ generics: [GenericParameter], _ requirements: [GenericRequirement],
        _ throwing: ThrowsClause
    ) -> Bool {
        if case .typed(let error) = throwing, error.mentions(selfName) { return true }
        if generics.contains(where: { $0.constraint?.mentions(selfName) == true }) { return true }
        return requirements.contains { requirement in
            switch requirement {
            case .conformance(let subject, let constraint), .sameType(let subject, let constraint):
                return subject.mentions(selfName) || constraint.mentions(selfName)
            }
        }
    }

    private static let selfName: Set<String> = ["Self"]
}
