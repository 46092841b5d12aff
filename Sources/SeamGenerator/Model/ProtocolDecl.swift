/// A protocol declaration, as parsed from one source file.
package struct ProtocolDecl: Sendable, Hashable {
    /// The protocol's own name (`Inner` for `Outer.Inner`).
    package var name: String
    /// The names of the types it is nested in, outermost first (`["Outer"]`); empty at top level.
    package var parents: [String]
    /// The access level written on it (`public`, `package`, `internal`, `fileprivate`,
    /// `private`, `open`), or `nil` when none is written.
    package var accessLevel: AccessModifier?
    /// Its attributes, in source order (`@MainActor`, `@objc`, `@available(...)`).
    package var attributes: [Attribute]
    /// Primary associated types: `Element` in `protocol Sequence<Element>`.
    package var primaryAssociatedTypes: [String]
    /// Its inheritance list, in order: `AnyObject`, `Sendable`, `A & B`, `~Copyable`.
    package var inherited: [TypeRef]
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]
    /// Its members, in source order, with `#if` blocks kept as they are written.
    package var members: [MemberItem]
    /// The doc comment above it, with the comment markers (`///`, `/** */`) removed.
    package var documentation: String?
    /// Where the `protocol` keyword is.
    package var location: SourceLocation
    /// The `#if` conditions it is declared under, outermost first, empty when there are none.
    ///
    /// Each is the condition of its branch: `os(Linux)` for an `#if` branch,
    /// `!(os(Linux)) && os(macOS)` for an `#elseif`, `!(os(Linux))` for an `#else`. The parser
    /// keeps the protocols of every branch; these tell them apart.
    package var conditions: [CompilationCondition] = []
    /// Spellings of Seam's markers in the comments before it that are not the marker.
    package var markerNearMisses: [MarkerNearMiss] = []

    /// Creates a protocol declaration.
    package init(
        name: String,
        parents: [String] = [],
        accessLevel: AccessModifier? = nil,
        attributes: [Attribute] = [],
        primaryAssociatedTypes: [String] = [],
        inherited: [TypeRef] = [],
        whereClause: [GenericRequirement] = [],
        members: [MemberItem] = [],
        documentation: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.parents = parents
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.inherited = inherited
        self.whereClause = whereClause
        self.members = members
        self.documentation = documentation
        self.location = location
    }

    /// The name used in lists and file names: `Outer.Inner` for a nested protocol.
    package var qualifiedName: String { (parents + [name]).joined(separator: ".") }

    /// The types this protocol refines as written: its inheritance list, then the constraints
    /// of its `where Self: P` requirements (compositions not split).
    package var refinedTypes: [TypeRef] {
        inherited
            + whereClause.compactMap { requirement -> TypeRef? in
                guard case .conformance(let subject, let constraint) = requirement,
                    subject.nominalName == "Self"
                else { return nil }
                return constraint
            }
    }
}

/// An `extension` declaration, kept so that later stages know which requirements have
/// default implementations.
package struct ExtensionDecl: Sendable, Hashable {
    /// The extended type: `P`, `Outer.P`.
    package var extendedType: TypeRef
    /// Its access modifier (`public extension P`), the default of its members'.
    package var accessLevel: AccessModifier?
    /// Its attributes (`@available(macOS 13, *)`).
    package var attributes: [Attribute] = []
    /// The conditions of the `#if` blocks around it, outermost first.
    package var conditions: [CompilationCondition] = []
    /// Its inheritance list.
    package var inherited: [TypeRef]
    /// Its `where` clause.
    package var whereClause: [GenericRequirement]
    /// The members it declares (bodies are skipped), with `#if` blocks kept.
    package var members: [MemberItem]
    /// Where the `extension` keyword is.
    package var location: SourceLocation

    /// Creates an extension declaration.
    package init(
        extendedType: TypeRef,
        accessLevel: AccessModifier? = nil,
        inherited: [TypeRef] = [],
        whereClause: [GenericRequirement] = [],
        members: [MemberItem] = [],
        location: SourceLocation
    ) {
        self.extendedType = extendedType
        self.accessLevel = accessLevel
        self.inherited = inherited
        self.whereClause = whereClause
        self.members = members
        self.location = location
    }
}

/// What the parser found in one source file.
package struct ParsedFile: Sendable, Hashable {
    /// The file's path, as given.
    package var path: String
    /// The imports as written: kinds, attributes and `#if` conditions kept.
    package var importDeclarations: [ImportDecl]
    /// Every protocol declaration, in source order, including nested ones.
    package var protocols: [ProtocolDecl]
    /// Every extension declaration, in source order, including nested ones.
    package var extensions: [ExtensionDecl]
    /// Errors and warnings about the file.
    package var diagnostics: [Diagnostic]
    /// The global actors it declares (`@globalActor actor DiskActor`), by name and, when
    /// nested, by qualified name too (`Storage.DiskActor`).
    package var globalActors: [String] = []
    /// The type aliases it declares outside function bodies, in source order: at the top
    /// level, in types, protocols and extensions. The resolver reads them to know which names
    /// stand for function types (see ``ClosureAliases``).
    package var typeAliases: [TypeAliasDecl] = []
    /// The classes it declares, by name and, when nested, by qualified name too
    /// (`Screens.Base`): a protocol that inherits one has no fake (see ``ClassBoundFakes``).
    package var classes: [String] = []
    /// The noncopyable types it declares (`struct Token: ~Copyable`), by simple name.
    package var noncopyableTypes: [String] = []
    /// The module of a reference source whose manifest names it otherwise than its folder
    /// (``SourceFile/module``), or `nil`.
    package var module: String?
    /// The qualified names of the nominal types it declares inside other types
    /// (`Outer.Inner`), which a nested protocol's members may name by their short name.
    package var nestedTypes: [String] = []
    /// The names of the nominal types and type aliases it declares at the top level (its
    /// protocols are in ``protocols``).
    package var topLevelTypes: [String] = []

    /// Creates a parsed file.
    package init(
        path: String,
        importDeclarations: [ImportDecl] = [],
        protocols: [ProtocolDecl] = [],
        extensions: [ExtensionDecl] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.importDeclarations = importDeclarations
        self.protocols = protocols
        self.extensions = extensions
        self.diagnostics = diagnostics
    }
}
