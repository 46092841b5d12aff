/// The members whose fake has nothing to return when a test calls them unstubbed: no default
/// of their type (``DefaultValue``), no fake for it, and no error to throw instead. Such a
/// call stops the whole test run, so the generator names each member once, with the fix.
enum UndefaultedMembers {
    /// The note for `member` of `fake` if a test that does not stub it stops the run:
    /// `resolved` is what the member became, `context` what its defaults were looked up in.
    static func note(
        _ member: Member, resolved: FakeItem?, fake: String, context: ResolutionContext
    ) -> Diagnostic? {
        // A generic parameter (the fake's or the member's) or `Self` cannot be given a
        // default by name: those are left to the stub.
        guard let resolved, resolved.stopsUnstubbed, let type = member.kind.resultType,
            !type.mentions(context.noncopyableTypes), !type.mentions(context.genericNames),
            !type.mentions(Set(member.kind.genericParameters.map(\.name)).union(["Self"])),
            context.defaultValue(for: type) == nil
        else { return nil }
        return note(
            fake: fake, member: MemberNamer.displayName(of: member), type: type,
            at: member.location)
    }

    /// The note for `member` (as displayed) of `fake`, whose result type `type` has no default.
    static func note(
        fake: String, member: String, type: TypeRef, at location: SourceLocation
    ) -> Diagnostic {
        let name = type.nominalName ?? type.description
        return Diagnostic(
            .note,
            "\(fake).\(member) has no default for '\(type)'; a test that does not stub it stops "
                + "the run: add \"defaults\": {\"\(name)\": \"<expression>\"} to its target in "
                + "seam.json (or --default '\(name)=<expression>')",
            at: location
        ).grouped(.undefaultedResult, subject: "\(fake).\(member) ('\(name)')")
    }
}
