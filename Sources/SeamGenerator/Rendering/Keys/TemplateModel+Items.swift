/// The keys of a fake's items: what `Members.swift` and the templates it includes read as
/// `item`. Each kind of item is a record of its own keys; every kind has the `is...` keys
/// (``TemplateModel/kinds``), so that a template can test `item.isMethod` on any item.
extension TemplateModel {
    /// What kind of member an item is, for the `is...` keys.
    enum ItemKind: Sendable {
        case directive, method, property, initializer, `subscript`
    }

    /// A method or a subscript, with what its record needs besides the resolved method.
    ///
    /// A final class, not a struct: each key's reader gets one reference to it, where a
    /// struct this large is copied into every reader (measured: about half of a method
    /// record's cost, see `Benchmarks/README.md`).
    final class MethodItem: Sendable {
        /// The method, or the getter of a subscript.
        let method: FakeMethod
        /// Whether it is a subscript.
        let isSubscript: Bool
        /// The effects of the body that records the call (a subscript's getter's).
        let bodyEffects: Effects
        /// Whether the fake is `Sendable`: only then is state besides the stub behind a lock.
        let isSendable: Bool
        /// Whether a subscript has a setter.
        let hasSetter: Bool

        /// The item of `method`; `bodyEffects` are the getter's for a subscript.
        init(
            method: FakeMethod, isSubscript: Bool, bodyEffects: Effects, isSendable: Bool,
            hasSetter: Bool = false
        ) {
            self.method = method
            self.isSubscript = isSubscript
            self.bodyEffects = bodyEffects
            self.isSendable = isSendable
            self.hasSetter = hasSetter
        }
    }

    /// The record of `item`, in a fake that is `Sendable` when `isSendable`.
    static func item(_ item: FakeItem, isSendable: Bool) -> TemplateValue {
        switch item {
        case .directive(let directive):
            return self.directive.value(directive)
        case .method(let method):
            return self.method.value(
                MethodItem(
                    method: method, isSubscript: false, bodyEffects: method.effects,
                    isSendable: isSendable))
        case .subscript(let method, let hasSetter, let getterEffects):
            return subscriptItem.value(
                MethodItem(
                    method: method, isSubscript: true, bodyEffects: getterEffects,
                    isSendable: isSendable, hasSetter: hasSetter))
        case .property(let property):
            return self.property.value(property)
        case .initializer(let initializer):
            return self.initializer.value(initializer)
        }
    }

    /// The `is...` keys of an item whose kind `kind` reads; the reference lists them once.
    static func kinds<Model>(
        _ kind: @escaping @Sendable (Model) -> ItemKind,
        isStatic: @escaping @Sendable (Model) -> Bool
    ) -> [TemplateKey<Model>] {
        [
            .bool("isDirective", "the item is a `#if` directive") { kind($0) == .directive },
            .bool("isMethod", "the item is a method") { kind($0) == .method },
            .bool("isProperty", "the item is a property") { kind($0) == .property },
            .bool("isInitializer", "the item is an initializer") { kind($0) == .initializer },
            .bool("isSubscript", "the item is a subscript") { kind($0) == .subscript },
            .bool("isStatic", "the member is `static`") { isStatic($0) },
        ]
    }

    /// A `#if` directive.
    static let directive = TemplateKeys<ConditionalDirective>(
        "directive",
        kinds({ _ in .directive }, isStatic: { _ in false }) + [
            .string("keyword", "`if`, `elseif`, `else` or `endif`") { $0.keyword },
            .string("condition", "the condition, or empty") { $0.condition?.description ?? "" },
        ])

    /// A method.
    static let method = TemplateKeys<MethodItem>("method", methodKeys)

    /// A subscript: a method's keys, then those of the setter.
    static let subscriptItem = TemplateKeys<MethodItem>(
        "subscript",
        methodKeys + [
            .bool("hasSetter", "the subscript has a setter") { $0.hasSetter },
            .string("getterEffects", "the getter's effects: ` async throws`, or empty") {
                $0.bodyEffects.clause
            },
            .bool(
                "spySets", "a spy sets the real instance's subscript too",
                renamedFrom: "forwardsSet"
            ) { $0.method.spySetter.assigns },
            .string("setBinding", "`let` or `var`: how a spy binds the real instance to set it") {
                $0.method.spySetter.binding?.keyword ?? ""
            },
        ])
}

extension TemplateModel.ItemKind: Hashable {}
