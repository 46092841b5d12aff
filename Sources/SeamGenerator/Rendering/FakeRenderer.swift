/// Turns resolved fakes into the values the templates read, and renders files.
///
/// The values come from the key definitions of ``TemplateModel``, which
/// `TemplateModel.md` lists.
struct FakeRenderer {
    /// The templates: the default folder or the user's.
    let library: TemplateLibrary

    /// One file: the header, the imports, then each fake and the injector, then, when `stubs`,
    /// the stub types the fakes use (Stubs.swift), declared with `access` (`public `, or empty).
    func renderFile(
        sources: [String], imports: [FileImport],
        fakes: [FakeModel], injector: InjectorModel?, stubs: StubUsage? = nil, access: String = "",
        command: String = "seam generate", isRegeneratedOnEveryBuild: Bool = false
    ) throws(TemplateError) -> String {
        let file = TemplateModel.File(
            sources: sources, imports: imports, fakes: fakes, injector: injector, stubs: stubs,
            access: access, command: command, isRegeneratedOnEveryBuild: isRegeneratedOnEveryBuild)
        let context = TemplateModel.file.context(file)
        return try library.template(named: "File.swift").render(context)
    }
}
