/// Turns resolved fakes into the values the templates read, and renders files.
///
/// Every key a default template reads is set here, for every item (so that a template can
/// test `item.isMethod` on any item); the README ("Templates") lists them.
struct FakeRenderer {
    /// The templates: the default folder or the user's.
    let library: TemplateLibrary

    /// One file: the header, the imports, then each fake and the injector, then, when `stubs`,
    /// the stub types the fakes use (Stubs.swift), declared with `access` (`public `, or empty).
    func renderFile(
        sources: [String], imports: [FileImport],
        fakes: [FakeModel], injector: InjectorModel?, stubs: StubUsage? = nil, access: String = "",
        command: String = "seam generate"
    ) throws(TemplateError) -> String {
        let usage = stubs ?? StubUsage()
        let context: [String: TemplateValue] = [
            "command": .string(command), "hash": .string(GeneratedHeader.hashPlaceholder),
            "stubs": .bool(stubs != nil), "access": .string(access),
            "calls": StubCall.shapes(usage.isComplete ? nil : usage.calls),
            "uses": Self.value(usage),
            "sources": .array(sources.map { .string($0) }),
            "imports": .array(
                imports.map {
                    .record(
                        TemplateRecord(
                            Self.importShape,
                            [
                                "name": .string($0.name), "isTestable": .bool($0.isTestable),
                                "isConditional": .bool($0.isConditional),
                                "declaration": .string($0.declaration),
                                "attributes": .string($0.attributes),
                                "condition": .string($0.condition),
                            ]))
                }),
            "fakes": .array(fakes.map(Self.value)),
            "injectors": .array(injector.map { [Self.value($0)] } ?? []),
        ]
        return try library.template(named: "File.swift").render(context)
    }

    /// What of the stub types to declare (`uses` in `Stubs.swift`).
    static func value(_ usage: StubUsage) -> TemplateValue {
        let all = usage.isComplete
        return .record(
            TemplateRecord(
                usageShape,
                [
                    "methodStub": .bool(all || usage.methodStub),
                    "record": .bool(all || usage.recordsItself),
                    "subscriptSetter": .bool(all || usage.subscriptSetter),
                    "propertyStub": .bool(all || usage.propertyStub),
                    "staticStubs": .bool(all || usage.staticStubs),
                    "reports": .bool(all || usage.reports),
                ]))
    }

    /// The template value of a fake.
    static func value(_ fake: FakeModel) -> TemplateValue {
        let isolated = fake.isActor || !fake.globalActor.isEmpty
        let stem = fake.name.prefix(1).lowercased() + fake.name.dropFirst()
        let context = ItemContext(isSendable: fake.isSendable)
        return .record(
            TemplateRecord(
                fakeShape,
                [
                    "protocolName": .string(fake.protocolName), "name": .string(fake.name),
                    "access": .string(fake.access.prefix), "isActor": .bool(fake.isActor),
                    "globalActor": .string(fake.globalActor), "isLocked": .bool(fake.isSendable),
                    "genericClause": .string(fake.genericClause),
                    "whereClause": .string(fake.whereClause),
                    "typeAliases": .array(
                        fake.typeAliases.map {
                            .record(
                                TemplateRecord(
                                    typeAliasShape,
                                    ["name": .string($0.name), "type": .string($0.type)]))
                        }),
                    "canForward": .bool(fake.canForward), "forwardee": .string(fake.forwardee),
                    "resetName": .string(fake.resetName),
                    "hasStatics": .bool(fake.hasStatics),
                    "staticStubs": .string(stem + "StaticStubs"),
                    "isEquatable": .bool(fake.conformances.contains(.equatable)),
                    "isHashable": .bool(fake.conformances.contains(.hashable)),
                    "isComparable": .bool(fake.conformances.contains(.comparable)),
                    "isEncodable": .bool(fake.conformances.contains(.encodable)),
                    "isDecodable": .bool(fake.conformances.contains(.decodable)),
                    "nonisolatedInstance": .string(isolated ? "nonisolated " : ""),
                    "nonisolatedStatic": .string(fake.globalActor.isEmpty ? "" : "nonisolated "),
                    // A nonisolated `init()` lets FakeInjector and default values create the fake anywhere.
                    "nonisolatedInit": .string(fake.globalActor.isEmpty ? "" : "nonisolated "),
                    "items": .array(fake.items.map { context.value($0) }),
                    "superclass": .string(fake.superclass),
                    "isSubclassed": .bool(fake.isSubclassed),
                    "baseProtocol": .string(fake.baseProtocol),
                    "condition": .string(fake.condition),
                    "deprecations": .array(fake.deprecations.map { .string($0) }),
                ]))
    }

    /// The template value of a `FakeInjector`.
    static func value(_ injector: InjectorModel) -> TemplateValue {
        let context = ItemContext(isSendable: injector.isSendable)
        return .record(
            TemplateRecord(
                injectorShape,
                [
                    "protocolName": .string(injector.protocolName), "name": .string(injector.name),
                    "access": .string(injector.access.prefix),
                    "globalActor": .string(injector.globalActor),
                    "isLocked": .bool(injector.isSendable),
                    "hasUnisolated": .bool(injector.hasUnisolated),
                    "fallbackType": .string(injector.fallbackType),
                    "forwardee": "fallback", "resetName": "resetStaticState",
                    "hasStatics": .bool(injector.hasStatics),
                    "staticStubs": "fakeInjectorStaticStubs",
                    "dependencies": .array(injector.dependencies.map(value)),
                    "items": .array(injector.items.map { context.value($0) }),
                    "condition": .string(injector.condition),
                ]))
    }

    private static func value(_ dependency: InjectorDependency) -> TemplateValue {
        .record(
            TemplateRecord(
                dependencyShape,
                [
                    "name": .string(dependency.name), "stem": .string(dependency.stem),
                    "declaration": .string(dependency.isolation.prefix + dependency.declaration),
                    "overrideType": .string(dependency.overrideType),
                    "fakeType": .string(dependency.fakeType),
                    "fakeName": .string(dependency.fakeName),
                    "fallbackEffects": .string(dependency.effects.callPrefix),
                    "getterEffects": .string(dependency.effects.clause),
                    "isSettable": .bool(dependency.isSettable),
                    "stopMessage": .string(dependency.stopMessage),
                    "defaultValue": .string(dependency.defaultValue),
                    "stopThrows": .bool(dependency.stopThrows),
                    "isolation": .string(dependency.isolation.prefix),
                    "fakeBinding": .string(dependency.fakeBinding),
                    "condition": .string(dependency.condition),
                ]))
    }
}
