/// The standard-library protocols whose requirements a fake does not write, and the protocols
/// that inherit one: they get no fake, and a warning.
///
/// Their requirements are many, or bind associated types a fake cannot choose for a test
/// (`Collection`'s `Index` and `subscript`, `Numeric`'s `Magnitude` and operators). A fake
/// written anyway gave a file that did not compile ("type 'FakeP' does not conform to protocol
/// 'AdditiveArithmetic'") and broke the whole test target (issue 29, 3).
enum UnwrittenStandardProtocols {
    /// The protocols, by simple name. The table in `SupportedSyntax.md` lists them.
    static let names: Set<String> = [
        "AdditiveArithmetic", "Numeric", "SignedNumeric", "BinaryInteger", "SignedInteger",
        "UnsignedInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "LazySequenceProtocol", "LazyCollectionProtocol",
        "SetAlgebra", "OptionSet", "StringProtocol", "SIMD",
    ]

    /// `pairs` without those whose protocol inherits one of ``names``, and a warning for each
    /// left out.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)]
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        RefusedFakes.kept(pairs) { entry, flat in
            guard let standard = flat.unwritten.first else { return nil }
            let name = entry.decl.qualifiedName
            return Diagnostic(
                .warning,
                "no fake for '\(name)': it inherits '\(standard)', whose requirements seam does "
                    + "not write; write a conforming type by hand", at: entry.decl.location
            ).grouped(.unwrittenStandardRequirements, subject: "'\(name)' ('\(standard)')")
        }
    }
}
