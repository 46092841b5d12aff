/// A parsed template: text with `{{ }}` placeholders and `{% %}` tags, rendered over a
/// ``TemplateValue`` context.
///
/// Parse once, render many times; rendering appends to one string and never touches files.
///
/// ```swift
/// let template = try Template(name: "Greeting", text: "Hello, {{ name | upperFirst }}!")
/// let text = try template.render(["name": "world"])   // "Hello, World!"
/// ```
///
/// The syntax is in `Docs/README-engine.md` (the README's "Templates" section).
package struct Template: Sendable {
    /// The name used in errors: the file path for a template of a ``TemplateLibrary``.
    package let name: String
    /// The parsed nodes.
    let nodes: [TemplateNode]
    /// How many symbols the nodes were numbered with, when parsing ended: the size of the
    /// renderer's table for a lone template (a catalog has its own, for all its templates).
    let symbolCount: Int
    /// The library whose templates `{% include %}` can render, or `nil` for a lone template.
    var catalog: TemplateCatalog?
    /// The symbol of this template's name in its catalog, or -1 for a lone template.
    var catalogSymbol = -1

    /// Parses `text`; `name` is used in errors (e.g. "Templates/Fake.swift.stencil").
    ///
    /// - Throws: ``TemplateError`` for the first syntax error: an unclosed or mismatched tag,
    ///   an unknown tag or filter, a malformed condition.
    package init(name: String, text: String) throws(TemplateError) {
        var symbols = TemplateSymbols()
        try self.init(name: name, text: text, symbols: &symbols)
    }

    /// Parses `text`, numbering its names in `symbols`, shared by the templates of a catalog.
    init(name: String, text: String, symbols: inout TemplateSymbols) throws(TemplateError) {
        var lexer = TemplateLexer(name: name, text: text)
        let tokens = TemplateWhitespace.trimmingBlockLines(try lexer.tokenize())
        self.name = name
        self.nodes = try TemplateParser.parse(name: name, tokens: tokens, symbols: &symbols)
        self.symbolCount = symbols.count
    }

    /// Renders with `context` as the top-level variables.
    ///
    /// - Returns: The rendered text.
    /// - Throws: ``TemplateError`` for an unknown variable (also in a condition), a value of the
    ///   wrong kind (printing a bool, looping over a string, a filter's input), or an include
    ///   that is missing or recursive.
    package func render(_ context: [String: TemplateValue]) throws(TemplateError) -> String {
        // A fake's file is a few KiB: start there rather than grow through every size below.
        var output = TemplateOutputBuffer(capacity: 8192)
        var renderer = TemplateRenderer(context: context, catalog: catalog, template: self)
        try renderer.render(nodes, into: &output)
        return output.text
    }
}

/// The templates of one folder, shared by every ``Template`` handed out by a
/// ``TemplateLibrary`` so that `{% include %}` can find its siblings.
final class TemplateCatalog: Sendable {
    /// The folder, as given to ``TemplateLibrary/init(folder:)``.
    let folder: String
    /// The templates by name without ".stencil"; their own `catalog` is `nil`.
    let templates: [String: Template]
    /// The templates by the symbol of their name (`nil` for other symbols), for includes.
    let templatesBySymbol: [Template?]
    /// The size of the renderer's table for any template of the catalog.
    let symbolCount: Int

    /// Creates a catalog of templates parsed with `symbols`.
    init(folder: String, templates: [String: Template], symbols: TemplateSymbols) {
        var symbols = symbols
        var named: [String: Template] = [:]
        var bySymbol: [Int: Template] = [:]
        for (name, template) in templates {
            var template = template
            template.catalogSymbol = symbols.symbol(name)
            named[name] = template
            bySymbol[template.catalogSymbol] = template
        }
        self.folder = folder
        self.templates = named
        self.templatesBySymbol = (0..<symbols.count).map { bySymbol[$0] }
        self.symbolCount = symbols.count
    }
}
