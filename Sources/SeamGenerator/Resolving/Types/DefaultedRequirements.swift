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
        return flat.protocols.contains { protocolName in
            index.defaultImplementations[protocolName, default: []].contains {
                MemberNamer.displayName(of: $0.member) == name
            }
        }
    }

    /// Whether an unconstrained extension of one of `flat`'s protocols implements `member`
    /// so that a type conforming where the fake does gets it: the same name, parameter
    /// labels and types, result, generic clause and effects, not
    /// `mutating`, not a setter, no `#if` and no attribute that could hide it (availability,
    /// SPI, isolation), in the extended protocol's own module (which the fake imports), and
    /// visible to the fake's module (`public` for a `public` protocol or an extension outside
    /// the sources). Only instance methods and read-only properties.
    static func hasDefault(
        _ member: Member, flat: FlatProtocol, index: ProtocolIndex, isPublic: Bool
    ) -> Bool {
        guard !member.isStatic, !member.modifiers.contains(.mutating) else { return false }
        return flat.protocols.contains { protocolName in
            guard let extended = index.entry(exactlyNamed: protocolName) else { return false }
            return index.defaultImplementations[protocolName, default: []].contains { candidate in
                isInModule(of: extended, candidate) && isVisible(candidate, isPublic: isPublic)
                    && implements(candidate.member, member)
            }
        }
    }

    /// Whether `candidate` is declared in the module of the protocol `extended`: both in the
    /// sources or both in the reference sources, and in the same `Sources/<Module>/` folder
    /// (or neither in one, as in an Xcode project). An extension in another module may be one
    /// the fakes' file does not import.
    private static func isInModule(
        of extended: ProtocolIndex.Entry, _ candidate: ProtocolIndex.DefaultImplementation
    ) -> Bool {
        candidate.isSource == extended.isSource
            && ProtocolFlattener.module(of: extended.decl.location.file)
                == ProtocolFlattener.module(of: candidate.owner.location.file)
    }

    /// Attributes a default implementation may carry and still be every conformance's.
    private static let harmlessAttributes: Set<String> = [
        "inlinable", "inline", "usableFromInline", "_alwaysEmitIntoClient", "discardableResult",
        "_transparent", "_semantics", "_effects",
    ]

    private static func isVisible(
        _ candidate: ProtocolIndex.DefaultImplementation, isPublic: Bool
    ) -> Bool {
        let owner = candidate.owner
        guard owner.conditions.isEmpty,
            (owner.attributes + candidate.member.attributes).allSatisfy({
                harmlessAttributes.contains($0.name)
            })
        else { return false }
        let access =
            DeclarationParser.accessModifier(in: candidate.member.modifiers)
            ?? owner.accessLevel ?? .internal
        if isPublic || !candidate.isSource { return access.isPublic }
        return access != .private && access != .fileprivate
    }

    /// Whether `implementation` has the signature of `requirement` (see ``hasDefault``), with
    /// the same effects: one with fewer implements it too, but the fake's `try` and `await` in
    /// front of its call would warn.
    private static func implements(_ implementation: Member, _ requirement: Member) -> Bool {
        guard !implementation.isStatic, !implementation.modifiers.contains(.mutating) else {
            return false
        }
        switch (implementation.kind, requirement.kind) {
        case (.function(let given), .function(let required)):
            return given.name == required.name
                && given.genericParameters == required.genericParameters
                && given.whereClause == required.whereClause
                && given.returnType == required.returnType
                && given.parameters.count == required.parameters.count
                && zip(given.parameters, required.parameters).allSatisfy {
                    $0.label == $1.label && $0.type == $1.type && $0.isVariadic == $1.isVariadic
                }
                && given.isAsync == required.isAsync && given.throwing == required.throwing
        case (.property(let given), .property(let required)):
            return given.name == required.name && given.type == required.type
                && !required.hasSetter && !given.isMutatingGetter
                && given.isAsync == required.isAsync && given.throwing == required.throwing
        default:
            return false
        }
    }

    private static func types(of member: Member) -> [TypeRef] {
        member.kind.parameters.map(\.type) + [member.kind.resultType].compactMap { $0 }
    }

    /// Whether `type` has `Self` as (part of) a generic argument: `AliasedField<Self, Field>`.
    private static func hasSelfArgument(_ type: TypeRef) -> Bool {
        type.contains { type in
            guard case .named(let components) = type else { return false }
            return components.contains { $0.genericArguments.contains { $0.mentions(["Self"]) } }
        }
    }
}
