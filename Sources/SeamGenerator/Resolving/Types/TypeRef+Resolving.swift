/// The type questions the resolver asks: which names a type mentions, and how to rewrite it
/// for storage in a fake.
extension TypeRef {
    /// Whether the type mentions one of `names` as a bare type name (`T`, `[T]`, `T.Element`).
    func mentions(_ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return contains { type in
            guard case .named(let components) = type, let first = components.first else {
                return false
            }
            return names.contains(first.name)
        }
    }

    /// The parts of a composition, those of nested ones too (`A & (B & C)`: `A`, `B`, `C`),
    /// or the type itself.
    var compositionParts: [TypeRef] {
        if case .composition(let parts) = self { return parts.flatMap(\.compositionParts) }
        return [self]
    }

    /// Whether the type is a standard value type known to be `Sendable` (`String`, `[Int]`,
    /// `Bool?`): a stored value of it can be returned as a `sending` result.
    var isKnownSendableValue: Bool {
        switch self {
        case .named(let components):
            guard components.count == 1 || (components.count == 2 && components[0].name == "Swift")
            else { return false }
            let last = components[components.count - 1]
            return Self.sendableValueNames.contains(last.name) && last.genericArguments.isEmpty
        case .optional(let wrapped), .array(let wrapped): return wrapped.isKnownSendableValue
        case .dictionary(let key, let value):
            return key.isKnownSendableValue && value.isKnownSendableValue
        case .tuple(let elements): return elements.allSatisfy { $0.type.isKnownSendableValue }
        case .attributed(let attributed): return attributed.base.isKnownSendableValue
        default: return false
        }
    }

    private static let sendableValueNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Substring",
    ]

    /// Whether the type contains `some`, which stored properties cannot hold.
    var containsOpaque: Bool {
        switch self {
        case .opaque: return true
        case .attributed(let attributed): return attributed.base.containsOpaque
        // Also inside generic arguments and sugar (`KeyPath<Root, some Comparable>`,
        // `[some Hashable]`): such a type cannot be spelled outside the declaration.
        case .named(let components):
            return components.contains { $0.genericArguments.contains { $0.containsOpaque } }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return wrapped.containsOpaque
        case .dictionary(let key, let value): return key.containsOpaque || value.containsOpaque
        case .tuple(let elements): return elements.contains { $0.type.containsOpaque }
        default: return false
        }
    }

    /// The type with `Self` replaced by `fakeName` and `Self.X` shortened to `X`.
    func replacingSelf(with fakeName: String) -> TypeRef {
        // Most types have no `Self`: keep them rather than rebuild them.
        guard mentionsSelfType else { return self }
        return map { type in
            guard case .named(let components) = type, components.first?.name == "Self" else {
                return nil
            }
            if components.count == 1 { return .named([TypeComponent(name: fakeName)]) }
            return .named(Array(components.dropFirst()))
        }
    }

    /// Whether ``replacingSelf(with:)`` changes the type: it names `Self` or `Self.X`
    /// somewhere, looking everywhere ``map(_:)`` does.
    private var mentionsSelfType: Bool {
        contains { type in
            guard case .named(let components) = type else { return false }
            return components.first?.name == "Self"
        }
    }

    /// The type rewritten bottom-up: `transform` returns a replacement or `nil` to recurse.
    func map(_ transform: (TypeRef) -> TypeRef?) -> TypeRef {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .named(let components):
            return .named(
                components.map {
                    TypeComponent(
                        name: $0.name,
                        genericArguments: $0.genericArguments.map {
                            $0.map(transform)
                        })
                })
        case .optional(let wrapped): return .optional(wrapped.map(transform))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(wrapped.map(transform))
        case .array(let element): return .array(element.map(transform))
        case .dictionary(let key, let value):
            return .dictionary(key: key.map(transform), value: value.map(transform))
        case .tuple(let elements):
            return .tuple(elements.map { Self.map($0, transform) })
        case .function(var function):
            function.parameters = function.parameters.map { Self.map($0, transform) }
            function.result = function.result.map(transform)
            if case .typed(let error) = function.throwing {
                function.throwing = .typed(error.map(transform))
            }
            return .function(function)
        case .metatype(let base, let isProtocol):
            return .metatype(base.map(transform), isProtocol: isProtocol)
        case .composition(let parts): return .composition(parts.map { $0.map(transform) })
        case .opaque(let base): return .opaque(base.map(transform))
        case .existential(let base): return .existential(base.map(transform))
        case .inverse(let base): return .inverse(base.map(transform))
        case .packExpansion(let base): return .packExpansion(base.map(transform))
        case .packElement(let base): return .packElement(base.map(transform))
        case .attributed(var attributed):
            attributed.base = attributed.base.map(transform)
            return .attributed(attributed)
        }
    }

    /// `element` with its type rewritten by ``map(_:)``.
    private static func map(
        _ element: TupleTypeElement, _ transform: (TypeRef) -> TypeRef?
    ) -> TupleTypeElement {
        TupleTypeElement(
            label: element.label, type: element.type.map(transform), isVariadic: element.isVariadic)
    }

    /// Whether the type is, or is a composition with, `~Copyable` or `~Escapable`.
    var hasInverse: Bool {
        switch self {
        case .inverse: return true
        case .composition(let parts): return parts.contains { $0.hasInverse }
        default: return false
        }
    }

    /// Whether the type is `some ~Copyable` (or `~Escapable`), under its specifiers.
    var isNoncopyableOpaque: Bool {
        if case .opaque(let constraint) = storable { return constraint.hasInverse }
        return false
    }

    /// The specifiers written in front (`inout`, `borrowing`), or none.
    var specifiers: [TypeSpecifier] {
        if case .attributed(let attributed) = self { return attributed.specifiers }
        return []
    }

    /// Whether the type has attributes or specifiers (`@escaping`, `inout`).
    var isAttributed: Bool {
        if case .attributed = self { return true }
        return false
    }

    /// Whether the type is `inout T`.
    var isInout: Bool { specifiers.contains(.inout) }

    /// The attributes written in front (`@escaping`, `@Sendable`), or none.
    var attributeNames: [String] {
        if case .attributed(let attributed) = self { return attributed.attributes.map(\.name) }
        return []
    }

    /// The type without specifiers (but `nonisolated(...)`), `@escaping` and `@autoclosure`:
    /// what a stored value has.
    var storable: TypeRef {
        // `Int!` is only allowed as a declaration's type: stored, it is `Int?`.
        if case .implicitlyUnwrapped(let wrapped) = self { return .optional(wrapped) }
        guard case .attributed(let attributed) = self else { return self }
        let kept = attributed.attributes.filter {
            $0.name != "escaping" && $0.name != "autoclosure"
        }
        let isolation = attributed.specifiers.filter { $0 == .nonsending }
        if kept.isEmpty && isolation.isEmpty { return attributed.base.storable }
        return .attributed(
            AttributedType(
                specifiers: isolation, attributes: kept, base: attributed.base.storable))
    }

    /// The type without `@autoclosure`: what a handler parameter has.
    var handlerParameter: TypeRef {
        guard case .attributed(var attributed) = self else { return self }
        attributed.attributes = attributed.attributes.filter { $0.name != "autoclosure" }
        if case .implicitlyUnwrapped(let wrapped) = attributed.base {
            attributed.base = .optional(wrapped)
        }
        if attributed.specifiers.isEmpty && attributed.attributes.isEmpty { return attributed.base }
        return .attributed(attributed)
    }

    /// Whether a value of this type is a closure that cannot be stored (no `@escaping`).
    var isNonEscapingClosure: Bool { isNonEscapingClosure(aliases: []) }

    /// Whether a value of this type is a closure that cannot be stored, also when it is
    /// spelled through one of `aliases` (type aliases of function types, `Callback`).
    func isNonEscapingClosure(aliases: Set<String>) -> Bool {
        switch self {
        case .function: return true
        case .named(let components):
            return components.last.map { aliases.contains($0.name) } ?? false
        case .attributed(let attributed):
            if attributed.attributes.contains(where: { $0.name == "escaping" }) { return false }
            return attributed.base.isNonEscapingClosure(aliases: aliases)
                || attributed.attributes.contains { $0.name == "autoclosure" }
        default: return false
        }
    }

    /// Whether the type is one of the standard library's non-escapable views (`RawSpan`,
    /// `Span<T>`), which a fake may pass to its handler but cannot record.
    var isNonEscapableView: Bool {
        guard case .named(let components) = storable, let last = components.last else {
            return false
        }
        return Self.nonEscapableViews.contains(last.name)
            && (components.count == 1 || components[0].name == "Swift")
    }

    private static let nonEscapableViews: Set<String> = [
        "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan",
        "UTF8Span",
    ]

    /// The last name of a named type, looking through `any`: `Router` for `any App.Router`.
    var nominalName: String? {
        switch self {
        case .named(let components):
            if components.count == 1 { return components[0].name }
            return components.map(\.name).joined(separator: ".")
        case .existential(let base): return base.nominalName
        default: return nil
        }
    }
}

extension TypeRef {
    /// `Any`: what a stub stores a value of a generic type as.
    static let any = TypeRef.named([TypeComponent(name: "Any")])

    /// Whether it is spelled `Void` or `()`.
    var isVoidSpelling: Bool {
        switch self {
        case .named(let components):
            return components.count == 1 && components[0].name == "Void"
                && components[0].genericArguments.isEmpty
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }

    /// The type without the `@escaping` that its attributes start with, when it has no
    /// specifier (`@escaping @Sendable () -> Void` is `@Sendable () -> Void`), else `nil`.
    var droppingLeadingEscaping: TypeRef? {
        guard case .attributed(var attributed) = self, attributed.specifiers.isEmpty,
            let first = attributed.attributes.first, first.name == "escaping",
            first.arguments == nil
        else { return nil }
        attributed.attributes.removeFirst()
        return attributed.attributes.isEmpty ? attributed.base : .attributed(attributed)
    }
}
