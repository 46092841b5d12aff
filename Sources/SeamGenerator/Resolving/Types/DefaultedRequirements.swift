/// Requirements a generic fake leaves to the protocol's default implementation.
///
/// FluentKit's `ModelAlias` requires
/// `subscript<Field>(dynamicMember: KeyPath<Model, Field>) -> AliasedField<Self, Field>`, where
/// `AliasedField` requires its first argument to conform to `ModelAlias`. A generic fake
/// (`FakeModelAlias<Model>`) cannot implement it: Swift rejects the member as having
/// "self-referential generic requirements" whatever `Self` is spelled as. An extension of the
/// protocol implements it, so the fake leaves it out and the default is used (not recorded).
enum DefaultedRequirements {
    /// Whether the fake leaves `member` out: the fake is generic, `member` puts `Self` in a
    /// generic argument, and an unconstrained extension of one of `flat`'s protocols
    /// implements a member of that name.
    static func isLeftOut(
        _ member: Member, flat: FlatProtocol, isGeneric: Bool, index: ProtocolIndex
    ) -> Bool {
        guard isGeneric, types(of: member).contains(where: hasSelfArgument) else { return false }
        let name = MemberNamer.displayName(of: member)
        return flat.protocols.contains { index.defaultImplementations[$0]?.contains(name) == true }
    }

    private static func types(of member: Member) -> [TypeRef] {
        switch member.kind {
        case .function(let function):
            return function.parameters.map(\.type) + [function.returnType].compactMap { $0 }
        case .property(let property): return [property.type]
        case .subscript(let sub): return sub.parameters.map(\.type) + [sub.returnType]
        case .initializer(let initializer): return initializer.parameters.map(\.type)
        case .associatedType, .typeAlias: return []
        }
    }

    /// Whether `type` has `Self` as (part of) a generic argument: `AliasedField<Self, Field>`.
    private static func hasSelfArgument(_ type: TypeRef) -> Bool {
        var found = false
        _ = type.map { type in
            if case .named(let components) = type,
                components.contains(where: {
                    $0.genericArguments.contains { $0.mentions(["Self"]) }
                })
            {
                found = true
            }
            return nil
        }
        return found
    }
}
