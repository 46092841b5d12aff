/// Renames the generic parameters of a method, initializer or subscript that would shadow a
/// generic parameter of the fake itself.
///
/// A protocol may declare `associatedtype RowDecoder` and a method
/// `func with<RowDecoder>(_ cte: CommonTableExpression<RowDecoder>) -> Self` (GRDB's
/// `Association`): inside the protocol the method's parameter hides the associated type, but the
/// fake turns the associated type into a generic parameter of its class, and Swift rejects a
/// method generic parameter that shadows one of its type's. The method's parameter is renamed
/// `RowDecoder2` (`3`, ... when taken), everywhere in its own signature; `Self.RowDecoder`
/// still means the associated type.
enum GenericRenamer {
    /// `member` with its own generic parameters renamed away from `outer`.
    static func renamed(_ member: Member, avoiding outer: Set<String>) -> Member {
        guard !outer.isEmpty else { return member }
        var member = member
        switch member.kind {
        case .function(var function):
            guard let renames = renames(function.genericParameters, avoiding: outer) else { return member }
            function.genericParameters = rename(function.genericParameters, renames)
            function.parameters = rename(function.parameters, renames)
            function.returnType = function.returnType.map { rename($0, renames) }
            function.throwing = rename(function.throwing, renames)
            function.whereClause = rename(function.whereClause, renames)
            member.kind = .function(function)
        case .initializer(var initializer):
            guard let renames = renames(initializer.genericParameters, avoiding: outer) else { return member }
            initializer.genericParameters = rename(initializer.genericParameters, renames)
            initializer.parameters = rename(initializer.parameters, renames)
            initializer.throwing = rename(initializer.throwing, renames)
            initializer.whereClause = rename(initializer.whereClause, renames)
            member.kind = .initializer(initializer)
        case .subscript(var sub):
            guard let renames = renames(sub.genericParameters, avoiding: outer) else { return member }
            sub.genericParameters = rename(sub.genericParameters, renames)
            sub.parameters = rename(sub.parameters, renames)
            sub.returnType = rename(sub.returnType, renames)
            sub.throwing = rename(sub.throwing, renames)
            sub.whereClause = rename(sub.whereClause, renames)
            member.kind = .subscript(sub)
        case .property, .associatedType, .typeAlias:
            break
        }
        return member
    }

    /// New names for the parameters that clash with `outer`, or `nil` when none does.
    private static func renames(
        _ parameters: [GenericParameter], avoiding outer: Set<String>
    ) -> [String: String]? {
        var taken = outer.union(parameters.map(\.name))
        var renames: [String: String] = [:]
        for parameter in parameters where outer.contains(parameter.name) {
            var suffix = 2
            while taken.contains("\(parameter.name)\(suffix)") { suffix += 1 }
            renames[parameter.name] = "\(parameter.name)\(suffix)"
            taken.insert("\(parameter.name)\(suffix)")
        }
        return renames.isEmpty ? nil : renames
    }

    private static func rename(
        _ parameters: [GenericParameter], _ renames: [String: String]
    ) -> [GenericParameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.name = renames[parameter.name] ?? parameter.name
            parameter.constraint = parameter.constraint.map { rename($0, renames) }
            return parameter
        }
    }

    private static func rename(_ parameters: [Parameter], _ renames: [String: String]) -> [Parameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.type = rename(parameter.type, renames)
            return parameter
        }
    }

    private static func rename(_ throwing: ThrowsClause, _ renames: [String: String]) -> ThrowsClause {
        if case .typed(let error) = throwing { return .typed(rename(error, renames)) }
        return throwing
    }

    private static func rename(
        _ requirements: [GenericRequirement], _ renames: [String: String]
    ) -> [GenericRequirement] {
        requirements.map { requirement in
            switch requirement {
            case .conformance(let subject, let constraint):
                return .conformance(rename(subject, renames), rename(constraint, renames))
            case .sameType(let left, let right):
                return .sameType(rename(left, renames), rename(right, renames))
            }
        }
    }

    /// `type` with every bare use of a renamed parameter (`T`, `T.Element`, `[T]`) renamed.
    static func rename(_ type: TypeRef, _ renames: [String: String]) -> TypeRef {
        type.map { type in
            guard case .named(var components) = type, let first = components.first,
                let name = renames[first.name] else { return nil }
            components[0].name = name
            return .named(components.map { component in
                TypeComponent(name: component.name, genericArguments: component.genericArguments.map {
                    rename($0, renames)
                })
            })
        }
    }
}
