/// The protocols whose conforming types must inherit a class of the sources
/// (`protocol Screen: BaseScreen`, `where Self: BaseScreen`): they get no fake, and a warning.
///
/// A fake is a root class, so it cannot meet the requirement; writing it anyway gave a file
/// that did not compile ("requires that 'FakeScreen' inherit from 'BaseScreen'") and broke the
/// whole test target, after a warning that the class was not found as a protocol.
enum ClassBoundFakes {
    /// The class among `flat`'s unknown inherited names (``FlatProtocol/unknown``) that `index`
    /// knows, if any: by its name as written, or its last component (`Lib.BaseScreen`).
    static func requiredClass(of flat: FlatProtocol, index: ProtocolIndex) -> String? {
        flat.unknown.first { name in
            index.classes.contains(name)
                || name.split(separator: ".").last.map { index.classes.contains(String($0)) }
                    == true
        }
    }

    /// `pairs` without those whose protocol requires a class, and a warning for each left out.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)], index: ProtocolIndex
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        RefusedFakes.kept(pairs) { entry, flat in
            guard let base = requiredClass(of: flat, index: index) else { return nil }
            return Diagnostic(
                .warning,
                "no fake for '\(entry.decl.qualifiedName)': a conforming type must inherit "
                    + "from class '\(base)', which a fake cannot; write a conforming subclass by "
                    + "hand", at: entry.decl.location
            ).grouped(.classBound, subject: "'\(entry.decl.qualifiedName)' (class '\(base)')")
        }
    }
}
