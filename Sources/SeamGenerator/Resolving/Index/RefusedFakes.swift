/// Drops the protocols that get no fake, with a located warning each instead of a fake that
/// would not compile: the reasons are ``BacktickedProtocols``', ``ClassBoundFakes``' and
/// ``UnwrittenStandardProtocols``'.
enum RefusedFakes {
    /// `pairs` without those `refusal` gives a warning for, and the warnings: one per protocol,
    /// not one per `#if` branch of it.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)],
        refusal: (ProtocolIndex.Entry, FlatProtocol) -> Diagnostic?
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        var kept: [(ProtocolIndex.Entry, FlatProtocol)] = []
        var warnings: [Diagnostic] = []
        for (entry, flat) in pairs {
            guard let warning = refusal(entry, flat) else {
                kept.append((entry, flat))
                continue
            }
            if !warnings.contains(where: { $0.location == entry.decl.location }) {
                warnings.append(warning)
            }
        }
        return (kept, warnings)
    }
}
