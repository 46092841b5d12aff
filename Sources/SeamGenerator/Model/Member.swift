/// An entry in a protocol or extension body: a member, or an `#if` block of entries.
public enum MemberItem: Sendable, Hashable {
    /// A member declaration.
    case member(Member)
    /// An `#if ... #elseif ... #else ... #endif` block.
    case conditional(ConditionalBlock)
}

/// An `#if` block inside a declaration body.
public struct ConditionalBlock: Sendable, Hashable {
    /// One branch of the block.
    public struct Clause: Sendable, Hashable {
        /// `#if`, `#elseif` or `#else`, without the `#`: `if`, `elseif`, `else`.
        public var keyword: String
        /// The condition's source text (`os(Linux) && DEBUG`), empty for `#else`.
        public var condition: String
        /// The entries of this branch.
        public var items: [MemberItem]

        /// Creates a clause.
        public init(keyword: String, condition: String, items: [MemberItem]) {
            self.keyword = keyword
            self.condition = condition
            self.items = items
        }
    }

    /// The branches, in order; the first has the keyword `if`.
    public var clauses: [Clause]
    /// Where the `#if` is.
    public var location: SourceLocation

    /// Creates a block.
    public init(clauses: [Clause], location: SourceLocation) {
        self.clauses = clauses
        self.location = location
    }
}

/// A member declaration with what every kind shares.
public struct Member: Sendable, Hashable {
    /// What kind of member it is, with its kind-specific parts.
    public var kind: MemberKind
    /// Attributes, in source order (`@MainActor`, `@objc`, `@discardableResult`).
    public var attributes: [Attribute]
    /// Modifiers, in source order: `static`, `class`, `mutating`, `nonmutating`,
    /// `nonisolated`, `optional`, `public`, `final`, `override`, ...
    public var modifiers: [String]
    /// The doc comment above it, markers removed.
    public var documentation: String?
    /// Where the declaration's keyword (`func`, `var`, `init`, ...) is.
    public var location: SourceLocation

    /// Creates a member.
    public init(
        kind: MemberKind,
        attributes: [Attribute] = [],
        modifiers: [String] = [],
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
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// The kinds of member a protocol (or an extension) can declare.
public enum MemberKind: Sendable, Hashable {
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
public struct PropertyDecl: Sendable, Hashable {
    /// The property's name, without backticks.
    public var name: String
    /// Its type.
    public var type: TypeRef
    /// Whether it has a setter (`{ get set }`, or a `set` accessor in an extension).
    public var hasSetter: Bool
    /// Whether its getter is `async`.
    public var isAsync: Bool
    /// How its getter throws.
    public var throwing: ThrowsClause
    /// Whether its getter is `mutating get` (allowed in a protocol that is not class-bound).
    public var isMutatingGetter: Bool
    /// Whether its setter is `nonmutating set`.
    public var isNonmutatingSetter: Bool

    /// Creates a property.
    public init(
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
public struct Parameter: Sendable, Hashable {
    /// The argument label: `nil` for `_`, otherwise the first name written.
    public var label: String?
    /// The name used inside the body: the second name, or the first one if there is only one.
    public var name: String
    /// Its type, with specifiers and attributes (`inout`, `@escaping`) as an attributed type.
    public var type: TypeRef
    /// Whether it is variadic (`Int...`).
    public var isVariadic: Bool
    /// The default value's source text, or `nil`.
    public var defaultValue: String?

    /// Creates a parameter.
    public init(
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
public struct FunctionDecl: Sendable, Hashable {
    /// The name: an identifier without backticks, or an operator (`==`).
    public var name: String
    /// Its generic parameters.
    public var genericParameters: [GenericParameter]
    /// Its parameters.
    public var parameters: [Parameter]
    /// Whether it is `async`.
    public var isAsync: Bool
    /// How it throws.
    public var throwing: ThrowsClause
    /// Its return type, or `nil` when none is written (Void).
    public var returnType: TypeRef?
    /// Its `where` clause.
    public var whereClause: [GenericRequirement]

    /// Creates a function.
    public init(
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
public struct InitializerDecl: Sendable, Hashable {
    /// Whether it is failable, and how.
    public enum Failability: String, Sendable, Hashable {
        /// `init`
        case none
        /// `init?`
        case optional
        /// `init!`
        case implicitlyUnwrapped
    }

    /// Whether it is failable.
    public var failability: Failability
    /// Its generic parameters.
    public var genericParameters: [GenericParameter]
    /// Its parameters.
    public var parameters: [Parameter]
    /// Whether it is `async`.
    public var isAsync: Bool
    /// How it throws.
    public var throwing: ThrowsClause
    /// Its `where` clause.
    public var whereClause: [GenericRequirement]

    /// Creates an initializer.
    public init(
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
public struct SubscriptDecl: Sendable, Hashable {
    /// Its generic parameters.
    public var genericParameters: [GenericParameter]
    /// Its parameters (a subscript's parameters have no label unless one is written twice).
    public var parameters: [Parameter]
    /// Its element type.
    public var returnType: TypeRef
    /// Whether it has a setter.
    public var hasSetter: Bool
    /// Whether its getter is `async`.
    public var isAsync: Bool
    /// How its getter throws.
    public var throwing: ThrowsClause
    /// Its `where` clause.
    public var whereClause: [GenericRequirement]
    /// Whether its getter is `mutating get`.
    public var isMutatingGetter: Bool
    /// Whether its setter is `nonmutating set`.
    public var isNonmutatingSetter: Bool

    /// Creates a subscript.
    public init(
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
public struct AssociatedTypeDecl: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Its inheritance list (`Hashable`, `Sendable`).
    public var inherited: [TypeRef]
    /// Its default (`= Int`), or `nil`.
    public var defaultType: TypeRef?
    /// Its `where` clause.
    public var whereClause: [GenericRequirement]

    /// Creates an associated type.
    public init(
        name: String, inherited: [TypeRef] = [], defaultType: TypeRef? = nil,
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.inherited = inherited
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}
