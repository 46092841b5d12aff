/// The keys of a property, an initializer, and the small records inside a method.
extension TemplateModel {
    /// A property.
    static let property = TemplateKeys<FakeProperty>(
        "property",
        kinds({ _ in .property }, isStatic: { $0.isStatic }) + [
            .string("name", "the stem: the name its stub starts with") { $0.stem },
            .string("declaration", "the declaration the fake implements, with its isolation") {
                $0.isolation.modifierPrefix + $0.declaration
            },
            .string("attributes", "another global actor's attribute, printed before the access") {
                $0.isolation.attributePrefix
            },
            .string(
                "spi", "the requirement's `@_spi(Group)` attributes with a trailing space, or empty"
            ) {
                $0.spi.prefix
            },
            .string("memberName", "the property's name, escaped when it is a keyword") {
                $0.memberName
            },
            .string("type", "the type, as the fake declares it") { $0.type.description },
            .string("getterEffects", "the getter's effects: ` async throws`, or empty") {
                $0.effects.clause
            },
            .string("effects", "what a read needs in front: `try await ` ... or empty") {
                $0.effects.callPrefix
            },
            .bool("isAsync", "the getter is asynchronous") { $0.effects.isAsync },
            .string("lock", "empty") { _ in "" },
            .string("stubType", "the stub's type: `SeamPropertyStub<String, Swift.Never>`") {
                $0.stubType
            },
            TemplateKey("fields", .records(field.title), "empty") { _ in .array([]) },
            .bool("hasError", "the stub has an error to throw") { $0.hasError },
            .bool("hasSetter", "the property has a setter") { $0.hasSetter },
            .bool("canSpy", "a spy reads the real instance", renamedFrom: "canForward") {
                $0.canSpy
            },
            .string(
                "spyBinding", "`let`, or `var` for a `mutating` getter",
                renamedFrom: "forwardBinding"
            ) { $0.spyBinding.keyword },
            .bool(
                "spySets", "a spy sets the real instance's property too",
                renamedFrom: "forwardsSet"
            ) { $0.spySetter.assigns },
            .string("setBinding", "`let` or `var`: how a spy binds the real instance to set it") {
                $0.spySetter.binding?.keyword ?? ""
            },
            .bool(
                "readsStubOnceSet",
                "a spy that cannot set the real instance reads the stub after a set"
            ) { $0.spySetter == .blocked },
            .string("stopMessage", "what an unset read stops with; empty when it has a default") {
                $0.stop?.message ?? ""
            },
            .string(
                "nonisolated",
                "`\"nonisolated \"` for a member of an isolated fake that is outside its isolation"
            ) { $0.isOutsideIsolation ? "nonisolated " : "" },
            .string("stubArguments", "the stub's initializer arguments: the first value") {
                $0.stubArguments.text
            },
            .bool("annotatesStub", "declare the stub with its type") { $0.annotatesStub },
            .bool("stopThrows", "an unset read throws (`seamThrow`) instead of stopping") {
                $0.stopThrows
            },
            .bool(
                "readsDefault",
                "an unset read returns the protocol's default implementation instead of stopping"
            ) { $0.readsDefault },
        ])

    /// An initializer.
    static let initializer = TemplateKeys<FakeInitializer>(
        "initializer",
        kinds({ _ in .initializer }, isStatic: { _ in false }) + [
            .string("name", "the stem: the name its stub starts with") { $0.stem },
            .string("declaration", "the declaration the fake implements, with its isolation") {
                $0.isolation.modifierPrefix + $0.declaration.text
            },
            .string("attributes", "another global actor's attribute, printed before the access") {
                $0.isolation.attributePrefix
            },
            .string(
                "spi", "the requirement's `@_spi(Group)` attributes with a trailing space, or empty"
            ) {
                $0.spi.prefix
            },
            TemplateKey("fields", .records(field.title), "empty") { _ in .array([]) },
            .string("lock", "empty") { _ in "" },
            .string("stubType", "the stub's type; empty when nothing is recorded") {
                $0.stubType?.text ?? ""
            },
            .bool("hasArguments", "the initializer takes arguments the stub records") {
                $0.hasArguments
            },
            .string("recordedArguments", "what the stub records") {
                $0.recorded.recordedExpression
            },
            .bool("isAsync", "false") { _ in false },
            .string(
                "nonisolated",
                "`\"nonisolated \"` for a member of an isolated fake that is outside its isolation"
            ) { $0.isOutsideIsolation ? "nonisolated " : "" },
            .string("stubArguments", "empty") { _ in "" },
            .bool("annotatesStub", "declare the stub with its type") { $0.annotatesStub },
        ])

    /// State of a method besides its stub.
    static let field = TemplateKeys<FakeField>(
        "field",
        [
            .string("name", "the stored property's name") { $0.name },
            .string("type", "its type") { $0.type.description },
            .string("initial", "its initial value") { "\($0.type)()" },
        ])

    /// An `inout` argument the handler gets as `Any`.
    static let erasedInout = TemplateKeys<ErasedInout>(
        "erased inout",
        [
            .string("name", "the parameter's name") { $0.name },
            .string("erasedName", "the name of its `Any` copy") { $0.erasedName },
            .string("type", "its type, to cast the copy back") { $0.type.description },
        ])

    /// An `@autoclosure` argument the body evaluates once.
    static let autoclosure = TemplateKeys<EvaluatedAutoclosure>(
        "autoclosure",
        [
            .string("name", "the parameter's name") { $0.name },
            .string("effects", "what evaluating it needs in front: `try `, or empty") {
                $0.effects.callPrefix
            },
        ])
}
