/// A generic parameter: `T`, `T: Hashable`, `each T`.
package struct GenericParameter: Sendable, Hashable {
    /// The parameter's name.
    package var name: String
    /// The constraint after the colon (`Hashable & Sendable`), or `nil`.
    package var constraint: TypeRef?
    /// Whether it is a parameter pack (`each T`).
    package var isPack: Bool
    /// Whether it is a value parameter (`let count: Int`); its `constraint` is then its type.
    package var isValue: Bool

    /// Creates a generic parameter.
    package init(
        name: String, constraint: TypeRef? = nil, isPack: Bool = false, isValue: Bool = false
    ) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
        self.isValue = isValue
    }
}

/// One requirement of a `where` clause.
package enum GenericRequirement: Sendable, Hashable {
    /// `T: P` (also `T: AnyObject`, `T: SomeClass`).
    case conformance(TypeRef, TypeRef)
    /// `T == U`
    case sameType(TypeRef, TypeRef)

    /// Both of the requirement's types: subject and constraint, or left and right.
    package var types: [TypeRef] {
        switch self {
        case .conformance(let subject, let constraint): [subject, constraint]
        case .sameType(let left, let right): [left, right]
        }
    }

    /// The requirement with `transform` applied to both of its types.
    package func mapTypes(_ transform: (TypeRef) -> TypeRef) -> GenericRequirement {
        switch self {
        case .conformance(let subject, let constraint):
            .conformance(transform(subject), transform(constraint))
        case .sameType(let left, let right): .sameType(transform(left), transform(right))
        }
    }
}

extension [GenericParameter] {
    /// The parameters with their names changed by `renames` (constraints as they are).
    package func renamed(_ renames: [String: String]) -> [GenericParameter] {
        guard !renames.isEmpty else { return self }
        return map { parameter in
            var parameter = parameter
            parameter.name = renames[parameter.name] ?? parameter.name
            return parameter
        }
    }

    /// The generic clause: `<Item: Hashable, each T>`, or empty.
    package var clause: String {
        guard !isEmpty else { return "" }
        let items = map { parameter -> String in
            let specifier = parameter.isPack ? "each " : parameter.isValue ? "let " : ""
            let name = specifier + TypeComponent.escaped(parameter.name)
            guard let constraint = parameter.constraint else { return name }
            return "\(name): \(constraint)"
        }
        return "<" + items.joined(separator: ", ") + ">"
    }
}

extension [GenericRequirement] {
    /// The `where` clause with a leading space (` where Key: Hashable, A == B`), or empty.
    package var clause: String {
        guard !isEmpty else { return "" }
        let items = map { requirement -> String in
            switch requirement {
            case .conformance(let subject, let constraint): return "\(subject): \(constraint)"
            case .sameType(let left, let right): return "\(left) == \(right)"
            }
        }
        return " where " + items.joined(separator: ", ")
    }
}
