/// A resolved `FakeInjector`: the app's injector protocol with a fake for every dependency.
///
/// Reads and writes of ``FakeOutline``'s fields go through to ``outline`` (`injector.name`).
@dynamicMemberLookup
struct InjectorModel: Sendable, Hashable {
    /// What it shares with a fake; its `items` are the method dependencies (and `#if` lines),
    /// as fake methods whose default is a fake.
    var outline: FakeOutline
    /// Whether a member is outside the injector's isolation (`nonisolated`, or another global
    /// actor's): it reads `fallback` from any context, and its assigned value behind `lock`.
    var hasUnisolated = false
    /// The type of `fallback`: `any AppInjector`, with `& Sendable` when `hasUnisolated`.
    var fallbackType = ""
    /// The property dependencies.
    var dependencies: [InjectorDependency]
    /// What the generator warns about the injector: dependencies whose protocol gets no fake.
    var warnings: [Diagnostic] = []

    /// A field of ``outline``.
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<FakeOutline, Value>) -> Value {
        get { outline[keyPath: keyPath] }
        set { outline[keyPath: keyPath] = newValue }
    }
}

/// A property of the injector protocol.
struct InjectorDependency: Sendable, Hashable {
    /// The property's name (escaped when needed).
    var name: String
    /// The stem of its state: `router` (`routerFake`, `routerOverride`).
    var stem: String
    /// Whether a test can assign it (its getter has no effects).
    var isSettable: Bool
    /// Its declaration: `var router: any Routable`, without its ``isolation``.
    var declaration: String
    /// The storage for an override: `(any Routable)?`.
    var overrideType: String
    /// The fake's type when the dependency has one (`FakeRouter`), else empty.
    var fakeType: String
    /// The stored fake's name: `routerFake`.
    var fakeName: String
    /// The effects of its getter, also those of reading it from `fallback`.
    var effects: Effects
    /// The message when an unfaked dependency is read unset.
    var stopMessage: String
    /// What an unfaked dependency read unset returns after the mistake is reported (a default
    /// of its type), or empty.
    var defaultValue = ""
    /// Whether an unfaked dependency with no default, read unset, throws `SeamStubError` (its
    /// getter throws `any Error`) instead of stopping the run.
    var stopThrows = false
    /// How it is declared outside the injector's isolation, or `nil` when it shares it.
    var isolation: MemberIsolation?
    /// How the fake is stored: `let`, or `nonisolated(unsafe) let` for a fake that is not
    /// `Sendable` read outside the injector's isolation.
    var fakeBinding = "let"
    /// The `#if` conditions it is declared under, as one expression, or empty.
    var condition = ""
}

/// Builds the ``InjectorModel`` for the app's injector protocol.
struct InjectorResolver {
    /// Every parsed protocol.
    let index: ProtocolIndex
    /// Fake type names by protocol name.
    let fakes: [String: String]
    /// The access level of the injector's visible declarations.
    let accessLevel: AccessLevel
    /// Source files of modules built with `NonisolatedNonsendingByDefault` (see ``NonsendingDefault``).
    var nonsendingFiles: Set<String> = []
    /// Default values by type name (``GenerationRequest/defaultValues``).
    var givenDefaults: [String: String] = [:]

    /// The `FakeInjector` for `entry`, whose flattened requirements are `flat` (from the
    /// ``FlatteningMemo`` that flattens the selected protocols, so the walks are shared).
    func resolve(_ entry: ProtocolIndex.Entry, flat: FlatProtocol) -> InjectorModel {
        let name = "FakeInjector"
        let globalActor = flat.attributes.first { $0.name == "MainActor" }?.description ?? ""
        let isSendableInjector = globalActor.isEmpty && flat.standard.contains("Sendable")
        let context = ResolutionContext(
            fakeName: name, hasSendableHandlers: isSendableInjector, canSpy: true,
            isActor: false,
            isClassBound: true, fakes: [:], givenDefaults: givenDefaults,
            globalActor: globalActor)
        let members = FakeResolver.members(of: flat.entries)
        let collected = collect(flat, members: members, context: context)
        let outline = FakeOutline(
            protocolName: entry.decl.qualifiedName, declaredName: entry.decl.qualifiedName,
            name: name, access: accessLevel,
            globalActor: globalActor, isSendable: isSendableInjector, items: collected.items,
            hasStatics: members.contains { member in
                if case .function = member.kind { return member.isStatic }
                return false
            },
            sourcePath: entry.decl.location.file, sourceImports: entry.imports + flat.imports,
            isPublic: entry.decl.accessLevel == "public" || entry.decl.accessLevel == "open",
            condition: PortableCondition.of(entry.decl.conditions))
        return InjectorModel(
            outline: outline, hasUnisolated: collected.hasUnisolated,
            fallbackType: "any \(entry.decl.qualifiedName)"
                + (collected.hasUnisolated ? " & \(StandardType.sendable.spelling)" : ""),
            dependencies: collected.dependencies, warnings: collected.warnings)
    }

    /// What ``resolve(_:)`` collects from the injector protocol's entries.
    private struct Collected {
        var dependencies: [InjectorDependency] = []
        var items: [FakeItem] = []
        var warnings: [Diagnostic] = []
        /// Whether a member is outside the injector's isolation.
        var hasUnisolated = false
    }

    /// The dependencies, items and warnings of `flat`'s entries, whose members are `members`.
    private func collect(
        _ flat: FlatProtocol, members: [Member], context: ResolutionContext
    ) -> Collected {
        var collected = Collected()
        var stems = MemberNamer.stems(for: members).makeIterator()
        // The `#if` branches the current entry is in: properties are written apart from the
        // methods, each under the conjunction of its branches.
        var branches: [ConditionBranch] = []
        for entry in flat.entries {
            switch entry {
            case .directive(let keyword, let condition):
                collected.items.append(.directive(keyword: keyword, condition: condition))
                ConditionBranch.follow(keyword, condition, in: &branches)
            case .member(let original):
                let stem = stems.next()!
                let member = NonsendingDefault.marked(original, files: nonsendingFiles)
                let isolation = isolation(of: original, in: flat, globalActor: context.globalActor)
                collected.hasUnisolated = collected.hasUnisolated || isolation != nil
                if case .property(let property) = member.kind {
                    var dependency = dependency(
                        property, stem: stem, isolation: isolation, at: member.location,
                        warnings: &collected.warnings)
                    dependency.condition = branches.map(\.expression).joined(separator: " && ")
                    collected.dependencies.append(dependency)
                } else if case .function(let function) = member.kind {
                    let item = item(
                        function, member: member, stem: stem, isolation: isolation,
                        context: context)
                    collected.items.append(item)
                    if let note = UndefaultedMembers.note(
                        member, resolved: item, fake: "FakeInjector", context: context)
                    {
                        collected.warnings.append(note)
                    }
                }
            }
        }
        return collected
    }

    /// How the injector declares `member` when it is outside the injector's isolation, or
    /// `nil` (always when the injector has no global actor).
    private func isolation(
        of member: Member, in flat: FlatProtocol, globalActor: String
    ) -> MemberIsolation? {
        globalActor.isEmpty
            ? nil
            : FakeResolver.isolation(
                of: member, unisolated: flat.unisolated, globalActor: globalActor,
                declared: index.globalActors)
    }

    /// The dependency for `property`, declared outside the injector's isolation when
    /// `isolation` says so; a warning goes to `warnings` when its type gets no fake.
    private func dependency(
        _ property: PropertyDecl, stem: String, isolation: MemberIsolation?,
        at location: SourceLocation, warnings: inout [Diagnostic]
    ) -> InjectorDependency {
        var dependency = dependency(property, stem: stem)
        if let warning = unfaked(dependency, property, at: location) {
            warnings.append(warning)
        } else if dependency.fakeType.isEmpty, dependency.defaultValue.isEmpty,
            !dependency.stopThrows
        {
            // Read unassigned, it stops the run (a protocol that gets no fake is warned above).
            warnings.append(
                UndefaultedMembers.note(
                    fake: "FakeInjector", member: property.name, type: property.type,
                    at: location))
        }
        if let isolation {
            dependency.isolation = isolation
            if !dependency.fakeType.isEmpty, !isSendable(property.type) {
                dependency.fakeBinding = "nonisolated(unsafe) let"
            }
        }
        return dependency
    }

    /// The item for the method requirement `function`, declared outside the injector's
    /// isolation when `isolation` says so.
    private func item(
        _ function: FunctionDecl, member: Member, stem: String, isolation: MemberIsolation?,
        context: ResolutionContext
    ) -> FakeItem {
        guard let isolation else {
            return .method(method(function, member: member, stem: stem, context: context))
        }
        // Outside the injector's isolation: a locked stub read from any context, or
        // handlers isolated to the member's global actor; `fallback` is `Sendable`
        // then, so it still answers. No fake of its own to return.
        var outside = FakeResolver.context(context, outside: isolation)
        outside.canSpy = true
        let method = MethodResolver(context: outside).resolve(
            function, member: member, stem: stem)
        return FakeResolver.isolated(.method(method), isolation)
    }

    /// The warning for a dependency whose type is a protocol of the sources that gets no
    /// fake: a test then finds no `<name>Fake` and must assign the dependency itself.
    private func unfaked(
        _ dependency: InjectorDependency, _ property: PropertyDecl, at location: SourceLocation
    ) -> Diagnostic? {
        guard dependency.fakeType.isEmpty, let type = property.type.nominalName,
            let protocolEntry = index.entry(named: type), protocolEntry.isSource
        else { return nil }
        let name = protocolEntry.decl.qualifiedName
        return Diagnostic(
            .warning,
            "FakeInjector.\(property.name) gets no fake: protocol '\(name)' is not faked, so there is no "
                + "FakeInjector.\(dependency.fakeName) and a test must assign injector.\(property.name); "
                + "mark '\(name)' with seam:fake or list it in the protocols to fake",
            at: location)
    }

    /// Whether the fake of a dependency of type `type` is `Sendable`: its protocol is, or is
    /// isolated to an actor.
    private func isSendable(_ type: TypeRef) -> Bool {
        guard let name = type.nominalName, let entry = index.entry(named: name) else {
            return false
        }
        let flat = ProtocolFlattener.flatten(entry.decl, index: index)
        return flat.standard.contains("Sendable") || flat.standard.contains("Actor")
            || !FakeResolver.globalActor(in: flat.attributes, declared: index.globalActors).isEmpty
    }

    private func dependency(_ property: PropertyDecl, stem: String) -> InjectorDependency {
        let fakeType = property.type.nominalName.flatMap { fakes[$0] } ?? ""
        var dependency = InjectorDependency(
            name: SwiftNames.escaped(property.name), stem: stem,
            isSettable: !property.isAsync && property.throwing == .none,
            declaration: "var \(SwiftNames.escaped(property.name)): \(property.type)",
            overrideType: TypeRef.optional(property.type.storable).description,
            fakeType: fakeType, fakeName: stem + "Fake",
            effects: Effects(isAsync: property.isAsync, throwing: property.throwing),
            stopMessage: "FakeInjector.\(property.name) is not set: "
                + "assign injector.\(property.name) before reading it")
        if fakeType.isEmpty {
            dependency.defaultValue =
                DefaultValue.expression(
                    for: property.type, fakes: [:], given: givenDefaults) ?? ""
            dependency.stopThrows = MethodResolver.throwsAnyError(property.throwing)
        }
        return dependency
    }

    private func method(
        _ function: FunctionDecl, member: Member, stem: String, context: ResolutionContext
    ) -> FakeMethod {
        var method = MethodResolver(context: context).resolve(function, member: member, stem: stem)
        if let fakeType = function.returnType?.nominalName.flatMap({ fakes[$0] }),
            function.genericParameters.isEmpty
        {
            let field = stem + "Fake"
            method.fields.append(FakeField(name: field, type: fakeType, initial: "\(fakeType)()"))
            method.fallback = .value(field)
        }
        return method
    }
}
