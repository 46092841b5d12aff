/// Sequence refinements that constrain the iterator:
/// `protocol Chunks: AsyncSequence where AsyncIterator: ChunkIterator`.
///
/// ``StandardLibraryProtocols`` lets a fake return an empty `AsyncStream`'s iterator (an
/// array's for `Sequence`), which satisfies no such constraint. When a protocol constrains
/// the iterator (a `where` requirement on it, or its own `associatedtype AsyncIterator`), the
/// iterator becomes an associated type, so a generic parameter of the fake with the
/// protocol's constraints, and `makeAsyncIterator()` returns it (stubbable, no default).
enum ConstrainedIterators {
    /// A sequence protocol's iterator: its associated type and the method that makes one.
    private struct Variant {
        let sequence: String
        let iterator: String
        let method: String
    }

    private static let variants = [
        Variant(sequence: "AsyncSequence", iterator: "AsyncIterator", method: "makeAsyncIterator"),
        Variant(sequence: "Sequence", iterator: "Iterator", method: "makeIterator"),
    ]

    /// The declarations with the iterator as an associated type, parsed once.
    private static let declarations: [String: [Member]] = {
        let parsed = Parser.parse(
            source: """
                protocol AsyncSequence {
                    associatedtype AsyncIterator: AsyncIteratorProtocol where AsyncIterator.Element == Element
                    func makeAsyncIterator() -> AsyncIterator
                }
                protocol Sequence {
                    associatedtype Iterator: IteratorProtocol where Iterator.Element == Element
                    func makeIterator() -> Iterator
                }
                """, path: StandardLibraryProtocols.path)
        var members: [String: [Member]] = [:]
        for decl in parsed.protocols {
            members[decl.name] = decl.members.compactMap {
                if case .member(let member) = $0 { member } else { nil }
            }
        }
        return members
    }()

    /// Makes the iterator of `flat` an associated type where `flat` constrains it.
    static func apply(to flat: inout FlatProtocol) {
        for variant in variants where constrains(flat, variant) {
            guard let members = declarations[variant.sequence],
                let position = flat.entries.firstIndex(where: { isStandardMethod($0, variant) }),
                case .member(let standard) = flat.entries[position]
            else { continue }
            for member in members {
                switch member.kind {
                case .associatedType(let associated):
                    add(associated, to: &flat)
                default:
                    flat.entries[position] = .member(member)
                    if flat.unisolated.remove(standard) != nil { flat.unisolated.insert(member) }
                }
            }
        }
    }

    /// Whether `flat` refines the standard sequence protocol and names its iterator in a
    /// requirement or declares it.
    private static func constrains(_ flat: FlatProtocol, _ variant: Variant) -> Bool {
        // The protocols last: a deep refinement chain's list is long, its requirements few.
        let names: Set<String> = [variant.iterator]
        let requirements = flat.whereClause + flat.associatedTypes.flatMap(\.whereClause)
        let namesIterator =
            flat.associatedTypes.contains(where: { $0.name == variant.iterator })
            || requirements.contains { requirement in
                switch requirement {
                case .conformance(let subject, _): isIterator(subject, names)
                case .sameType(let left, let right):
                    isIterator(left, names) || isIterator(right, names)
                }
            }
        return namesIterator && flat.protocols.contains(variant.sequence)
    }

    /// `AsyncIterator`, `AsyncIterator.Element` or `Self.AsyncIterator`.
    private static func isIterator(_ type: TypeRef, _ names: Set<String>) -> Bool {
        guard case .named(let parts) = type, let first = parts.first else { return false }
        if first.name == "Self", parts.count > 1 { return names.contains(parts[1].name) }
        return names.contains(first.name)
    }

    private static func isStandardMethod(_ entry: FlatProtocol.Entry, _ variant: Variant) -> Bool {
        guard case .member(let member) = entry,
            member.location.file == StandardLibraryProtocols.path,
            case .function(let function) = member.kind
        else { return false }
        return function.name == variant.method
    }

    /// Adds the standard declaration's constraints to the protocol's own, or the declaration.
    private static func add(_ associated: AssociatedTypeDecl, to flat: inout FlatProtocol) {
        guard let index = flat.associatedTypes.firstIndex(where: { $0.name == associated.name })
        else {
            flat.associatedTypes.append(associated)
            return
        }
        var merged = flat.associatedTypes[index]
        merged.inherited += associated.inherited.filter { !merged.inherited.contains($0) }
        merged.whereClause += associated.whereClause.filter { !merged.whereClause.contains($0) }
        flat.associatedTypes[index] = merged
    }
}
