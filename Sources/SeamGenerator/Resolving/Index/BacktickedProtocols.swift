/// The protocols whose names need backticks (a raw identifier such as `My Proto`, or a keyword
/// such as `protocol`): they get no fake, and a warning.
///
/// A fake's name is `Fake` plus its protocol's, and the stems, file names and injector names
/// derived from it must be plain identifiers; writing such a fake anyway gave a file that did
/// not compile (`final class FakeMy Proto: My Proto`).
enum BacktickedProtocols {
    /// Whether `decl`'s name, or that of a type it is nested in, needs backticks: a raw
    /// identifier (``RawIdentifier``) or a reserved word.
    static func needsBackticks(_ decl: ProtocolDecl) -> Bool {
        (decl.parents + [decl.name]).contains { name in
            RawIdentifier.needsBackticks(name) || TypeComponent.reservedWords.contains(name)
        }
    }

    /// `pairs` without those whose protocol's name needs backticks, and a warning for each left
    /// out.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)]
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        RefusedFakes.kept(pairs) { entry, _ in
            guard needsBackticks(entry.decl) else { return nil }
            return Diagnostic(
                .warning,
                "no fake for '\(entry.decl.qualifiedName)': its name needs backticks, which seam "
                    + "cannot give a fake's name; rename the protocol to fake it",
                at: entry.decl.location)
        }
    }
}
