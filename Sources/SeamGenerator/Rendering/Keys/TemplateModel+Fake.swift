/// The keys of a fake and of the `FakeInjector`.
extension TemplateModel {
    /// A fake: what `Fake.swift` reads as `fake`.
    static let fake = TemplateKeys<FakeModel>(
        "fake",
        [
            .string("protocolName", "the protocol, as the fake names it") { $0.protocolName },
            .string("name", "the fake's name, `FakeP`") { $0.name },
            .string("access", "`\"public \"`, `\"package \"` or empty") { $0.access.prefix },
            .bool("isActor", "the fake is an actor") { $0.isActor },
            .string("globalActor", "the fake's global actor, `@MainActor`, or empty") {
                $0.globalActor?.attribute.description ?? ""
            },
            .bool(
                "isSendable", "the fake is `Sendable`, its state behind locks",
                renamedFrom: "isLocked"
            ) { $0.isSendable },
            .string("genericClause", "the fake's generic parameters, `<T>`, or empty") {
                $0.genericParameters.clause
            },
            .string("whereClause", "its `where` clause with a leading space, or empty") {
                $0.requirements.clause
            },
            .array("typeAliases", of: typeAlias, "the type aliases that bind associated types") {
                $0.typeAliases
            },
            .bool(
                "canSpy", "the fake can be a spy: it has `init(forwardingTo:)`",
                renamedFrom: "canForward"
            ) { $0.canSpy },
            .string(
                "realInstance",
                "the name of the stored real instance a spy calls: `forwardee`, or "
                    + "`seamForwardee` when the protocol has a member of that name",
                renamedFrom: "forwardee"
            ) { $0.realInstance },
            .string(
                "resetName",
                "the name of the static reset: `resetStaticState`, or `seamResetStaticState` when "
                    + "the protocol has a member of that name"
            ) { $0.resetName },
            .bool("hasStatics", "it has static members") { $0.hasStatics },
            .string("staticStubs", "the name of the file-private table of the static stubs") {
                $0.name.prefix(1).lowercased() + $0.name.dropFirst() + "StaticStubs"
            },
            .bool(
                "storesStatics",
                "its static stubs are static stored properties, not in the table (not generic, "
                    + "not subclassed)"
            ) { $0.storesStatics },
        ] + conformances + fakeTail)

    /// The standard-library conformances a fake implements.
    private static let conformances: [TemplateKey<FakeModel>] = WellKnownConformance.allCases.map {
        conformance in
        let name = conformance.rawValue.prefix(1).uppercased() + conformance.rawValue.dropFirst()
        return .bool("is" + name, "the fake implements `\(name)`") {
            $0.conformances.contains(conformance)
        }
    }

    /// A fake's keys after its conformances.
    private static let fakeTail: [TemplateKey<FakeModel>] = [
        .string(
            "nonisolatedInstance",
            "`\"nonisolated \"` for an actor or a fake isolated to a global actor, else empty"
        ) { $0.isActor || $0.globalActor != nil ? "nonisolated " : "" },
        .string("nonisolatedStatic", "`\"nonisolated \"` for a fake isolated to a global actor") {
            $0.globalActor == nil ? "" : "nonisolated "
        },
        // A nonisolated `init()` lets FakeInjector and default values create the fake anywhere.
        .string("nonisolatedInit", "`\"nonisolated \"` for a fake isolated to a global actor") {
            $0.globalActor == nil ? "" : "nonisolated "
        },
        TemplateKey("items", .items, "the members, in order, with `#if` directives (see Items)") {
            fake in .array(fake.items.map { item($0, isSendable: fake.isSendable) })
        },
        .string(
            "superclass",
            "the fake it subclasses, or empty; `items` then hold only what it adds. When no "
                + "template reads `superclass`, no fake subclasses another"
        ) { $0.superclass },
        .bool("isSubclassed", "another fake subclasses it: leave out `final`") {
            $0.isSubclassed
        },
        .string(
            "defaults",
            "the nested type through which unstubbed calls run the protocol's default "
                + "implementations, or empty"
        ) { $0.defaultsCarrier == nil ? "" : DefaultsCarrier.name },
        .bool("defaultsAreClass", "that type is a `final class` (the protocol is class-bound)") {
            $0.defaultsCarrier?.isClass ?? false
        },
        .string(
            "baseProtocol",
            "the protocol of the fake it subclasses, whose `init(forwardingTo:)` it implements as "
                + "unavailable"
        ) { $0.baseProtocol },
        .string(
            "condition",
            "the part of the `#if` conditions around the protocol that the fake repeats, or empty"
        ) { $0.condition?.description ?? "" },
        .strings(
            "deprecations",
            "the protocol's deprecating `@available` attributes, which the fake carries"
        ) { $0.deprecations.map(\.description) },
        .strings(
            "spiAttributes",
            "the protocol's `@_spi(Group)` attributes, which a public fake carries"
        ) { $0.spiAttributes.map(\.description) },
    ]

    /// A type alias of a fake, `typealias Element = T`.
    static let typeAlias = TemplateKeys<FakeTypeAlias>(
        "type alias",
        [
            .string("name", "the associated type's name") { $0.name },
            .string("type", "the type it is bound to") { $0.type.description },
        ])
}
