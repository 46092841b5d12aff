/// The template values of a fake's items.
///
/// Each kind of item is a ``TemplateRecord`` of its own shape; every shape has the `is...`
/// keys, so that a template can test `item.isMethod` on any item.
struct ItemContext {
    /// Whether the fake's instance state is lock-protected.
    let isLocked: Bool
    /// The file-level lock of the fake's static state.
    let staticLock: String

    /// The value of `item`, with every `is...` key set.
    func value(_ item: FakeItem) -> TemplateValue {
        switch item {
        case .directive(let keyword, let condition):
            return .record(TemplateRecord(Self.directiveShape, [
                "isDirective": true, "isMethod": false, "isProperty": false,
                "isInitializer": false, "isSubscript": false, "isStatic": false,
                "keyword": .string(keyword), "condition": .string(condition),
            ]))
        case .method(let method):
            return .record(record(method, isSubscript: false))
        case .subscript(let method, let hasSetter, let getterEffects):
            let values = record(method, isSubscript: true).values + [.bool(hasSetter), .string(getterEffects)]
            return .record(TemplateRecord(Self.subscriptShape, values: values))
        case .property(let property):
            return .record(record(property))
        case .initializer(let initializer):
            return .record(TemplateRecord(Self.initializerShape, [
                "isDirective": false, "isMethod": false, "isProperty": false,
                "isInitializer": true, "isSubscript": false, "isStatic": false,
                "name": .string(initializer.name), "declaration": .string(initializer.declaration),
                "fields": Self.value(initializer.fields),
                "lock": lock(isStatic: false), "store": store(isStatic: false),
                "hasArguments": .bool(initializer.hasArguments),
                "recordedArguments": .string(initializer.recordedArguments),
            ]))
        }
    }

    private func lock(isStatic: Bool) -> TemplateValue {
        isStatic ? .string(staticLock) : (isLocked ? "lock" : "")
    }

    /// The prefix of stored state inside a lock: `_` for instance storage; none for static
    /// state, whose accessors take the (recursive) lock themselves.
    private func store(isStatic: Bool) -> TemplateValue {
        isStatic ? "" : "_"
    }

    /// A method, or the method part of a subscript (whose record adds `hasSetter` and
    /// `getterEffects`).
    private func record(_ method: FakeMethod, isSubscript: Bool) -> TemplateRecord {
        var stopMessage = "", defaultValue = ""
        switch method.fallback {
        case .none: break
        case .value(let value): defaultValue = value
        case .stop(let message): stopMessage = message
        }
        return TemplateRecord(Self.methodShape, [
            "isDirective": false, "isMethod": .bool(!isSubscript), "isProperty": false,
            "isInitializer": false, "isSubscript": .bool(isSubscript),
            "isStatic": .bool(method.isStatic),
            "name": .string(method.name), "declaration": .string(method.declaration),
            "lock": lock(isStatic: method.isStatic), "store": store(isStatic: method.isStatic),
            "fields": Self.value(method.fields), "hasArguments": .bool(method.hasArguments),
            "recordedArguments": .string(method.recordedArguments),
            "hasError": .bool(method.hasError), "effects": .string(method.effects),
            "handlerArguments": .string(method.handlerArguments),
            "erasedInouts": .array(method.erasedInouts.map {
                .record(TemplateRecord(Self.erasedShape, [
                    "name": .string($0.name), "erasedName": .string($0.erasedName), "type": .string($0.type),
                ]))
            }),
            "resultCast": .string(method.resultCast), "hasReturnValue": .bool(method.hasReturnValue),
            "returnValueCast": .string(method.returnValueCast),
            "forwardEffects": .string(method.forwardEffects),
            "canForward": .bool(method.canForward), "forwardCall": .string(method.forwardCall),
            "hasDefault": .bool(!defaultValue.isEmpty), "defaultValue": .string(defaultValue),
            "isStopping": .bool(!stopMessage.isEmpty), "stopMessage": .string(stopMessage),
        ])
    }

    private func record(_ property: FakeProperty) -> TemplateRecord {
        TemplateRecord(Self.propertyShape, [
            "isDirective": false, "isMethod": false, "isProperty": true,
            "isInitializer": false, "isSubscript": false, "isStatic": .bool(property.isStatic),
            "name": .string(property.name), "declaration": .string(property.declaration),
            "memberName": .string(property.memberName),
            "getterEffects": .string(property.getterEffects), "effects": .string(property.effects),
            "lock": lock(isStatic: property.isStatic), "store": store(isStatic: property.isStatic),
            "fields": Self.value(property.fields), "hasError": .bool(property.hasError),
            "hasSetter": .bool(property.hasSetter), "canForward": .bool(property.canForward),
            "stopMessage": .string(property.stopMessage),
        ])
    }

    private static func value(_ fields: [FakeField]) -> TemplateValue {
        .array(fields.map {
            .record(TemplateRecord(fieldShape, [
                "name": .string($0.name), "type": .string($0.type), "initial": .string($0.initial),
            ]))
        })
    }
}
