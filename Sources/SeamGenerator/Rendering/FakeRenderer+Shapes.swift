/// The field names of every record the renderer builds, in the order it writes them.
///
/// The README ("Templates") lists what each key means; a template reading a key that is not
/// here gets the same "has no field" error as before records existed.
extension ItemContext {
    /// The `is...` keys every item has.
    private static let kinds = [
        "isDirective", "isMethod", "isProperty", "isInitializer", "isSubscript", "isStatic",
    ]

    static let directiveShape = TemplateShape(kinds + ["keyword", "condition"])

    static let methodShape = TemplateShape(
        kinds + [
            "name", "declaration", "attributes", "lock", "stubType", "handlerType", "fields",
            "hasArguments",
            "recordedArguments", "hasError", "effects", "isAsync", "handlerArguments",
            "erasedInouts", "autoclosures",
            "resultCast", "hasReturnValue", "returnValueCast", "forwardEffects", "canForward",
            "forwardCall", "forwardBinding", "hasDefault", "defaultValue", "isStopping",
            "stopMessage",
            "nonisolated", "stubArguments", "hasHandler", "annotatesStub", "call", "callArguments",
            "erasedReturnType", "displayName", "stopThrows",
        ])

    /// A method's keys, then those of the setter.
    static let subscriptShape = TemplateShape(
        methodShape.names + ["hasSetter", "getterEffects", "forwardsSet", "setBinding"])

    static let propertyShape = TemplateShape(
        kinds + [
            "name", "declaration", "attributes", "memberName", "type", "getterEffects", "effects",
            "isAsync",
            "lock", "stubType", "fields", "hasError", "hasSetter", "canForward", "forwardBinding",
            "forwardsSet",
            "setBinding", "readsStubOnceSet", "stopMessage", "nonisolated", "stubArguments",
            "annotatesStub",
            "stopThrows",
        ])

    static let initializerShape = TemplateShape(
        kinds + [
            "name", "declaration", "attributes", "fields", "lock", "stubType", "hasArguments",
            "recordedArguments",
            "isAsync", "nonisolated", "stubArguments", "annotatesStub",
        ])

    static let fieldShape = TemplateShape(["name", "type", "initial"])

    static let erasedShape = TemplateShape(["name", "erasedName", "type"])

    static let autoclosureShape = TemplateShape(["name", "effects"])
}

extension FakeRenderer {
    static let importShape = TemplateShape([
        "name", "isTestable", "isConditional", "declaration", "attributes", "condition",
    ])

    static let usageShape = TemplateShape([
        "methodStub", "record", "subscriptSetter", "propertyStub", "staticStubs", "reports",
    ])

    static let typeAliasShape = TemplateShape(["name", "type"])

    static let fakeShape = TemplateShape([
        "protocolName", "name", "access", "isActor", "globalActor", "isLocked", "genericClause",
        "whereClause", "typeAliases", "canForward", "forwardee", "resetName", "hasStatics",
        "staticStubs",
        "isEquatable", "isHashable", "isComparable", "isEncodable", "isDecodable",
        "nonisolatedInstance", "nonisolatedStatic", "nonisolatedInit", "items", "superclass",
        "isSubclassed", "baseProtocol", "condition", "deprecations",
    ])

    static let injectorShape = TemplateShape([
        "protocolName", "name", "access", "globalActor", "isLocked", "hasUnisolated",
        "fallbackType",
        "forwardee",
        "resetName", "hasStatics", "staticStubs", "dependencies", "items", "condition",
    ])

    static let dependencyShape = TemplateShape([
        "name", "stem", "declaration", "overrideType", "fakeType", "fakeName", "fallbackEffects",
        "getterEffects", "isSettable", "stopMessage", "defaultValue", "stopThrows", "isolation",
        "fakeBinding", "condition",
    ])
}
