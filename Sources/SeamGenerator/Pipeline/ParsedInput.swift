/// The sources and templates, parsed: the output of the parse stage of
/// ``GenerationPipeline`` and the input of its resolve stage.
struct ParsedInput: Sendable {
    /// What to generate.
    var request: GenerationRequest
    /// The parsed source files, in the order read.
    var sources: [ParsedFile]
    /// The parsed reference source files.
    var references: [ParsedFile]
    /// The names of the type aliases of function types declared in either (see
    /// ``ClosureAliases``).
    var closureAliases: Set<String>
    /// The source files whose module is built with `NonisolatedNonsendingByDefault` (see
    /// ``NonsendingDefault``).
    var nonsendingFiles: Set<String>
    /// The parsed templates.
    var templates: TemplateLibrary
    /// The parser's warnings, in file order (errors stop the pipeline at this stage), then
    /// the templates' (a renamed key read).
    var diagnostics: [Diagnostic]
}
