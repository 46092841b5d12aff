/// The parts several kinds of member share, read in one place so that a question about a
/// member's parameters or result is not a switch over its kinds wherever it is asked.
extension MemberKind {
    /// The name the member declares: `route` for `route(to:)`, `current`, `init`, `subscript`,
    /// `Element` for an associated type.
    package var name: String {
        switch self {
        case .property(let property): property.name
        case .function(let function): function.name
        case .initializer: "init"
        case .subscript: "subscript"
        case .associatedType(let associated): associated.name
        case .typeAlias(let alias): alias.name
        }
    }

    /// Whether a use of the member lists its arguments in parentheses: a function's, an
    /// initializer's or a subscript's (`route(to:)`, `subscript(_:)`).
    package var takesArguments: Bool {
        switch self {
        case .function, .initializer, .subscript: true
        case .property, .associatedType, .typeAlias: false
        }
    }

    /// The parameters of a function, initializer or subscript; empty for the others.
    package var parameters: [Parameter] {
        switch self {
        case .function(let function): function.parameters
        case .initializer(let initializer): initializer.parameters
        case .subscript(let sub): sub.parameters
        case .property, .associatedType, .typeAlias: []
        }
    }

    /// The generic parameters of a function, initializer or subscript; empty for the others.
    package var genericParameters: [GenericParameter] {
        switch self {
        case .function(let function): function.genericParameters
        case .initializer(let initializer): initializer.genericParameters
        case .subscript(let sub): sub.genericParameters
        case .property, .associatedType, .typeAlias: []
        }
    }

    /// What a read or a call gives back: a property's type, a function's result (`nil` when
    /// it writes none) or a subscript's; `nil` for the others.
    package var resultType: TypeRef? {
        switch self {
        case .property(let property): property.type
        case .function(let function): function.returnType
        case .subscript(let sub): sub.returnType
        case .initializer, .associatedType, .typeAlias: nil
        }
    }

    /// Whether a call (or a property's or subscript's getter) is `async`.
    package var isAsync: Bool {
        switch self {
        case .function(let function): function.isAsync
        case .property(let property): property.isAsync
        case .subscript(let sub): sub.isAsync
        case .initializer(let initializer): initializer.isAsync
        case .associatedType, .typeAlias: false
        }
    }

    /// The kind with `transform` applied to every type of its signature: parameters, result,
    /// a property's type, a typed error, generic constraints and the `where` clause. An
    /// associated type or type alias is returned as it is.
    package func mapTypes(_ transform: (TypeRef) -> TypeRef) -> MemberKind {
        switch self {
        case .function(var function):
            function.mapSignatureTypes(transform)
            function.returnType = function.returnType.map(transform)
            return .function(function)
        case .initializer(var initializer):
            initializer.mapSignatureTypes(transform)
            return .initializer(initializer)
        case .subscript(var sub):
            sub.mapSignatureTypes(transform)
            sub.returnType = transform(sub.returnType)
            return .subscript(sub)
        case .property(var property):
            property.type = transform(property.type)
            if case .typed(let error) = property.throwing {
                property.throwing = .typed(transform(error))
            }
            return .property(property)
        case .associatedType, .typeAlias:
            return self
        }
    }

    /// Every type of its signature, in the order ``mapTypes(_:)`` visits them.
    package var signatureTypes: [TypeRef] {
        var types: [TypeRef] = []
        _ = mapTypes { type in
            types.append(type)
            return type
        }
        return types
    }

    /// The kind with its generic parameters' names changed by `renames` (types are
    /// ``mapTypes(_:)``'s).
    package func renamingGenericParameters(_ renames: [String: String]) -> MemberKind {
        switch self {
        case .function(var function):
            function.genericParameters = function.genericParameters.renamed(renames)
            return .function(function)
        case .initializer(var initializer):
            initializer.genericParameters = initializer.genericParameters.renamed(renames)
            return .initializer(initializer)
        case .subscript(var sub):
            sub.genericParameters = sub.genericParameters.renamed(renames)
            return .subscript(sub)
        case .property, .associatedType, .typeAlias:
            return self
        }
    }
}

/// What functions, initializers and subscripts share: generic parameters, parameters, how
/// they throw and a `where` clause.
package protocol GenericSignature {
    var genericParameters: [GenericParameter] { get set }
    var parameters: [Parameter] { get set }
    var throwing: ThrowsClause { get set }
    var whereClause: [GenericRequirement] { get set }
}

extension FunctionDecl: GenericSignature {}
extension InitializerDecl: GenericSignature {}
extension SubscriptDecl: GenericSignature {}

extension GenericSignature {
    /// Applies `transform` to the types of its parameters, typed error, generic constraints
    /// and `where` clause.
    fileprivate mutating func mapSignatureTypes(_ transform: (TypeRef) -> TypeRef) {
        parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.type = transform(parameter.type)
            return parameter
        }
        if case .typed(let error) = throwing { throwing = .typed(transform(error)) }
        whereClause = whereClause.map { $0.mapTypes(transform) }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint.map(transform)
            return parameter
        }
    }
}
