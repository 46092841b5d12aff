/// The parts several kinds of member share, read in one place so that a question about a
/// member's parameters or result is not a switch over its kinds wherever it is asked.
extension MemberKind {
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
}
