/// An `#if` among a protocol's requirements whose condition reads a custom flag (`#if Loading`,
/// a package trait or a `.define` of the protocol's target).
///
/// A fake repeats such a block as written, since which branch holds is decided where the fake
/// is compiled: a test target that does not set the flag leaves out the requirements under it,
/// and a fake of a protocol built with the flag then does not conform (issue 29, 10). Such a
/// block is a warning that names the flags and how to set them.
struct CustomCondition: Sendable, Equatable {
    /// The condition of the `#if`.
    var condition: CompilationCondition
    /// The custom flags its branches read, each once, in order.
    var flags: [String]
    /// Where the `#if` is.
    var location: SourceLocation

    /// The custom flags of `block`, or `nil` when its conditions read none.
    init?(_ block: ConditionalBlock) {
        var flags: [String] = []
        for clause in block.clauses {
            guard let condition = clause.directive.condition else { continue }
            for flag in PortableCondition.customFlags(in: condition) where !flags.contains(flag) {
                flags.append(flag)
            }
        }
        guard let first = block.clauses.first?.directive.condition, !flags.isEmpty else {
            return nil
        }
        self.init(condition: first, flags: flags, location: block.location)
    }

    /// Creates the description of an `#if` block.
    init(condition: CompilationCondition, flags: [String], location: SourceLocation) {
        self.condition = condition
        self.flags = flags
        self.location = location
    }

    /// The warning about this block for the fake `fakeName`, of the protocol that declares the
    /// block or of one that refines it.
    func warning(fakeName: String) -> Diagnostic {
        let names = flags.map { "'\($0)'" }.joined(separator: ", ")
        // `$Lifetimes` is true where the compiler has the feature enabled, which a target sets
        // with `enableExperimentalFeature`, not with a `define`.
        let features = flags.filter { $0.hasPrefix("$") }
        let settings = flags.map { flag in
            flag.hasPrefix("$")
                ? ".enableExperimentalFeature(\"\(flag.dropFirst())\")" : ".define(\"\(flag)\")"
        }.joined(separator: ", ")
        let noun = flags.count == 1 ? "flag" : "flags"
        let pronoun = flags.count == 1 ? "it" : "them"
        let verb = features.isEmpty ? "define" : features.count == flags.count ? "enable" : "set"
        let trait =
            features.count == flags.count ? "" : " or enable the package trait that sets \(pronoun)"
        return Diagnostic(
            .warning,
            "'#if \(condition)' reads the custom \(noun) \(names), which "
                + "\(fakeName) repeats as written: where the fakes are compiled without the same "
                + "\(noun), \(fakeName) may leave out the requirements under it and not conform; "
                + "\(verb) \(pronoun) there (swiftSettings: [\(settings)])\(trait)",
            at: location)
    }
}
