/// Turns a protocol into a ``FakeModel``: folds in inherited requirements, names every
/// member, and decides the fake's kind, isolation and locking.
struct FakeResolver {
    /// Every parsed protocol.
    let index: ProtocolIndex
    /// Fake type names by protocol name (qualified and simple), for default return values.
    let fakes: [ExactName: String]
    /// The access level of the fakes' visible declarations.
    let accessLevel: AccessLevel
    /// Type aliases of function types declared in the sources and reference sources.
    var closureAliases: Set<String> = []
    /// Source files of modules built with `NonisolatedNonsendingByDefault` (see ``NonsendingDefault``).
    var nonsendingFiles: Set<String> = []
    /// Whether fakes can be spies (``GenerationRequest/makesSpies``).
    var makesSpies = true
    /// Default values by type name (``GenerationRequest/defaultValues``).
    var givenDefaults: [String: String] = [:]
    /// ``fakes`` also by the protocols' names qualified with the request's module
    /// (``qualified(fakes:_:)``), for every fake the module qualifies (``ModuleQualifier``
    /// qualifies with no other module): made once, since one per fake made one output file
    /// quadratic in the protocols (issue 26).
    var qualifiedFakes: [ExactName: String] = [:]

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
        let isActor = flat.standard.contains(.actor)
        let globalActor =
            isActor ? nil : Self.globalActor(in: flat.attributes, declared: index.globalActors)
        let isSendable = !isActor && globalActor == nil && flat.standard.contains(.sendable)
        // Only a generic fake leaves requirements out; the others share the flattened list.
        let entries =
            associated.genericNames.isEmpty
            ? flat.entries
            : flat.entries.filter { entry in
                guard case .member(let member) = entry else { return true }
                return !DefaultedRequirements.isLeftOut(
                    member, flat: flat, isGeneric: true, index: index)
            }
        let facts = EntryFacts(entries)
        let mentionsSelf = facts.mentionsSelf
        let context = ResolutionContext(
            fakeName: name, hasSendableHandlers: isSendable,
            canSpy: makesSpies && !isActor && flat.associatedTypes.isEmpty && !mentionsSelf,
            isPublic: accessLevel == .public, unforwardedProperties: flat.narrowedProperties,
            isActor: isActor, isClassBound: flat.isClassBound || isActor,
            fakes: flat.qualifyingModule.isEmpty ? fakes : qualifiedFakes,
            givenDefaults: givenDefaults,
            // The protocol's own aliases too (`typealias Y = X?`): a member returning one
            // has the default of what it stands for.
            aliases: associated.pinned.merging(flat.typeAliases) { pinned, _ in pinned },
            genericNames: associated.genericNames,
            closureAliases: closureAliases,
            globalActor: globalActor, noncopyableTypes: index.noncopyableTypes,
            sourceTypes: index.sourceTypes,
            scopeNames: Self.qualified(index.scopeNames(for: decl.parents), flat.qualifyingModule),
            typeAliases: flat.typeAliases)
        return PreparedFake(
            entry: entry, flat: flat, name: name, associated: associated, entries: entries,
            stems: facts.hasBaseStems ? nil : Self.stems(of: entries),
            context: context,
            outsideIsolation: isolations(
                of: entries, facts: facts, flat: flat, isActor: isActor, globalActor: globalActor),
            conformances: Self.conformances(flat.standard, facts: facts),
            facts: facts)
    }

    /// The members that a fake, an actor when `isActor` or isolated to `globalActor`,
    /// implements outside its isolation (see ``PreparedFake/outsideIsolation``).
    private func isolations(
        of entries: [FlatProtocol.Entry], facts: EntryFacts, flat: FlatProtocol, isActor: Bool,
        globalActor: GlobalActor?
    ) -> [Member: MemberIsolation] {
        let isolated = isActor || globalActor != nil
        // Not when none can be: for an isolated fake, no requirement comes from a protocol with
        // no isolation and none says otherwise; for another, no member has an attribute (only a
        // global actor's isolates one on its own).
        let walks =
            isolated ? !flat.unisolated.isEmpty || facts.mayLeaveIsolation : facts.hasAttributes
        guard walks else { return [:] }
        if isolated {
            return Self.outsideIsolation(
                Self.members(of: entries), flat.unisolated, isActor: isActor,
                globalActor: globalActor, declared: index.globalActors)
        }
        return Self.isolatedAsyncMembers(Self.members(of: entries), declared: index.globalActors)
    }

    /// The stem of each of `entries`: empty for a directive.
    private static func stems(of entries: [FlatProtocol.Entry]) -> [String] {
        var stems = MemberNamer.stems(for: members(of: entries)).makeIterator()
        return entries.map { entry -> String in
            if case .member = entry { return stems.next()! }
            return ""
        }
    }

    /// The fake `prepared` describes, with warnings about inherited protocols that were not
    /// found, leaving out the entries at `inherited` (those its base fake implements, see
    /// ``FakeInheritance``).
    func resolve(
        _ prepared: PreparedFake, leavingOut inherited: Range<Int>? = nil
    ) -> (FakeModel, [Diagnostic]) {
        let decl = prepared.entry.decl
        let context = prepared.context
        let all = prepared.entries.indices
        // Only what is left: a fake deep in a refinement chain inherits most.
        let kept =
            inherited.map { Array(all[..<$0.lowerBound]) + all[$0.upperBound...] } ?? Array(all)
        let entries = kept.map { prepared.entries[$0] }
        let stems = kept.map(prepared.stem(at:))
        let defaulted = inherited == nil ? protocolDefaults(prepared) : []
        let (items, blocked, notes) = items(
            entries, stems: stems, context: context, outsideIsolation: prepared.outsideIsolation,
            defaulted: defaulted)
        var model = FakeModel(
            outline: outline(
                prepared, items: items,
                hasStatics: Self.members(of: entries).contains(where: \.isStatic)),
            isActor: context.isActor,
            genericParameters: prepared.associated.genericParameters,
            requirements: prepared.associated.clauseRequirements,
            typeAliases: prepared.associated.typeAliases.map {
                FakeTypeAlias(name: $0.name, type: $0.type)
            },
            canSpy: context.canSpy, conformances: prepared.conformances,
            deprecations: Self.deprecations(decl.attributes),
            spiAttributes: accessLevel == .public
                ? decl.attributes.filter { $0.name == "_spi" } : [])
        let names = Set(["forwardee", "resetStaticState"].filter(prepared.facts.declares))
        if items.contains(where: \.runsDefault) {
            model.defaultsCarrier = DefaultsCarrier(isClass: context.isClassBound)
        }
        model.realInstance = Self.ownName("forwardee", avoiding: names)
        model.resetName = Self.ownName("resetStaticState", avoiding: names)
        return (model, Self.warnings(prepared, entries: entries, blocked: blocked) + notes)
    }

    /// The outline of the fake `prepared` describes, with `items`.
    private func outline(
        _ prepared: PreparedFake, items: [FakeItem], hasStatics: Bool
    ) -> FakeOutline {
        let decl = prepared.entry.decl
        let context = prepared.context
        return FakeOutline(
            protocolName: Self.conformanceName(prepared), declaredName: decl.qualifiedName,
            name: prepared.name, access: accessLevel,
            globalActor: context.globalActor,
            isSendable: !context.isActor && context.hasSendableHandlers,
            items: items,
            hasStatics: hasStatics,
            sourcePath: decl.location.file,
            sourceImports: prepared.entry.imports + prepared.flat.imports,
            isPublic: decl.accessLevel?.isPublic ?? false,
            spiGroups: Self.spiGroups(
                prepared.flat.attributes + Self.members(of: prepared.entries).flatMap(\.attributes)),
            condition: .all(of: [
                PortableCondition.of(decl.conditions), prepared.flat.branchCondition,
            ]))
    }

    /// The groups of the `@_spi(Group)` attributes among `attributes`, each once, sorted.
    private static func spiGroups(_ attributes: [Attribute]) -> [String] {
        Set(attributes.filter { $0.name == "_spi" }.compactMap(\.arguments)).sorted()
    }

    /// The warnings about the fake `prepared` describes: inherited protocols not found,
    /// members of `entries` with a parameter pack, and the `blocked` sets of a spy.
    private static func warnings(
        _ prepared: PreparedFake, entries: [FlatProtocol.Entry], blocked: [Member]
    ) -> [Diagnostic] {
        let decl = prepared.entry.decl
        var warnings = prepared.flat.unknown.map {
            Diagnostic(
                .warning,
                "inherited protocol '\($0)' of '\(decl.qualifiedName)' was not found "
                    + "in sources or reference sources; its requirements are not implemented",
                at: decl.location
            ).grouped(.inheritedProtocolNotFound, subject: "'\($0)' of '\(decl.qualifiedName)'")
        }
        warnings += prepared.flat.customConditions.map { $0.warning(fakeName: prepared.name) }
        warnings += members(of: entries).filter(hasParameterPack).map { member in
            let shown = "'\(MemberNamer.displayName(of: member))' of '\(decl.qualifiedName)'"
            return Diagnostic(
                .warning,
                "\(shown) uses a "
                    + "parameter pack: \(prepared.name) counts its calls and forwards them, but records no "
                    + "arguments and cannot be stubbed", at: member.location
            ).grouped(.parameterPack, subject: shown)
        }
        return warnings
            + blocked.map { blockedSetNote($0, fake: prepared.name, protocol: decl.name) }
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

    /// The note that the spy `fake` keeps sets of `member` to itself (``SpySetter/blocked``).
    ///
    /// A note, which `seam` prints once per run for all of them
    /// (``DiagnosticGrouping/Cause/spyCannotForwardSets``): nothing in the input is wrong, and
    /// most tests never make a spy.
    static func blockedSetNote(
        _ member: Member, fake: String, protocol name: String
    ) -> Diagnostic {
        let shown = MemberNamer.displayName(of: member)
        return Diagnostic(
            .note,
            "spy \(fake)(forwardingTo:) cannot forward sets of '\(shown)': '\(name)' is not "
                + "class-bound, so the real instance may be a value; once set, '\(shown)' reads from "
                + "its stub (make '\(name)' refine AnyObject to forward them)",
            at: member.location
        ).grouped(.spyCannotForwardSets, subject: "\(fake).\(shown)")
    }

    /// The items of `entries`, whose members have the stems at the same offsets of `stems`,
    /// and the members whose sets a spy cannot forward (``SpySetter/blocked``).
    private func items(
        _ entries: [FlatProtocol.Entry], stems: [String], context: ResolutionContext,
        outsideIsolation: [Member: MemberIsolation], defaulted: Set<Member>
    ) -> (items: [FakeItem], blocked: [Member], notes: [Diagnostic]) {
        let resolver = MemberResolver(context: context)
        var blocked: [Member] = []
        var notes: [Diagnostic] = []
        let items = zip(entries, stems).compactMap { entry, stem -> FakeItem? in
            switch entry {
            case .directive(let directive):
                return .directive(directive)
            case .member(let original):
                if let warning = Self.hidesFakeAPI(original, fake: context.fakeName) {
                    notes.append(warning)
                }
                var member = GenericRenamer.renamed(original, avoiding: context.genericNames)
                member = GenericRenamer.substituted(member, context.typeAliases)
                member = GenericRenamer.qualified(member, context.scopeNames)
                member = NonsendingDefault.marked(member, files: nonsendingFiles)
                let isolation = outsideIsolation[original]
                // A member outside the fake's isolation is resolved in a context of its own.
                let outside = isolation.map { Self.context(context, outside: $0) }
                var item = (outside.map(MemberResolver.init) ?? resolver).resolve(
                    member, stem: stem)
                if isolation == nil {
                    if defaulted.contains(original) { item = item?.runningDefault() }
                    if item?.spySetter == .blocked { blocked.append(original) }
                }
                if let note = UndefaultedMembers.note(
                    member, resolved: item, fake: context.fakeName, context: context)
                {
                    notes.append(note)
                }
                if let isolation { return item?.declared(isolation, isOutside: true) }
                // In a fake with no isolation it runs on its caller's actor, as required.
                return original.modifiers.contains(.nonsending)
                    ? item?.declared(.nonsending, isOutside: false, withInitializer: false)
                    : item
            }
        }
        return (items, blocked, notes)
    }

    /// The members of `prepared` whose unstubbed calls can run the protocol's default
    /// implementation (``DefaultedRequirements/hasDefault(_:flat:index:isPublic:)``), when its
    /// fake can hold a ``DefaultsCarrier``: no `Self`, initializers, subscripts, operators, standard
    /// conformances the fake writes, members outside the fake's isolation, or parameters the
    /// carrier cannot pass on (variadic, `@autoclosure`), no type of the carrier's name and no
    /// member named like its `base`.
    /// The carrier repeats the protocol's `#if` blocks.
    private func protocolDefaults(_ prepared: PreparedFake) -> Set<Member> {
        let facts = prepared.facts
        // Most protocols have no extension with members: nothing to walk.
        guard prepared.flat.protocols.contains(where: { index.defaultImplementations[$0] != nil }),
            !prepared.context.isActor, prepared.flat.unknown.isEmpty, !facts.mentionsSelf,
            !facts.hasInitializer,
            prepared.conformances.isEmpty, prepared.outsideIsolation.isEmpty,
            !index.sourceTypes.contains(DefaultsCarrier.name)
        else { return [] }
        var members: [Member] = []
        for entry in prepared.entries {
            guard case .member(let member) = entry else { continue }
            let name = MemberNamer.declaredName(member)
            if name == "base" || name == DefaultsCarrier.name { return [] }
            switch member.kind {
            case .function(let function):
                // An operator cannot be called as `FakeP.+(a, b)`.
                if SwiftNames.isOperator(function.name)
                    || function.parameters.contains(where: {
                        $0.isVariadic || $0.type.attributeNames.contains("autoclosure")
                    })
                {
                    return []
                }
            case .property, .typeAlias: break
            // An initializer or subscript (or a kind added later) is not called through it.
            default: return []
            }
            members.append(member)
        }
        let isPublic = prepared.entry.decl.accessLevel?.isPublic ?? false
        return Set(
            members.filter {
                DefaultedRequirements.hasDefault(
                    $0, flat: prepared.flat, index: index, isPublic: isPublic)
            })
    }

    /// What every fake adds through `SeamFake` (Stubs.swift), which a member of the same base
    /// name hides: the fake's own member is called instead.
    private static let fakeAPI: Set<String> = ["resetStubs", "makeStrict", "recordCalls"]

    /// A warning when `member` is named like one of `SeamFake`'s methods (`func resetStubs()`):
    /// on the fake, the name calls the member, which records a call and does not reset, make
    /// strict or record.
    static func hidesFakeAPI(_ member: Member, fake: String) -> Diagnostic? {
        guard let name = MemberNamer.declaredName(member), fakeAPI.contains(name) else {
            return nil
        }
        return Diagnostic(
            .warning,
            "\(fake).\(MemberNamer.displayName(of: member)) hides SeamFake's \(name)(): on the "
                + "fake, '\(name)' calls the protocol's member, which records a call; reset or "
                + "configure each stub by hand instead",
            at: member.location)
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
    static func qualified(
        fakes: [ExactName: String], _ module: String
    ) -> [ExactName: String] {
        guard !module.isEmpty else { return fakes }
        var all = fakes
        for (name, fake) in fakes { all[ExactName("\(module).\(name.text)")] = fake }
        return all
    }

    /// `name`, or `seam` plus `name` when a member of the protocol has that name (the fake's
    /// own `forwardee` and `resetStaticState()` would clash with it).
    static func ownName(_ name: String, avoiding names: Set<String>) -> String {
        names.contains(name) ? "seam" + MemberNamer.upperFirst(name) : name
    }

    /// The members among `entries`, without the `#if` lines.
    static func members(of entries: some Sequence<FlatProtocol.Entry>) -> [Member] {
        entries.compactMap { entry -> Member? in
            if case .member(let member) = entry { return member }
            return nil
        }
    }
}
