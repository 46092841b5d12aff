@testable import SeamGenerator

extension TypeRef {
    /// The type as a tree, for dumps: `opt(Int)`, `fn(Int -> Void)`, `comp(A, B)`.
    ///
    /// Named types print as written (`Swift.Result<Int, E>`); every other case is tagged, so a
    /// dump shows how the parser grouped the type, not only how it prints.
    var dumpDescription: String {
        switch self {
        case .named(let components):
            return components.map { component in
                guard !component.genericArguments.isEmpty else { return component.name }
                return
                    "\(component.name)<\(component.genericArguments.map(\.dumpDescription).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .optional(let wrapped): return "opt(\(wrapped.dumpDescription))"
        case .implicitlyUnwrapped(let wrapped): return "iuo(\(wrapped.dumpDescription))"
        case .array(let element): return "array(\(element.dumpDescription))"
        case .dictionary(let key, let value):
            return "dict(\(key.dumpDescription), \(value.dumpDescription))"
        case .tuple(let elements):
            return "tuple(\(elements.map(\.dumpDescription).joined(separator: ", ")))"
        case .function(let function):
            let parameters = function.parameters.map(\.dumpDescription).joined(separator: ", ")
            let effects = DumpText.effects(isAsync: function.isAsync, throwing: function.throwing)
            return "fn((\(parameters))\(effects) -> \(function.result.dumpDescription))"
        case .metatype(let base, let isProtocol):
            return "\(isProtocol ? "protocol" : "meta")(\(base.dumpDescription))"
        case .composition(let parts):
            return "comp(\(parts.map(\.dumpDescription).joined(separator: ", ")))"
        case .opaque(let base): return "some(\(base.dumpDescription))"
        case .existential(let base): return "any(\(base.dumpDescription))"
        case .inverse(let base): return "not(\(base.dumpDescription))"
        case .packExpansion(let base): return "repeat(\(base.dumpDescription))"
        case .packElement(let base): return "each(\(base.dumpDescription))"
        case .attributed(let attributed):
            let words =
                attributed.specifiers.map(\.rawValue) + attributed.attributes.map(\.description)
            return "attr(\(words.joined(separator: " ")) \(attributed.base.dumpDescription))"
        }
    }
}

extension TupleTypeElement {
    var dumpDescription: String {
        let type = type.dumpDescription + (isVariadic ? "..." : "")
        guard let label else { return type }
        return "\(label): \(type)"
    }
}

extension [GenericRequirement] {
    var dumpDescription: String {
        map { requirement in
            switch requirement {
            case .conformance(let subject, let constraint):
                return "\(subject.dumpDescription): \(constraint.dumpDescription)"
            case .sameType(let left, let right):
                return "\(left.dumpDescription) == \(right.dumpDescription)"
            }
        }.joined(separator: ", ")
    }
}

extension MemberKind {
    var dumpDescription: String {
        switch self {
        case .property(let property):
            let accessors = DumpText.accessors(
                hasSetter: property.hasSetter, isMutatingGetter: property.isMutatingGetter,
                isNonmutatingSetter: property.isNonmutatingSetter)
            let effects = DumpText.effects(isAsync: property.isAsync, throwing: property.throwing)
            return
                "var \(property.name): \(property.type.dumpDescription) { \(accessors)\(effects) }"
        case .function(let function):
            let effects = DumpText.effects(isAsync: function.isAsync, throwing: function.throwing)
            let result = function.returnType.map { " -> \($0.dumpDescription)" } ?? ""
            return "func \(function.name)\(DumpText.generics(function.genericParameters))"
                + "\(DumpText.parameters(function.parameters))\(effects)\(result)"
                + DumpText.whereClause(function.whereClause)
        case .initializer(let initializer):
            let failability =
                ["optional": "?", "implicitlyUnwrapped": "!"][initializer.failability.rawValue]
                ?? ""
            let effects = DumpText.effects(
                isAsync: initializer.isAsync, throwing: initializer.throwing)
            return "init\(failability)\(DumpText.generics(initializer.genericParameters))"
                + "\(DumpText.parameters(initializer.parameters))\(effects)"
                + DumpText.whereClause(initializer.whereClause)
        case .subscript(let subscriptDecl):
            return subscriptDecl.dumpDescription
        case .associatedType(let associatedType):
            var text = "associatedtype \(associatedType.name)"
            if !associatedType.inherited.isEmpty {
                text +=
                    ": " + associatedType.inherited.map(\.dumpDescription).joined(separator: ", ")
            }
            if let defaultType = associatedType.defaultType {
                text += " = \(defaultType.dumpDescription)"
            }
            return text + DumpText.whereClause(associatedType.whereClause)
        case .typeAlias(let alias):
            return
                "typealias \(alias.name)\(DumpText.generics(alias.genericParameters)) = \(alias.type.dumpDescription)"
                + DumpText.whereClause(alias.whereClause)
        }
    }
}

extension SubscriptDecl {
    var dumpDescription: String {
        let accessors = DumpText.accessors(
            hasSetter: hasSetter, isMutatingGetter: isMutatingGetter,
            isNonmutatingSetter: isNonmutatingSetter)
        let effects = DumpText.effects(isAsync: isAsync, throwing: throwing)
        return "subscript\(DumpText.generics(genericParameters))\(DumpText.parameters(parameters))"
            + " -> \(returnType.dumpDescription)\(DumpText.whereClause(whereClause)) { \(accessors)\(effects) }"
    }
}
