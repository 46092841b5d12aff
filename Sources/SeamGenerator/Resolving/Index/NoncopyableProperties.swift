/// The protocols with a property or subscript whose value is of a noncopyable type the files
/// declare (`var handle: Handle { get }` with `enum Handle: ~Copyable`): they get no fake, and
/// a warning.
///
/// A fake's property keeps its value in its stub, which holds copyable values only; the fake
/// did not compile ("'SeamPropertyStub' requires that 'Handle' conform to 'Copyable'") and
/// broke the whole test target, without a word (issue 25 §6, found by `.ci/fuzz`). A method
/// that returns such a value is faked: it stops unless the fake is a spy.
enum NoncopyableProperties {
    /// The first property or subscript of `flat` whose value is of one of `noncopyable`, with
    /// that type's name.
    static func first(
        in flat: FlatProtocol, noncopyable: Set<String>
    ) -> (member: Member, type: String)? {
        for member in FakeResolver.members(of: flat.entries) {
            let type: TypeRef
            switch member.kind {
            case .property(let property): type = property.type
            case .subscript(let subscriptDecl): type = subscriptDecl.returnType
            default: continue
            }
            if let name = valueName(type), isNoncopyable(name, noncopyable) {
                return (member, name)
            }
        }
        return nil
    }

    /// `pairs` without those with such a property or subscript, and a warning for each left out.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)], index: ProtocolIndex
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        guard !index.noncopyableTypes.isEmpty else { return (pairs, []) }
        return RefusedFakes.kept(pairs) { entry, flat in
            guard let (member, type) = first(in: flat, noncopyable: index.noncopyableTypes)
            else { return nil }
            return Diagnostic(
                .warning,
                "no fake for '\(entry.decl.qualifiedName)': "
                    + "'\(MemberNamer.displayName(of: member))' is of the noncopyable type "
                    + "'\(type)', which a fake's stub cannot hold; write a conforming type by hand",
                at: entry.decl.location)
        }
    }

    /// The name of the type of a value `type` holds: `Handle` for `Handle` and `Handle?`.
    private static func valueName(_ type: TypeRef) -> String? {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): valueName(wrapped)
        default: type.nominalName
        }
    }

    /// Whether `name`, or its last component (`Module.Handle`), is one of `noncopyable`.
    private static func isNoncopyable(_ name: String, _ noncopyable: Set<String>) -> Bool {
        noncopyable.contains(name)
            || name.split(separator: ".").last.map { noncopyable.contains(String($0)) } == true
    }
}
