/// A type alias inside a protocol or extension.
package struct TypeAliasDecl: Sendable, Hashable {
    /// Its name.
    package var name: String
    /// Its generic parameters.
    package var genericParameters: [GenericParameter]
    /// The aliased type.
    package var type: TypeRef
    /// Its `where` clause (`typealias A<T> = B<T> where T: P`).
    package var whereClause: [GenericRequirement]

    /// Creates a type alias.
    package init(
        name: String, genericParameters: [GenericParameter] = [], type: TypeRef,
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.whereClause = whereClause
    }
}
