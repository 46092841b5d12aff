/// A Swift type as written in source, as a tree.
///
/// The parser builds it; the resolver reads it (to pick defaults, erase generics, substitute
/// `Self`). `description` prints it back as valid Swift with the same meaning.
package indirect enum TypeRef: Sendable, Hashable {
    /// A named type, possibly a member path: `Int`, `Swift.Result<T, E>`, `A.B<C>.D`.
    case named([TypeComponent])
    /// `T?`
    case optional(TypeRef)
    /// `T!`
    case implicitlyUnwrapped(TypeRef)
    /// `[T]`
    case array(TypeRef)
    /// `[K: V]`
    case dictionary(key: TypeRef, value: TypeRef)
    /// `(a: A, B)`; `()` is the empty tuple (Void). A one-element unlabelled tuple is just
    /// parentheses and is never produced: the parser returns the element itself.
    case tuple([TupleTypeElement])
    /// `@Sendable (A, inout B) async throws(E) -> R`
    case function(FunctionType)
    /// `T.Type` (`isProtocol == false`) or `P.Protocol` (`isProtocol == true`).
    case metatype(TypeRef, isProtocol: Bool)
    /// `A & B & C`
    case composition([TypeRef])
    /// `some P`
    case opaque(TypeRef)
    /// `any P`
    case existential(TypeRef)
    /// `~Copyable`
    case inverse(TypeRef)
    /// `repeat T` (a pack expansion).
    case packExpansion(TypeRef)
    /// `each T` (a pack reference).
    case packElement(TypeRef)
    /// A type with attributes and specifiers in front: `@escaping @Sendable () -> Void`,
    /// `inout T`, `borrowing T`, `consuming T`, `sending T`, `isolated A`.
    case attributed(AttributedType)
}

/// One component of a named type: `Result<T, E>` in `Swift.Result<T, E>`.
package struct TypeComponent: Sendable, Hashable {
    /// The identifier, without backticks (`Type` for `` `Type` ``).
    package var name: String
    /// The generic arguments in angle brackets, empty when there are none.
    package var genericArguments: [TypeRef]

    /// Creates a component.
    package init(name: String, genericArguments: [TypeRef] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or a parameter of a function type.
package struct TupleTypeElement: Sendable, Hashable {
    /// The label (`a` in `(a: Int)`), or `nil`. In a function type, `_ name: T` keeps `name`
    /// here, because a function type's labels carry no meaning.
    package var label: String?
    /// The element type.
    package var type: TypeRef
    /// Whether the element is variadic (`Int...`), only in function types.
    package var isVariadic: Bool

    /// Creates an element.
    package init(label: String? = nil, type: TypeRef, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.isVariadic = isVariadic
    }
}

/// A function type: `(A, B) async throws -> R`.
package struct FunctionType: Sendable, Hashable {
    /// The parameters.
    package var parameters: [TupleTypeElement]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Its `throws` clause.
    package var throwing: ThrowsClause
    /// The result type.
    package var result: TypeRef

    /// Creates a function type.
    package init(
        parameters: [TupleTypeElement],
        isAsync: Bool = false,
        throwing: ThrowsClause = .none,
        result: TypeRef
    ) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.result = result
    }
}

/// A type with attributes and specifiers in front of it.
package struct AttributedType: Sendable, Hashable {
    /// Specifiers, in source order: `inout`, `borrowing`, `consuming`, `sending`, `isolated`,
    /// `__owned`, `__shared`, `_const`, `nonisolated(nonsending)`.
    package var specifiers: [TypeSpecifier]
    /// Attributes, in source order: `@escaping`, `@Sendable`, `@autoclosure`, `@MainActor`.
    package var attributes: [Attribute]
    /// The type they apply to.
    package var base: TypeRef

    /// Creates an attributed type.
    package init(specifiers: [TypeSpecifier] = [], attributes: [Attribute] = [], base: TypeRef) {
        self.specifiers = specifiers
        self.attributes = attributes
        self.base = base
    }
}

/// How a function, accessor or function type throws.
package enum ThrowsClause: Sendable, Hashable {
    /// It does not throw.
    case none
    /// `throws`
    case untyped
    /// `throws(E)`
    case typed(TypeRef)
    /// `rethrows`
    case `rethrows`
}

/// An attribute: `@MainActor`, `@available(iOS 13, *)`, `@objc`.
package struct Attribute: Sendable, Hashable {
    /// The name without `@`: `MainActor`, `available`.
    package var name: String
    /// The source text between the parentheses, trimmed, or `nil` when there are none.
    package var arguments: String?

    /// Creates an attribute.
    package init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }
}
