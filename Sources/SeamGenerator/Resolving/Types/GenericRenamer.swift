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
            guard let renames = rename(&function, avoiding: outer) else { return member }
            function.returnType = function.returnType.map { rename($0, renames) }
            member.kind = .function(function)
        case .initializer(var initializer):
            guard rename(&initializer, avoiding: outer) != nil else { return member }
            member.kind = .initializer(initializer)
        case .subscript(var sub):
            guard let renames = rename(&sub, avoiding: outer) else { return member }
            sub.returnType = rename(sub.returnType, renames)
            member.kind = .subscript(sub)
        case .property, .associatedType, .typeAlias:
            break
        }
        return member
    }

    /// Renames the generic parameters of `decl` that clash with `outer` everywhere in its
    /// parameters, throws clause and where clause (the return type is the caller's).
    /// - Returns: The renames, or `nil` when nothing clashes (and `decl` is unchanged).
    private static func rename<Decl: GenericSignature>(
        _ decl: inout Decl, avoiding outer: Set<String>
    ) -> [String: String]? {
        guard let renames = renames(decl.genericParameters, avoiding: outer) else { return nil }
        decl.genericParameters = rename(decl.genericParameters, renames)
        decl.parameters = rename(decl.parameters, renames)
        decl.throwing = rename(decl.throwing, renames)
        decl.whereClause = rename(decl.whereClause, renames)
        return renames
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

    /// `member` with the short names of `names` written qualified everywhere in its signature
    /// (`Inner` -> `Outer.Inner`, see ``ResolutionContext/scopeNames``).
    static func qualified(_ member: Member, _ names: [String: String]) -> Member {
        guard !names.isEmpty else { return member }
        return qualified(member) { names[$0] }
    }

    /// `member` with every name that `lookup` gives a new name for written that way everywhere
    /// in its signature, except the member's own generic parameters, which shadow outer names.
    ///
    /// A closure rather than a dictionary, so that a caller whose renames follow a rule (every
    /// name of the module, ``ModuleQualifier``) builds no dictionary of all the names per fake.
    static func qualified(_ member: Member, _ lookup: (String) -> String?) -> Member {
        mapTypes(member) { type, generics in
            generics.isEmpty
                ? rename(type, lookup)
                : rename(type) { generics.contains($0) ? nil : lookup($0) }
        }
    }

    /// `member` with the protocol's type aliases in `aliases` replaced by what they stand for
    /// (`Inbound` -> `RPCAsyncSequence<Bytes, any Error>`, see ``ResolutionContext/typeAliases``).
    static func substituted(_ member: Member, _ aliases: [String: TypeRef]) -> Member {
        guard !aliases.isEmpty else { return member }
        return mapTypes(member) { type, generics in
            // Until nothing changes: an alias may name another (a cycle is an error before this,
            // and the bound keeps one from looping).
            var type = type
            for _ in 0..<8 {
                let before = type
                type = type.map { type in
                    guard case .named(let components) = type else { return nil }
                    let named =
                        components.first?.name == "Self"
                        ? Array(components.dropFirst()) : components
                    guard named.count == 1, named[0].genericArguments.isEmpty,
                        !generics.contains(named[0].name)
                    else { return nil }
                    return aliases[named[0].name]
                }
                if type == before { break }
            }
            return type
        }
    }

    /// `member` with `transform` applied to every type of its signature; `transform` also gets
    /// the member's own generic parameters, which shadow outer names.
    private static func mapTypes(
        _ member: Member, _ transform: (TypeRef, Set<String>) -> TypeRef
    ) -> Member {
        var member = member
        switch member.kind {
        case .function(var function):
            let generics = Set(function.genericParameters.map(\.name))
            mapTypes(&function) { transform($0, generics) }
            function.returnType = function.returnType.map { transform($0, generics) }
            member.kind = .function(function)
        case .initializer(var initializer):
            let generics = Set(initializer.genericParameters.map(\.name))
            mapTypes(&initializer) { transform($0, generics) }
            member.kind = .initializer(initializer)
        case .subscript(var sub):
            let generics = Set(sub.genericParameters.map(\.name))
            mapTypes(&sub) { transform($0, generics) }
            sub.returnType = transform(sub.returnType, generics)
            member.kind = .subscript(sub)
        case .property(var property):
            property.type = transform(property.type, [])
            member.kind = .property(property)
        case .associatedType, .typeAlias:
            break
        }
        return member
    }

    private static func mapTypes<Decl: GenericSignature>(
        _ decl: inout Decl, _ transform: (TypeRef) -> TypeRef
    ) {
        decl.parameters = decl.parameters.map { parameter in
            var parameter = parameter
            parameter.type = transform(parameter.type)
            return parameter
        }
        if case .typed(let error) = decl.throwing { decl.throwing = .typed(transform(error)) }
        decl.whereClause = decl.whereClause.map { $0.mapTypes(transform) }
        decl.genericParameters = decl.genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint.map(transform)
            return parameter
        }
    }

    private static func rename(
        _ parameters: [Parameter], _ renames: [String: String]
    ) -> [Parameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.type = rename(parameter.type, renames)
            return parameter
        }
    }

    private static func rename(
        _ throwing: ThrowsClause, _ renames: [String: String]
    ) -> ThrowsClause {
        if case .typed(let error) = throwing { return .typed(rename(error, renames)) }
        return throwing
    }

    private static func rename(
        _ requirements: [GenericRequirement], _ renames: [String: String]
    ) -> [GenericRequirement] {
        requirements.map { $0.mapTypes { rename($0, renames) } }
    }

    /// `type` with every bare use of a renamed parameter (`T`, `T.Element`, `[T]`) renamed.
    static func rename(_ type: TypeRef, _ renames: [String: String]) -> TypeRef {
        rename(type) { renames[$0] }
    }

    /// `type` with every bare use of a name that `lookup` gives a new name for renamed.
    static func rename(_ type: TypeRef, _ lookup: (String) -> String?) -> TypeRef {
        type.map { type in
            guard case .named(var components) = type, let first = components.first,
                let name = lookup(first.name)
            else { return nil }
            components[0].name = name
            return .named(
                components.map { component in
                    TypeComponent(
                        name: component.name,
                        genericArguments: component.genericArguments.map {
                            rename($0, lookup)
                        })
                })
        }
    }
}

/// The parts of a function, initializer or subscript signature that generic renaming rewrites.
protocol GenericSignature {
    var genericParameters: [GenericParameter] { get set }
    var parameters: [Parameter] { get set }
    var throwing: ThrowsClause { get set }
    var whereClause: [GenericRequirement] { get set }
}

extension FunctionDecl: GenericSignature {}
extension InitializerDecl: GenericSignature {}
extension SubscriptDecl: GenericSignature {}
