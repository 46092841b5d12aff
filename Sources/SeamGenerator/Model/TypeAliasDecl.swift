/// A type alias inside a protocol or extension.
public struct TypeAliasDecl: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Its generic parameters.
    public var genericParameters: [GenericParameter]
    /// The aliased type.
    public var type: TypeRef
    /// Its `where` clause (`typealias A<T> = B<T> where T: P`).
    public var whereClause: [GenericRequirement]

    /// Creates a type alias.
    public init(
        name: String, genericParameters: [GenericParameter] = [], type: TypeRef,
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.whereClause = whereClause
    }
}
