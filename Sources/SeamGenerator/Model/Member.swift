/// An entry in a protocol or extension body: a member, or an `#if` block of entries.
package enum MemberItem: Sendable, Hashable {
    /// A member declaration.
    case member(Member)
    /// An `#if ... #elseif ... #else ... #endif` block.
    case conditional(ConditionalBlock)
}

/// An `#if` block inside a declaration body.
package struct ConditionalBlock: Sendable, Hashable {
    /// One branch of the block.
    package struct Clause: Sendable, Hashable {
        /// `#if` or `#elseif` with its condition, or `#else`.
        package var directive: ConditionalDirective
        /// The entries of this branch.
        package var items: [MemberItem]

        /// Creates a clause.
        package init(directive: ConditionalDirective, items: [MemberItem]) {
            self.directive = directive
            self.items = items
        }
    }

    /// The branches, in order; the first is an `#if`.
    package var clauses: [Clause]
    /// Where the `#if` is.
    package var location: SourceLocation

    /// Creates a block.
    package init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

/// A member declaration with what every kind shares.
package struct Member: Sendable, Hashable {
    /// What kind of member it is, with its kind-specific parts.
    package var kind: MemberKind
    /// Attributes, in source order (`@MainActor`, `@objc`, `@discardableResult`).
    package var attributes: [Attribute]
    /// Modifiers, in source order: `static`, `class`, `mutating`, `nonmutating`,
    /// `nonisolated`, `optional`, `public`, `final`, `override`, ...
    package var modifiers: [Modifier]
    /// The doc comment above it, markers removed.
    package var documentation: String?
    /// Where the declaration's keyword (`func`, `var`, `init`, ...) is.
    package var location: SourceLocation

    /// Creates a member.
    package init(
        kind: MemberKind,
        attributes: [Attribute] = [],
        modifiers: [Modifier] = [],
        documentation: String? = nil,
        location: SourceLocation
    ) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.documentation = documentation
        self.location = location
    }

    /// Whether it has the `static` or `class` modifier.
    package var isStatic: Bool {
        modifiers.contains { $0.keyword == .static || $0.keyword == .class }
    }
}

/// The kinds of member a protocol (or an extension) can declare.
package enum MemberKind: Sendable, Hashable {
    /// `var name: T { get set }`
    case property(PropertyDecl)
    /// `func name<T>(_ a: A) async throws -> R where ...`; operators too (`static func ==`).
    case function(FunctionDecl)
    /// `init?<T>(a: A) throws`
    case initializer(InitializerDecl)
    /// `subscript(i: Int) -> T { get set }`
    case `subscript`(SubscriptDecl)
    /// `associatedtype Element: Hashable = Int where ...`
    case associatedType(AssociatedTypeDecl)
    /// `typealias Name<T> = T`
    case typeAlias(TypeAliasDecl)
}

/// A property requirement (or, in an extension, a computed property).
package struct PropertyDecl: Sendable, Hashable {
    /// The property's name, without backticks.
    package var name: String
    /// Its type.
    package var type: TypeRef
    /// Whether it has a setter (`{ get set }`, or a `set` accessor in an extension).
    package var hasSetter: Bool
    /// Whether its getter is `async`.
    package var isAsync: Bool
    /// How its getter throws.
    package var throwing: ThrowsClause
    /// Whether its getter is `mutating get` (allowed in a protocol that is not class-bound).
    package var isMutatingGetter: Bool
    /// Whether its setter is `nonmutating set`.
    package var isNonmutatingSetter: Bool

    /// Creates a property.
    package init(
        name: String, type: TypeRef, hasSetter: Bool = false,
        isAsync: Bool = false, throwing: ThrowsClause = .none,
        isMutatingGetter: Bool = false, isNonmutatingSetter: Bool = false
    ) {
        self.name = name
        self.type = type
        self.hasSetter = hasSetter
        self.isAsync = isAsync
        self.throwing = throwing
        self.isMutatingGetter = isMutatingGetter
        self.isNonmutatingSetter = isNonmutatingSetter
    }
}

/// A parameter of a function, initializer or subscript.
package struct Parameter: Sendable, Hashable {
    /// The argument label: `nil` for `_`, otherwise the first name written.
    package var label: String?
    /// The name used inside the body: the second name, or the first one if there is only one.
    package var name: String
    /// Its type, with specifiers and attributes (`inout`, `@escaping`) as an attributed type.
    package var type: TypeRef
    /// Whether it is variadic (`Int...`).
    package var isVariadic: Bool
    /// The default value's source text, or `nil`.
    package var defaultValue: String?

    /// Creates a parameter.
    package init(
        label: String?, name: String, type: TypeRef,
        isVariadic: Bool = false, defaultValue: String? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}

/// A method requirement.
package struct FunctionDecl: Sendable, Hashable {
    /// The name: an identifier without backticks, or an operator (`==`).
    package var name: String
    /// Its generic parameters.
    package var genericParameters: [GenericParameter]
    /// Its parameters.
    package var parameters: [Parameter]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// How it throws.
    package var throwing: ThrowsClause
    /// Its return type, or `nil` when none is written (Void).
    package var returnType: TypeRef?
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]

    /// Creates a function.
    package init(
        name: String, genericParameters: [GenericParameter] = [], parameters: [Parameter] = [],
        isAsync: Bool = false, throwing: ThrowsClause = .none, returnType: TypeRef? = nil,
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        self.whereClause = whereClause
    }
}

/// An initializer requirement.
package struct InitializerDecl: Sendable, Hashable {
    /// Whether it is failable, and how.
    package enum Failability: String, Sendable, Hashable {
        /// `init`
        case none
        /// `init?`
        case optional
        /// `init!`
        case implicitlyUnwrapped
    }

    /// Whether it is failable.
    package var failability: Failability
    /// Its generic parameters.
    package var genericParameters: [GenericParameter]
    /// Its parameters.
    package var parameters: [Parameter]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// How it throws.
    package var throwing: ThrowsClause
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]

    /// Creates an initializer.
    package init(
        failability: Failability = .none, genericParameters: [GenericParameter] = [],
        parameters: [Parameter] = [], isAsync: Bool = false, throwing: ThrowsClause = .none,
        whereClause: [GenericRequirement] = []
    ) {
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.whereClause = whereClause
    }
}

/// A subscript requirement.
package struct SubscriptDecl: Sendable, Hashable {
    /// Its generic parameters.
    package var genericParameters: [GenericParameter]
    /// Its parameters (a subscript's parameters have no label unless one is written twice).
    package var parameters: [Parameter]
    /// Its element type.
    package var returnType: TypeRef
    /// Whether it has a setter.
    package var hasSetter: Bool
    /// Whether its getter is `async`.
    package var isAsync: Bool
    /// How its getter throws.
    package var throwing: ThrowsClause
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]
    /// Whether its getter is `mutating get`.
    package var isMutatingGetter: Bool
    /// Whether its setter is `nonmutating set`.
    package var isNonmutatingSetter: Bool

    /// Creates a subscript.
    package init(
        genericParameters: [GenericParameter] = [], parameters: [Parameter] = [],
        returnType: TypeRef, hasSetter: Bool = false, isAsync: Bool = false,
        throwing: ThrowsClause = .none, whereClause: [GenericRequirement] = [],
        isMutatingGetter: Bool = false, isNonmutatingSetter: Bool = false
    ) {
        self.isMutatingGetter = isMutatingGetter
        self.isNonmutatingSetter = isNonmutatingSetter
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.hasSetter = hasSetter
        self.isAsync = isAsync
        self.throwing = throwing
        self.whereClause = whereClause
    }
}

/// An associated type requirement.
package struct AssociatedTypeDecl: Sendable, Hashable {
    /// Its name.
    package var name: String
    /// Its inheritance list (`Hashable`, `Sendable`).
    package var inherited: [TypeRef]
    /// Its default (`= Int`), or `nil`.
    package var defaultType: TypeRef?
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]

    /// Creates an associated type.
    package init(
        name: String, inherited: [TypeRef] = [], defaultType: TypeRef? = nil,
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.inherited = inherited
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}
