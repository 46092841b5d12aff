import Foundation

/// A folder of templates, loaded and parsed once.
///
/// Every `*.stencil` file directly in the folder is a template, named after the file without
/// ".stencil" (`Fake.swift.stencil` is "Fake.swift"). Templates can `{% include %}` each other.
///
/// ```swift
/// let library = try TemplateLibrary(.builtIn)
/// let text = try library.template(named: "Fake.swift").render(context)
/// ```
package struct TemplateLibrary: Sendable {
    /// The folder, as given.
    package let folder: String
    /// The names any template reads as a field of a value (`superclass` in `fake.superclass`),
    /// from the parsed templates' variable paths.
    package let fieldNames: Set<String>
    /// One warning per tag that reads a renamed key (`item.oldName`): its value is still read,
    /// as the key's new name, and the warning names that.
    package let warnings: [Diagnostic]
    /// The parsed templates; one object per parse, so a test can tell a shared parse apart.
    let catalog: TemplateCatalog

    /// Parses the templates of a folder already read into memory; `renamedKeys` are the
    /// former names of keys (old name to new), which get a warning.
    ///
    /// - Throws: ``TemplateError`` for the first syntax error of a template.
    package init(
        _ source: TemplateFolder, renamedKeys: [String: String] = [:]
    ) throws(TemplateError) {
        var templates: [String: Template] = [:]
        var symbols = TemplateSymbols()
        var warnings: [Diagnostic] = []
        for file in source.files {
            let start = symbols.fieldReads.count
            templates[file.name] = try Template(name: file.path, text: file.text, symbols: &symbols)
            warnings += Self.renamedReads(
                symbols.fieldReads[start...], in: file.path, renamedKeys)
        }
        self.warnings = warnings
        self.folder = source.folder
        self.fieldNames = Set(symbols.fieldReads.map(\.name))
        self.catalog = TemplateCatalog(
            folder: source.folder, templates: templates, symbols: symbols)
    }

    /// `'isLocked' is renamed 'isSendable'` for each renamed key among `reads`, the field
    /// reads of the template `file`, once per tag and key.
    private static func renamedReads(
        _ reads: ArraySlice<(name: String, position: TemplatePosition)>, in file: String,
        _ renamedKeys: [String: String]
    ) -> [Diagnostic] {
        guard !renamedKeys.isEmpty else { return [] }
        var warnings: [Diagnostic] = []
        for (name, position) in reads {
            guard let new = renamedKeys[name] else { continue }
            let location = SourceLocation(
                file: file, line: position.line, column: position.column)
            let warning = Diagnostic(.warning, "'\(name)' is renamed '\(new)'", at: location)
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    /// The names of the loaded templates, sorted: "Fake.swift", "FakeInjector.swift".
    package var templateNames: [String] { catalog.templates.keys.sorted() }

    /// The template `name` (the file name without ".stencil"), able to include its siblings.
    ///
    /// - Throws: ``TemplateError`` with line 0 naming the folder and the expected file if there
    ///   is no such template.
    package func template(named name: String) throws(TemplateError) -> Template {
        guard var template = catalog.templates[name] else {
            let path = Path.appending(name + ".stencil", to: folder)
            throw TemplateError(
                template: path, line: 0, column: 0,
                message: "missing template '\(name)': no file '\(name).stencil' "
                    + "in templates folder '\(folder)'"
            )
        }
        template.catalog = catalog
        return template
    }
}
