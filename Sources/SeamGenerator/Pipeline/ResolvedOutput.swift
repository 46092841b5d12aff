/// The fakes and the injector, every decision made: the output of the resolve stage of
/// ``GenerationPipeline`` and the input of its render stage.
///
/// The render stage's output is a ``GenerationResult``; writing it is the caller's (the
/// `seam` command applies a ``FileWriter`` plan), the only stage that touches files.
struct ResolvedOutput: Sendable {
    /// What to generate.
    var request: GenerationRequest
    /// The request's access level, checked.
    var access: AccessLevel
    /// The fakes of the selected protocols, in source order.
    var fakes: [FakeModel]
    /// The `FakeInjector`, or `nil` when the request names no injector.
    var injector: InjectorModel?
    /// The parsed templates.
    var templates: TemplateLibrary
    /// The warnings so far: the parser's, then the resolver's in source order.
    var diagnostics: [Diagnostic]
    /// Names the module qualifier looked up plus entries of the table of fakes by qualified
    /// name (``FakeResolver/qualifiedFakes``): deterministic, unlike time, for a test that it
    /// grows with the protocols, not with their square (issue 26: both were a table of every
    /// name, built per fake).
    var qualifyingWork = 0
}
