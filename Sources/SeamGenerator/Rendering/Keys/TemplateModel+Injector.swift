/// The keys of the `FakeInjector` and of its dependencies.
extension TemplateModel {
    /// The `FakeInjector`: what `FakeInjector.swift` reads as `fake`.
    static let injector = TemplateKeys<InjectorModel>(
        "injector",
        [
            .string("protocolName", "the injector protocol") { $0.protocolName },
            .string("name", "`FakeInjector`") { $0.name },
            .string("access", "`\"public \"`, `\"package \"` or empty") { $0.access.prefix },
            .string("globalActor", "the injector's global actor, `@MainActor`, or empty") {
                $0.globalActor?.attribute.description ?? ""
            },
            .bool(
                "isSendable", "the injector is `Sendable`, its state behind locks",
                renamedFrom: "isLocked"
            ) { $0.isSendable },
            .bool(
                "hasUnisolated",
                "a member is `nonisolated` or isolated to another global actor"
            ) { $0.hasUnisolated },
            .string(
                "fallbackType",
                "`any Injectable`, with `& Sendable` when `hasUnisolated`"
            ) { $0.fallbackType.description },
            .string(
                "realInstance", "the name of the stored real injector: `fallback`",
                renamedFrom: "forwardee"
            ) { _ in "fallback" },
            .string("resetName", "the name of the static reset: `resetStaticState`") { _ in
                "resetStaticState"
            },
            .bool("hasStatics", "it has static methods") { $0.hasStatics },
            .string("staticStubs", "the name of the file-private table of the static stubs") {
                _ in "fakeInjectorStaticStubs"
            },
            .bool("storesStatics", "always false: the static stubs are in the table") { _ in false
            },
            .array("dependencies", of: dependency, "the properties, one per dependency") {
                $0.dependencies
            },
            TemplateKey("items", .items, "the methods, in order, with `#if` directives") {
                injector in
                .array(injector.items.map { item($0, isSendable: injector.isSendable) })
            },
            .string("condition", "the `#if` condition around the protocol, or empty") {
                $0.condition?.description ?? ""
            },
        ])

    /// A dependency of the `FakeInjector`: one property of its protocol.
    static let dependency = TemplateKeys<InjectorDependency>(
        "dependency",
        [
            .string("name", "the property's name") { $0.name },
            .string("stem", "the name its stored override and fake start with") { $0.stem },
            .string("declaration", "the property's declaration, with its isolation") {
                $0.isolation.prefix + $0.declaration
            },
            .string("overrideType", "the type of the stored override: the optional type") {
                $0.overrideType.description
            },
            .string("fakeType", "the fake of the property's type, or empty when it has none") {
                $0.fakeType?.description ?? ""
            },
            .string("fakeName", "the name of the stored fake, `<stem>Fake`") { $0.fakeName },
            .string("fallbackEffects", "what a read of the fallback needs in front: `try await `") {
                $0.effects.callPrefix
            },
            .string("getterEffects", "the getter's effects: ` async throws`, or empty") {
                $0.effects.clause
            },
            .bool("isSettable", "the property can be assigned (not `async`, not `throws`)") {
                $0.isSettable
            },
            .string("stopMessage", "what an unset dependency with no fake stops with") {
                $0.stop.message
            },
            .string(
                "defaultValue",
                "what an unset dependency with no fake returns after reporting the mistake, or "
                    + "empty"
            ) { $0.defaultValue?.text ?? "" },
            .bool("stopThrows", "an unset read throws (`seamThrow`) instead of stopping") {
                $0.stopThrows
            },
            .string(
                "isolation",
                "`nonisolated ` or `@OtherActor ` for a dependency outside the injector's "
                    + "isolation, else empty"
            ) { $0.isolation.prefix },
            .string(
                "fakeBinding",
                "`let`, or `nonisolated(unsafe) let` for a fake that is not `Sendable` read "
                    + "outside the isolation"
            ) { $0.fakeBinding.keyword },
            .string("condition", "the `#if` condition the property is declared under, or empty") {
                $0.condition?.description ?? ""
            },
        ])
}
