/// Associated types that must name the fake itself:
/// `protocol PublicKey { associatedtype PrivateKey: PrivateKeyProtocol where PrivateKey.PublicKey == Self }`.
///
/// A generic parameter cannot state that requirement (Swift rejects "self-referential generic
/// requirements"), so such an associated type becomes a type alias of another fake: the fake
/// of its protocol, with this fake as that fake's generic argument
/// (`typealias PrivateKey = FakePrivateKeyProtocol<FakePublicKey>`), or, when that protocol
/// refers back the same way, the other fake alone, whose own alias names this one. The other
/// fake's remaining generic parameters take the types this protocol's requirements give them
/// (`PrivateKey.Curve == Curve`). The other protocol must be faked in the same run.
enum PartnerFakes {
    /// The partner types, by fake (offset in the prepared fakes), and why the others have none.
    struct Plan {
        /// Associated type name to partner type, for each fake that gets partners.
        var partners: [Int: [String: TypeRef]] = [:]
        /// Why a self-referential fake cannot have partners, by offset.
        var reasons: [Int: String] = [:]
    }

    /// An associated type tied back to the fake: the fake of its protocol, and the
    /// associated types of that protocol that must be this fake.
    struct Link {
        var partner: Int
        var selfNames: Set<String>
    }

    /// The plan for the self-referential fakes among `prepared`.
    static func plan(_ prepared: [PreparedFake]) -> Plan {
        var plan = Plan()
        var links: [Int: [String: Link]] = [:]
        let byName = Dictionary(
            prepared.enumerated().map { ($0.element.entry.decl.qualifiedName, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        for (offset, fake) in prepared.enumerated() where fake.associated.selfReference != nil {
            do throws(Reason) {
                links[offset] = try self.links(of: fake, byName: byName, prepared: prepared)
            } catch {
                plan.reasons[offset] = error.text
            }
        }
        // A fake whose partner has no fake has none either, until nothing changes.
        var changed = true
        while changed {
            changed = false
            for (offset, found) in links where plan.reasons[offset] == nil {
                do throws(Reason) {
                    plan.partners[offset] = try partners(
                        of: offset, found, links: links, plan: plan, prepared: prepared)
                } catch {
                    plan.reasons[offset] = error.text
                    plan.partners[offset] = nil
                    changed = true
                }
            }
        }
        return plan
    }

    /// A reason a fake gets no partners.
    struct Reason: Error {
        var text: String
    }

    /// The associated types of `fake` tied back to it, each with its partner.
    private static func links(
        of fake: PreparedFake, byName: [String: Int], prepared: [PreparedFake]
    ) throws(Reason) -> [String: Link] {
        let parameters = Set(fake.associated.parameterNames)
        var links: [String: Link] = [:]
        for requirement in fake.associated.requirements where mentions(requirement, fake.name) {
            guard let (name, member) = selfPath(requirement, fakeName: fake.name),
                parameters.contains(name)
            else {
                throw Reason(text: "it is not of the form 'A.B == Self'")
            }
            if var link = links[name] {
                link.selfNames.insert(member)
                links[name] = link
                continue
            }
            let partner = try partner(of: name, in: fake.flat, byName: byName, prepared: prepared)
            links[name] = Link(partner: partner, selfNames: [member])
        }
        return links
    }

    /// `(A, B)` of `A.B == Fake` (either way round).
    private static func selfPath(
        _ requirement: GenericRequirement, fakeName: String
    ) -> (String, String)? {
        guard case .sameType(let left, let right) = requirement else { return nil }
        for (path, other) in [(left, right), (right, left)] {
            guard case .named(let parts) = path, parts.count == 2,
                parts.allSatisfy(\.genericArguments.isEmpty),
                other == .named([TypeComponent(name: fakeName)])
            else { continue }
            return (parts[0].name, parts[1].name)
        }
        return nil
    }

    private static func mentions(_ requirement: GenericRequirement, _ fakeName: String) -> Bool {
        let names: Set<String> = ["Self", fakeName]
        return requirement.types.contains { $0.mentions(names) }
    }

    /// The prepared fake of the protocol that associated type `name` conforms to: the one
    /// that refines all its other protocol constraints.
    private static func partner(
        of name: String, in flat: FlatProtocol, byName: [String: Int], prepared: [PreparedFake]
    ) throws(Reason) -> Int {
        let subject = TypeRef.named([TypeComponent(name: name)])
        let declared = flat.associatedTypes.first { $0.name == name }
        let constraints =
            (declared?.inherited ?? [])
            + (flat.whereClause + (declared?.whereClause ?? [])).compactMap { requirement in
                guard case .conformance(subject, let constraint) = requirement else { return nil }
                return constraint
            }
        let names = constraints.flatMap(\.compositionParts).compactMap(\.nominalName).filter {
            KnownStandardProtocol(rawValue: $0) == nil
        }
        // `Keys.PublicKey` may be module-qualified: then its last name is the protocol's.
        let faked = names.compactMap { protocolName in
            byName[protocolName]
                ?? prepared.firstIndex {
                    $0.entry.decl.name == protocolName.split(separator: ".").last ?? ""
                }
        }
        guard
            let best = faked.first(where: { candidate in
                names.allSatisfy { name in
                    prepared[candidate].flat.protocols.contains(
                        String(name.split(separator: ".").last ?? ""))
                }
            })
        else {
            let listed = names.map { "'\($0)'" }.joined(separator: ", ")
            throw Reason(
                text: names.isEmpty
                    ? "'\(name)' has no protocol whose fake could be used"
                    : "no fake of \(listed) is generated with it to use as '\(name)' "
                        + "(fake \(listed) too)")
        }
        return best
    }
}
