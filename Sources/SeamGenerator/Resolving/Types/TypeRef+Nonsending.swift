/// Marks async function types `nonisolated(nonsending)` (see ``NonsendingDefault``).
extension TypeRef {
    /// The type with every async function type that has no isolation of its own (no
    /// `@concurrent`, global actor, `isolated` parameter or `nonisolated(...)`) marked
    /// `nonisolated(nonsending)`, inside and out.
    func markingNonsending() -> TypeRef {
        map { type in
            switch type {
            case .function(let function):
                return Self.nonsending(function, specifiers: [], attributes: [])
            case .attributed(let attributed):
                guard case .function(let function) = attributed.base else { return nil }
                return Self.nonsending(
                    function, specifiers: attributed.specifiers, attributes: attributed.attributes)
            default:
                return nil
            }
        }
    }

    private static func nonsending(
        _ function: FunctionType, specifiers: [TypeSpecifier], attributes: [Attribute]
    ) -> TypeRef {
        var inner = function
        inner.parameters = function.parameters.map {
            TupleTypeElement(
                label: $0.label, type: $0.type.markingNonsending(), isVariadic: $0.isVariadic)
        }
        inner.result = function.result.markingNonsending()
        // Any other attribute (`@concurrent`, `@isolated(any)`, a global actor) isolates it.
        let isIsolated =
            attributes.contains { !nonIsolatingAttributes.contains($0.name) }
            || specifiers.contains(.nonsending)
            || function.parameters.contains { $0.type.specifiers.contains(.isolated) }
        guard function.isAsync && !isIsolated else {
            if specifiers.isEmpty && attributes.isEmpty { return .function(inner) }
            return .attributed(
                AttributedType(
                    specifiers: specifiers, attributes: attributes, base: .function(inner)))
        }
        let marked = TypeRef.attributed(
            AttributedType(
                specifiers: [.nonsending], attributes: attributes,
                base: .function(inner)))
        guard !specifiers.isEmpty else { return marked }
        // `inout (nonisolated(nonsending) () async -> Void)`: parenthesized, or `inout` is lost.
        return .attributed(
            AttributedType(
                specifiers: specifiers,
                base: .tuple([TupleTypeElement(label: nil, type: marked, isVariadic: false)])))
    }

    /// Attributes of a function type that do not give it an isolation.
    private static let nonIsolatingAttributes: Set<String> = [
        "Sendable", "escaping", "autoclosure", "convention", "noescape", "differentiable",
    ]
}
