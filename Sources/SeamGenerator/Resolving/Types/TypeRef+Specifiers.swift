/// What isolation a type spells, read from the tree rather than from its printed text.
extension TypeRef {
    /// Whether the type, or a type inside it, is `nonisolated(...)` (`nonisolated(nonsending)`).
    var spellsNonisolated: Bool {
        contains { $0.specifiers.contains(.nonsending) }
    }

    /// Whether the type, or a type inside it, is `sending`.
    var spellsSending: Bool {
        contains { $0.specifiers.contains(.sending) }
    }

    /// Whether `predicate` holds for the type or any type inside it (generic arguments,
    /// elements, parameters, results, typed errors, bases).
    func contains(where predicate: (TypeRef) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .named(let components):
            return components.contains {
                $0.genericArguments.contains { $0.contains(where: predicate) }
            }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped),
            .opaque(let wrapped), .existential(let wrapped), .inverse(let wrapped),
            .packExpansion(let wrapped), .packElement(let wrapped), .metatype(let wrapped, _):
            return wrapped.contains(where: predicate)
        case .dictionary(let key, let value):
            return key.contains(where: predicate) || value.contains(where: predicate)
        case .tuple(let elements):
            return elements.contains { $0.type.contains(where: predicate) }
        case .function(let function):
            if case .typed(let error) = function.throwing, error.contains(where: predicate) {
                return true
            }
            return function.parameters.contains { $0.type.contains(where: predicate) }
                || function.result.contains(where: predicate)
        case .composition(let parts):
            return parts.contains { $0.contains(where: predicate) }
        case .attributed(let attributed):
            return attributed.base.contains(where: predicate)
        }
    }
}
