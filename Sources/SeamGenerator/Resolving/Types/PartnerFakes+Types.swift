extension PartnerFakes {
    /// The partner type of each associated type of the fake at `offset` that `found` links
    /// to another fake, with that fake's generic arguments.
    static func partners(
        of offset: Int, _ found: [String: Link], links: [Int: [String: Link]], plan: Plan,
        prepared: [PreparedFake]
    ) throws(Reason) -> [String: TypeRef] {
        var types: [String: TypeRef] = [:]
        for (name, link) in found.sorted(by: { $0.key < $1.key }) {
            let partner = prepared[link.partner]
            let partnerName = partner.entry.decl.qualifiedName
            guard plan.reasons[link.partner] == nil else {
                throw Reason(text: "'\(partnerName)' gets no fake either")
            }
            let partnerLinks = links[link.partner] ?? [:]
            let remaining = partner.associated.parameterNames.filter { partnerLinks[$0] == nil }
            for member in link.selfNames.sorted() where !remaining.contains(member) {
                guard partnerLinks[member]?.partner == offset else {
                    throw Reason(
                        text: "the fake of '\(partnerName)' fixes its '\(member)' to another type")
                }
            }
            let arguments = try arguments(
                remaining, of: name, link: link, fake: prepared[offset], partnerName: partnerName)
            types[name] = .named([TypeComponent(name: partner.name, genericArguments: arguments)])
        }
        return types
    }

    /// The partner's generic arguments for its `parameters`: the fake itself for those that
    /// must be it, the type a requirement `name.Parameter == T` gives for the others.
    private static func arguments(
        _ parameters: [String], of name: String, link: Link, fake: PreparedFake,
        partnerName: String
    ) throws(Reason) -> [TypeRef] {
        var arguments: [TypeRef] = []
        for parameter in parameters {
            if link.selfNames.contains(parameter) {
                arguments.append(.named([TypeComponent(name: fake.name)]))
            } else if let type = given(name, parameter, in: fake.associated.requirements) {
                arguments.append(type)
            } else {
                throw Reason(
                    text: "no requirement gives '\(name).\(parameter)', the generic "
                        + "parameter of the fake of '\(partnerName)'")
            }
        }
        return arguments
    }

    /// `T` of a requirement `name.member == T` (either way round) that does not mention
    /// `name` again.
    private static func given(
        _ name: String, _ member: String, in requirements: [GenericRequirement]
    ) -> TypeRef? {
        let path = TypeRef.named([TypeComponent(name: name), TypeComponent(name: member)])
        for case .sameType(let left, let right) in requirements {
            if left == path, !right.mentions([name]) { return right }
            if right == path, !left.mentions([name]) { return left }
        }
        return nil
    }
}
