/// Builds the ``InjectorModel`` for the app's injector protocol.
struct InjectorResolver {
    /// Every parsed protocol.
    let index: ProtocolIndex
    /// Fake type names by protocol name.
    let fakes: [ExactName: String]
    /// The access level of the injector's visible declarations.
    let accessLevel: AccessLevel
    /// Generic fake names by protocol name, for fakes generic over their protocol's primary
    /// associated types (``GenerationPipeline/genericFakes(_:flats:)``).
    var genericFakes: [ExactName: String] = [:]
    /// Source files of modules built with `NonisolatedNonsendingByDefault` (see ``NonsendingDefault``).
    var nonsendingFiles: Set<String> = []
    /// Default values by type name (``GenerationRequest/defaultValues``).
    var givenDefaults: [String: String] = [:]

    /// The `FakeInjector` for `entry`, whose flattened requirements are `flat`.
    func resolve(_ entry: ProtocolIndex.Entry, flat: FlatProtocol) -> InjectorModel {
        let name = "FakeInjector"
        let globalActor = flat.attributes.first { $0.name == "MainActor" }.map(GlobalActor.init)
        let isSendableInjector = globalActor == nil && flat.standard.contains(.sendable)
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
            isPublic: entry.decl.accessLevel?.isPublic ?? false,
            condition: PortableCondition.of(entry.decl.conditions))
        return InjectorModel(
            outline: outline, hasUnisolated: collected.hasUnisolated,
            fallbackType: Self.fallbackType(entry.decl.qualifiedName, collected.hasUnisolated),
            dependencies: collected.dependencies, warnings: collected.warnings)
    }

    /// `any Injectable`, or `any Injectable & Swift.Sendable` when a member is outside the
    /// injector's isolation: the type of the real injector a `FakeInjector` falls back to.
    private static func fallbackType(_ protocolName: String, _ hasUnisolated: Bool) -> TypeRef {
        let named = TypeRef.named(
            protocolName.split(separator: ".").map { TypeComponent(name: String($0)) })
        return .existential(
            hasUnisolated ? .composition([named, StandardType.sendable.type]) : named)
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
            case .directive(let directive):
                collected.items.append(.directive(directive))
                ConditionBranch.follow(directive, in: &branches)
            case .member(let original):
                let stem = stems.next()!
                let member = NonsendingDefault.marked(original, files: nonsendingFiles)
                // How it is declared when outside the injector's isolation (never without a
                // global actor).
                let isolation = context.globalActor.flatMap { actor in
                    FakeResolver.isolation(
                        of: original, unisolated: flat.unisolated, globalActor: actor,
                        declared: index.globalActors)
                }
                collected.hasUnisolated = collected.hasUnisolated || isolation != nil
                if case .property(let property) = member.kind {
                    var dependency = dependency(
                        property, stem: stem, isolation: isolation, at: member.location,
                        warnings: &collected.warnings)
                    dependency.condition = .all(of: branches.map(\.expression))
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

    /// The dependency for `property`, declared outside the injector's isolation when
    /// `isolation` says so; a warning goes to `warnings` when its type gets no fake.
    private func dependency(
        _ property: PropertyDecl, stem: String, isolation: MemberIsolation?,
        at location: SourceLocation, warnings: inout [Diagnostic]
    ) -> InjectorDependency {
        var dependency = dependency(property, stem: stem)
        if let warning = unfaked(dependency, property, at: location) {
            warnings.append(warning)
        } else if dependency.fakeType == nil, dependency.defaultValue == nil,
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
            if dependency.fakeType != nil, !isSendable(property.type) {
                dependency.fakeBinding = .unsafeNonisolatedConstant
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
        return FakeItem.method(method).declared(isolation, isOutside: true)
    }

    /// The warning for a dependency whose type is a protocol of the sources that gets no
    /// fake: a test then finds no `<name>Fake` and must assign the dependency itself.
    private func unfaked(
        _ dependency: InjectorDependency, _ property: PropertyDecl, at location: SourceLocation
    ) -> Diagnostic? {
        guard dependency.fakeType == nil, let type = property.type.nominalName,
            let protocolEntry = index.entry(named: type), protocolEntry.isSource
        else { return nil }
        let name = protocolEntry.decl.qualifiedName
        return Diagnostic(
            .warning,
            "FakeInjector.\(property.name) gets no fake: protocol '\(name)' is not faked, so there is no "
                + "FakeInjector.\(dependency.fakeName) and a test must assign injector.\(property.name); "
                + "mark '\(name)' with seam:fake or list it in the protocols to fake",
            at: location
        ).grouped(.unfakedDependency, subject: "FakeInjector.\(property.name) ('\(name)')")
    }

    /// Whether the fake of a dependency of type `type` is `Sendable`: its protocol is, or is
    /// isolated to an actor.
    private func isSendable(_ type: TypeRef) -> Bool {
        guard let name = type.nominalName, let entry = index.entry(named: name) else {
            return false
        }
        let flat = ProtocolFlattener.flatten(entry.decl, index: index)
        return flat.standard.contains(.sendable) || flat.standard.contains(.actor)
            || FakeResolver.globalActor(in: flat.attributes, declared: index.globalActors) != nil
    }

    private func dependency(_ property: PropertyDecl, stem: String) -> InjectorDependency {
        let fakeType =
            property.type.nominalName.flatMap { fakes[ExactName($0)] }
            .map { TypeRef.named([TypeComponent(name: $0)]) } ?? genericFake(for: property.type)
        var dependency = InjectorDependency(
            name: SwiftNames.escaped(property.name), stem: stem,
            isSettable: !property.isAsync && property.throwing == .none,
            type: property.type,
            overrideType: .optional(property.type.storable),
            fakeType: fakeType, fakeName: stem + "Fake",
            effects: Effects(isAsync: property.isAsync, throwing: property.throwing),
            stop: .unassigned(injector: "FakeInjector", dependency: property.name))
        if fakeType == nil {
            dependency.defaultValue = DefaultValue.expression(
                for: property.type, fakes: [:], given: givenDefaults)
            dependency.stopThrows = MethodResolver.throwsAnyError(property.throwing)
        }
        return dependency
    }

    /// The generic fake that stands in for `type` when it names a protocol with its primary
    /// associated types (`any Cache<Data>`, `Cache<Data>`): `FakeCache<Data>`.
    private func genericFake(for type: TypeRef) -> TypeRef? {
        let named: TypeRef
        switch type {
        case .existential(let inner), .opaque(let inner): named = inner
        default: named = type
        }
        guard case .named(let components) = named, let last = components.last,
            !last.genericArguments.isEmpty, let name = named.nominalName,
            let fake = genericFakes[ExactName(name)]
        else { return nil }
        return .named([TypeComponent(name: fake, genericArguments: last.genericArguments)])
    }

    private func method(
        _ function: FunctionDecl, member: Member, stem: String, context: ResolutionContext
    ) -> FakeMethod {
        var method = MethodResolver(context: context).resolve(function, member: member, stem: stem)
        if let fakeType = function.returnType?.nominalName.flatMap({ fakes[ExactName($0)] }),
            function.genericParameters.isEmpty
        {
            let field = stem + "Fake"
            method.fields.append(
                FakeField(name: field, type: .named([TypeComponent(name: fakeType)])))
            method.fallback = .value(.stored(field))
        }
        return method
    }
}
