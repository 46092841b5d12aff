/// The template values of a fake's items.
struct ItemContext {
    /// Whether the fake's instance state is lock-protected.
    let isLocked: Bool
    /// The file-level lock of the fake's static state.
    let staticLock: String

    /// The value of `item`, with every `is...` key set.
    func value(_ item: FakeItem) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "isDirective": false, "isMethod": false, "isProperty": false,
            "isInitializer": false, "isSubscript": false, "isStatic": false,
        ]
        switch item {
        case .directive(let keyword, let condition):
            fields["isDirective"] = true
            fields["keyword"] = .string(keyword)
            fields["condition"] = .string(condition)
        case .method(let method):
            fields.merge(value(method)) { $1 }
            fields["isMethod"] = true
        case .subscript(let method, let hasSetter, let getterEffects):
            fields.merge(value(method)) { $1 }
            fields["isSubscript"] = true
            fields["hasSetter"] = .bool(hasSetter)
            fields["getterEffects"] = .string(getterEffects)
            fields["isAsync"] = .bool(Self.isAsync(getterEffects))
        case .property(let property):
            fields.merge(value(property)) { $1 }
            fields["isProperty"] = true
        case .initializer(let initializer):
            fields["isInitializer"] = true
            fields["name"] = .string(initializer.name)
            fields["declaration"] = .string(initializer.declaration)
            fields["fields"] = Self.value(initializer.fields)
            fields["lock"] = lock(isStatic: false)
            fields["store"] = store(isStatic: false)
            fields["hasArguments"] = .bool(initializer.hasArguments)
            fields["isAsync"] = false
            fields["recordedArguments"] = .string(initializer.recordedArguments)
        }
        return .object(fields)
    }

    private func lock(isStatic: Bool) -> TemplateValue {
        isStatic ? .string(staticLock) : (isLocked ? "lock" : "")
    }

    /// The prefix of stored state inside a lock: `_` for instance storage; none for static
    /// state, whose accessors take the (recursive) lock themselves.
    private func store(isStatic: Bool) -> TemplateValue {
        isStatic ? "" : "_"
    }

    private func value(_ method: FakeMethod) -> [String: TemplateValue] {
        var stopMessage = "", defaultValue = ""
        switch method.fallback {
        case .none: break
        case .value(let value): defaultValue = value
        case .stop(let message): stopMessage = message
        }
        return [
            "name": .string(method.name), "declaration": .string(method.declaration),
            "isStatic": .bool(method.isStatic), "lock": lock(isStatic: method.isStatic),
            "store": store(isStatic: method.isStatic),
            "fields": Self.value(method.fields), "hasArguments": .bool(method.hasArguments),
            "recordedArguments": .string(method.recordedArguments),
            "hasError": .bool(method.hasError), "effects": .string(method.effects),
            "isAsync": .bool(Self.isAsync(method.effects)),
            "handlerArguments": .string(method.handlerArguments),
            "erasedInouts": .array(method.erasedInouts.map {
                ["name": .string($0.name), "erasedName": .string($0.erasedName), "type": .string($0.type)]
            }),
            "resultCast": .string(method.resultCast), "hasReturnValue": .bool(method.hasReturnValue),
            "returnValueCast": .string(method.returnValueCast),
            "forwardEffects": .string(method.forwardEffects),
            "canForward": .bool(method.canForward), "forwardCall": .string(method.forwardCall),
            "hasDefault": .bool(!defaultValue.isEmpty), "defaultValue": .string(defaultValue),
            "isStopping": .bool(!stopMessage.isEmpty), "stopMessage": .string(stopMessage),
        ]
    }

    private func value(_ property: FakeProperty) -> [String: TemplateValue] {
        [
            "name": .string(property.name), "declaration": .string(property.declaration),
            "memberName": .string(property.memberName),
            "getterEffects": .string(property.getterEffects), "effects": .string(property.effects),
            "isAsync": .bool(Self.isAsync(property.getterEffects)),
            "isStatic": .bool(property.isStatic), "lock": lock(isStatic: property.isStatic),
            "store": store(isStatic: property.isStatic),
            "fields": Self.value(property.fields), "hasError": .bool(property.hasError),
            "hasSetter": .bool(property.hasSetter), "canForward": .bool(property.canForward),
            "stopMessage": .string(property.stopMessage),
        ]
    }

    /// Whether a body with these effects (`try await `, ` async throws`) is asynchronous, where
    /// `NSLock.lock()` is unavailable and recording takes the lock through `withLock`.
    private static func isAsync(_ effects: String) -> Bool {
        effects.split(separator: " ").contains { $0 == "async" || $0 == "await" }
    }

    private static func value(_ fields: [FakeField]) -> TemplateValue {
        .array(fields.map {
            ["name": .string($0.name), "type": .string($0.type), "initial": .string($0.initial)]
        })
    }
}
