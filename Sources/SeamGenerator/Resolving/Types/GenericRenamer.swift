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
    /// `member` with its own generic parameters renamed away from `outer`, everywhere in its
    /// signature.
    static func renamed(_ member: Member, avoiding outer: Set<String>) -> Member {
        guard !outer.isEmpty, let renames = renames(member.kind.genericParameters, avoiding: outer)
        else { return member }
        var member = member
        member.kind = member.kind.mapTypes { rename($0, renames) }
            .renamingGenericParameters(renames)
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
        let generics = Set(member.kind.genericParameters.map(\.name))
        member.kind = member.kind.mapTypes { transform($0, generics) }
        return member
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
