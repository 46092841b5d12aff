/// Decides what each associated type becomes in a fake: a `typealias` when a `where` clause
/// pins it to a type (`where RawValue == Int64`), otherwise a generic parameter with its
/// constraints.
struct AssociatedTypeResolver {
    /// The fake's generic parameters (`<Item: Hashable, Key>`), renamed, `Self` spelled as
    /// the fake's name.
    var genericParameters: [GenericParameter] = []
    /// The fake's `where` clause (` where Group.Element == Element`), renamed.
    var clauseRequirements: [GenericRequirement] = []
    /// `(name, type)` of the pinned associated types.
    var typeAliases: [(name: String, type: TypeRef)] = []
    /// The pinned associated types by name.
    var pinned: [String: TypeRef] = [:]
    /// The names of the associated types that became generic parameters.
    var genericNames: Set<String> = []
    /// The first requirement that ties a generic parameter back to the fake itself
    /// (`PrivateKey.PublicKey == Self`), which a generic class cannot state; `nil` for most.
    var selfReference: String?
    /// The requirements on the generic parameters, `Self` spelled as the fake's name, before
    /// any renaming (``PartnerFakes`` reads those that tie a parameter back to the fake).
    var requirements: [GenericRequirement] = []
    /// The associated types that became generic parameters, in the generic clause's order,
    /// as the protocol names them.
    var parameterNames: [String] = []

    /// Resolves the associated types and `where` clauses of `flat`; `protocolName` is the
    /// protocol as the fake's conformance spells it. `partners` pins associated types to
    /// other fakes (``PartnerFakes``); requirements on them hold by construction and go.
    init(
        _ flat: FlatProtocol, fakeName: String, protocolName: String = "",
        partners: [String: TypeRef] = [:]
    ) {
        let names = Set(flat.associatedTypes.map(\.name))
        var requirements = (flat.associatedTypes.flatMap(\.whereClause) + flat.whereClause)
            .map { Self.normalized($0, fakeName: fakeName, aliases: flat.typeAliases) }
        var pinned = partners
        // Requirements on partners hold by construction.
        let partnerNames = Set(partners.keys)
        requirements.removeAll { Self.constrains($0, partnerNames) }
        Self.pinSameTypes(in: &requirements, names: names, pinned: &pinned)
        let parameters = Self.genericParameters(flat.associatedTypes, pinned: pinned)
        let generic = Set(parameters.map(\.name))
        requirements.removeAll { !Self.constrains($0, generic) }
        self.requirements = requirements
        parameterNames = parameters.map(\.name)
        selfReference = Self.selfReference(in: requirements, fakeName: fakeName)
        let renames = Self.renames(generic, names: names, protocolName: protocolName)
        genericNames = generic.union(renames.values)
        genericParameters = SwiftNames.replacingSelf(
            parameters.renamed(renames), with: fakeName)
        clauseRequirements = SwiftNames.replacingSelf(
            requirements.map { Self.renamed($0, renames) }, with: fakeName)
        self.pinned = pinned
        typeAliases = flat.associatedTypes.compactMap { decl in
            if let type = pinned[decl.name] {
                return (decl.name, type.replacingSelf(with: fakeName))
            }
            return renames[decl.name].map { (decl.name, TypeRef.named([TypeComponent(name: $0)])) }
        }
    }

    /// Whether `requirement` constrains one of `names`: the subject of a conformance, either
    /// side of a same-type requirement.
    private static func constrains(_ requirement: GenericRequirement, _ names: Set<String>) -> Bool
    {
        switch requirement {
        case .conformance(let subject, _): subject.mentions(names)
        case .sameType(let left, let right): left.mentions(names) || right.mentions(names)
        }
    }

    /// Moves the same-type requirements that pin one of `names` (not yet pinned) to a type
    /// from `requirements` to `pinned`: a type that mentions none of them (`RawValue ==
    /// Int64`), or one built over the others (`R == Box<Base>`, which a generic parameter `R`
    /// cannot state: "makes generic parameter 'R' non-generic"). A type that is another
    /// associated type or one of its members (`R == Base.Element`) stays a requirement, and so
    /// does one that would make a pinned type mention a pinned name.
    private static func pinSameTypes(
        in requirements: inout [GenericRequirement], names: Set<String>,
        pinned: inout [String: TypeRef]
    ) {
        requirements.removeAll { requirement in
            guard case .sameType(let left, let right) = requirement else { return false }
            for (subject, type) in [(left, right), (right, left)] {
                guard case .named(let parts) = subject, parts.count == 1,
                    parts[0].genericArguments.isEmpty,
                    names.contains(parts[0].name), pinned[parts[0].name] == nil
                else { continue }
                let name = parts[0].name
                if !type.mentions(names) {
                    pinned[name] = type
                    return true
                }
                if case .named(let typeParts) = type, names.contains(typeParts[0].name) {
                    continue
                }
                let taken = Set(pinned.keys).union([name])
                if !type.mentions(taken), !pinned.values.contains(where: { $0.mentions([name]) }) {
                    pinned[name] = type
                    return true
                }
            }
            return false
        }
    }

    /// The generic parameters for the associated types that are not `pinned`, constrained
    /// by what each inherits.
    private static func genericParameters(
        _ associatedTypes: [AssociatedTypeDecl], pinned: [String: TypeRef]
    ) -> [GenericParameter] {
        associatedTypes.filter { pinned[$0.name] == nil }.map { decl in
            GenericParameter(
                name: decl.name,
                constraint: decl.inherited.isEmpty
                    ? nil
                    : (decl.inherited.count == 1 ? decl.inherited[0] : .composition(decl.inherited))
            )
        }
    }

    /// The first of `requirements` that mentions the fake itself (`Self` or `fakeName`),
    /// printed as the protocol spells it, for the message; `nil` for most.
    private static func selfReference(
        in requirements: [GenericRequirement], fakeName: String
    ) -> String? {
        let selfNames: Set<String> = ["Self", fakeName]
        let first = requirements.first { $0.types.contains { $0.mentions(selfNames) } }
        return first.map { requirement in
            SwiftNames.replacingSelf([requirement], with: fakeName).clause.dropFirst(
                " where ".count
            )
            .replacingOccurrences(of: fakeName, with: "Self")
        }
    }

    /// A new name for the generic parameter that would hide the protocol from the fake's own
    /// conformance clause (`protocol Key: ExpressibleByDictionaryLiteral` has an associated
    /// type `Key`: `FakeKey<Key, Value>: Key` names the parameter, not the protocol). The
    /// parameter becomes `Key2` (`3`, ... when taken) and a `typealias Key = Key2` keeps the
    /// members' signatures as written.
    private static func renames(
        _ generic: Set<String>, names: Set<String>, protocolName: String
    ) -> [String: String] {
        guard let first = protocolName.split(separator: ".").first.map(String.init),
            generic.contains(first)
        else { return [:] }
        var suffix = 2
        while names.contains("\(first)\(suffix)") { suffix += 1 }
        return [first: "\(first)\(suffix)"]
    }

    private static func renamed(
        _ requirement: GenericRequirement, _ renames: [String: String]
    ) -> GenericRequirement {
        guard !renames.isEmpty else { return requirement }
        switch requirement {
        case .conformance(let subject, let constraint):
            // The constraint names a protocol or class, never the parameter.
            return .conformance(GenericRenamer.rename(subject, renames), constraint)
        case .sameType(let left, let right):
            return .sameType(
                GenericRenamer.rename(left, renames), GenericRenamer.rename(right, renames))
        }
    }

    private static func normalized(
        _ requirement: GenericRequirement, fakeName: String, aliases: [String: TypeRef]
    ) -> GenericRequirement {
        func resolve(_ type: TypeRef) -> TypeRef {
            type.replacingSelf(with: fakeName).map { type in
                guard case .named(let parts) = type, let first = parts.first,
                    let alias = aliases[first.name], case .named(let target) = alias
                else { return nil }
                return .named(target + parts.dropFirst())
            }
        }
        switch requirement {
        case .conformance(let subject, let constraint):
            return .conformance(resolve(subject), constraint)
        case .sameType(let left, let right):
            return .sameType(resolve(left), resolve(right))
        }
    }
}
