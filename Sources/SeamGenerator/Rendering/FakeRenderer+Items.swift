/// The template values of a fake's items.
///
/// Each kind of item is a ``TemplateRecord`` of its own shape; every shape has the `is...`
/// keys, so that a template can test `item.isMethod` on any item.
struct ItemContext {
    /// Whether the fake is `Sendable`, so that state besides the stubs (a FakeInjector's)
    /// sits behind its lock.
    let isSendable: Bool

    /// The value of `item`, with every `is...` key set.
    func value(_ item: FakeItem) -> TemplateValue {
        switch item {
        case .directive(let keyword, let condition):
            return .record(
                TemplateRecord(
                    Self.directiveShape,
                    [
                        "isDirective": true, "isMethod": false, "isProperty": false,
                        "isInitializer": false, "isSubscript": false, "isStatic": false,
                        "keyword": .string(keyword), "condition": .string(condition),
                    ]))
        case .method(let method):
            return .record(
                record(
                    method, shape: Self.methodShape, isSubscript: false, bodyEffects: method.effects
                )
                .record)
        case .subscript(let method, let hasSetter, let getterEffects):
            var fields = record(
                method, shape: Self.subscriptShape, isSubscript: true, bodyEffects: getterEffects)
            fields.add("hasSetter", .bool(hasSetter))
            fields.add("getterEffects", .string(getterEffects.clause))
            fields.add("forwardsSet", .bool(method.setForwarding.assigns))
            fields.add("setBinding", .string(method.setForwarding.binding))
            return .record(fields.record)
        case .property(let property):
            return .record(record(property))
        case .initializer(let initializer):
            return .record(
                TemplateRecord(
                    Self.initializerShape,
                    [
                        "isDirective": false, "isMethod": false, "isProperty": false,
                        "isInitializer": true, "isSubscript": false, "isStatic": false,
                        "name": .string(initializer.stem),
                        "declaration": .string(
                            initializer.isolation.modifierPrefix + initializer.declaration),
                        "attributes": .string(initializer.isolation.attributePrefix),
                        "fields": .array([]), "lock": "",
                        "stubType": .string(initializer.stubType),
                        "hasArguments": .bool(initializer.hasArguments),
                        "recordedArguments": .string(initializer.recordedArguments),
                        "isAsync": false,
                        "nonisolated": Self.nonisolated(initializer.isOutsideIsolation),
                        "stubArguments": "", "annotatesStub": .bool(initializer.annotatesStub),
                    ]))
        }
    }

    /// `nonisolated ` for a member outside its fake's isolation (either way), else empty.
    private static func nonisolated(_ isOutsideIsolation: Bool) -> TemplateValue {
        isOutsideIsolation ? "nonisolated " : ""
    }

    /// A method, or the method part of a subscript (whose shape adds `hasSetter`,
    /// `getterEffects`, `forwardsSet` and `setBinding`, for the caller to add); `bodyEffects` are the effects of the body that
    /// records the call (a subscript's getter), which decide `isAsync`.
    private func record(
        _ method: FakeMethod, shape: TemplateShape, isSubscript: Bool, bodyEffects: Effects
    ) -> TemplateRecordBuilder {
        var stopMessage = ""
        var defaultValue = ""
        switch method.fallback {
        case .none: break
        case .value(let value): defaultValue = value
        case .stop(let message): stopMessage = message
        }
        var fields = TemplateRecordBuilder(shape)
        fields.add("isDirective", false)
        fields.add("isMethod", .bool(!isSubscript))
        fields.add("isProperty", false)
        fields.add("isInitializer", false)
        fields.add("isSubscript", .bool(isSubscript))
        fields.add("isStatic", .bool(method.isStatic))
        fields.add("name", .string(method.stem))
        fields.add("declaration", .string(method.isolation.modifierPrefix + method.declaration))
        fields.add("attributes", .string(method.isolation.attributePrefix))
        // Only a FakeInjector's methods have state besides the stub, behind its lock.
        fields.add("lock", .string(isSendable && !method.fields.isEmpty ? "lock" : ""))
        fields.add("stubType", .string(method.stubType))
        fields.add("handlerType", .string(method.handlerType))
        fields.add("fields", Self.value(method.fields))
        fields.add("hasArguments", .bool(method.hasArguments))
        fields.add("recordedArguments", .string(method.recordedArguments))
        fields.add("hasError", .bool(method.hasError))
        fields.add("effects", .string(method.effects.callPrefix))
        fields.add("isAsync", .bool(bodyEffects.isAsync))
        fields.add("handlerArguments", .string(method.handlerArguments))
        fields.add("erasedInouts", .array(method.erasedInouts.map(Self.value)))
        fields.add("autoclosures", .array(method.evaluatedAutoclosures.map(Self.value)))
        fields.add("resultCast", .string(method.resultCast))
        fields.add("hasReturnValue", .bool(method.hasReturnValue))
        fields.add("returnValueCast", .string(method.returnValueCast))
        fields.add("forwardEffects", .string(method.forwardEffects.callPrefix))
        fields.add("canForward", .bool(method.canForward))
        fields.add("forwardCall", .string(method.forwardCall))
        fields.add("forwardBinding", .string(method.forwardBinding))
        fields.add("hasDefault", .bool(!defaultValue.isEmpty))
        fields.add("defaultValue", .string(defaultValue))
        fields.add("isStopping", .bool(!stopMessage.isEmpty))
        fields.add("stopMessage", .string(stopMessage))
        fields.add("nonisolated", Self.nonisolated(method.isOutsideIsolation))
        fields.add("stubArguments", "")
        fields.add("hasHandler", .bool(method.hasHandler))
        fields.add("annotatesStub", .bool(method.annotatesStub))
        fields.add("call", .string(method.call))
        fields.add("callArguments", .string(method.hasArguments ? method.recordedArguments : ""))
        fields.add("erasedReturnType", .string(method.erasedReturnType))
        fields.add("displayName", .string(method.displayName))
        fields.add("stopThrows", .bool(method.stopThrows))
        return fields
    }

    private func record(_ property: FakeProperty) -> TemplateRecord {
        var fields = TemplateRecordBuilder(Self.propertyShape)
        fields.add("isDirective", false)
        fields.add("isMethod", false)
        fields.add("isProperty", true)
        fields.add("isInitializer", false)
        fields.add("isSubscript", false)
        fields.add("isStatic", .bool(property.isStatic))
        fields.add("name", .string(property.stem))
        fields.add("declaration", .string(property.isolation.modifierPrefix + property.declaration))
        fields.add("attributes", .string(property.isolation.attributePrefix))
        fields.add("memberName", .string(property.memberName))
        fields.add("type", .string(property.type))
        fields.add("getterEffects", .string(property.effects.clause))
        fields.add("effects", .string(property.effects.callPrefix))
        fields.add("isAsync", .bool(property.effects.isAsync))
        fields.add("lock", "")
        fields.add("stubType", .string(property.stubType))
        fields.add("fields", .array([]))
        fields.add("hasError", .bool(property.hasError))
        fields.add("hasSetter", .bool(property.hasSetter))
        fields.add("canForward", .bool(property.canForward))
        fields.add("forwardBinding", .string(property.forwardBinding))
        fields.add("forwardsSet", .bool(property.setForwarding.assigns))
        fields.add("setBinding", .string(property.setForwarding.binding))
        fields.add("readsStubOnceSet", .bool(property.setForwarding == .blocked))
        fields.add("stopMessage", .string(property.stopMessage))
        fields.add("nonisolated", Self.nonisolated(property.isOutsideIsolation))
        fields.add("stubArguments", .string(property.stubArguments))
        fields.add("annotatesStub", .bool(property.annotatesStub))
        fields.add("stopThrows", .bool(property.stopThrows))
        return fields.record
    }

    private static func value(_ erased: ErasedInout) -> TemplateValue {
        var fields = TemplateRecordBuilder(erasedShape)
        fields.add("name", .string(erased.name))
        fields.add("erasedName", .string(erased.erasedName))
        fields.add("type", .string(erased.type))
        return .record(fields.record)
    }

    private static func value(_ autoclosure: EvaluatedAutoclosure) -> TemplateValue {
        var fields = TemplateRecordBuilder(autoclosureShape)
        fields.add("name", .string(autoclosure.name))
        fields.add("effects", .string(autoclosure.effects.callPrefix))
        return .record(fields.record)
    }

    private static func value(_ fields: [FakeField]) -> TemplateValue {
        .array(
            fields.map { field in
                var values = TemplateRecordBuilder(fieldShape)
                values.add("name", .string(field.name))
                values.add("type", .string(field.type))
                values.add("initial", .string(field.initial))
                return .record(values.record)
            })
    }
}
