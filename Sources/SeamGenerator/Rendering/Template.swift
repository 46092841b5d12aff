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
    /// How many lookup-cache sites the nodes' paths use (see ``TemplatePath/site``).
    let siteCount: Int
    /// Where this template's sites start in its catalog's cache; 0 for a lone template.
    var siteBase = 0
    /// The library whose templates `{% include %}` can render, or `nil` for a lone template.
    var catalog: TemplateCatalog?

    /// Parses `text`; `name` is used in errors (e.g. "Templates/Fake.swift.stencil").
    ///
    /// - Throws: ``TemplateError`` for the first syntax error: an unclosed or mismatched tag,
    ///   an unknown tag or filter, a malformed condition.
    package init(name: String, text: String) throws(TemplateError) {
        var lexer = TemplateLexer(name: name, text: text)
        let tokens = TemplateWhitespace.trimmingBlockLines(try lexer.tokenize())
        self.name = name
        (self.nodes, self.siteCount) = try TemplateParser.parse(name: name, tokens: tokens)
    }

    /// Renders with `context` as the top-level variables.
    ///
    /// - Returns: The rendered text.
    /// - Throws: ``TemplateError`` for an unknown variable (also in a condition), a value of the
    ///   wrong kind (printing a bool, looping over a string, a filter's input), or an include
    ///   that is missing or recursive.
    package func render(_ context: [String: TemplateValue]) throws(TemplateError) -> String {
        var output = ""
        try render(context, into: &output)
        return output
    }

    /// Renders with `context` as the top-level variables, appending to `output`.
    ///
    /// - Throws: What ``render(_:)`` throws; `output` then holds what was rendered so far.
    package func render(
        _ context: [String: TemplateValue], into output: inout String
    ) throws(TemplateError) {
        var renderer = TemplateRenderer(context: context, catalog: catalog, template: self)
        try renderer.render(nodes, into: &output)
    }
}

/// The templates of one folder, shared by every ``Template`` handed out by a
/// ``TemplateLibrary`` so that `{% include %}` can find its siblings.
final class TemplateCatalog: Sendable {
    /// The folder, as given to ``TemplateLibrary/init(folder:)``.
    let folder: String
    /// The templates by name without ".stencil"; their own `catalog` is `nil`.
    let templates: [String: Template]
    /// How many lookup-cache sites all the templates use: each has its own range.
    let siteCount: Int

    /// Creates a catalog; gives each template its own range of lookup-cache sites.
    init(folder: String, templates: [String: Template]) {
        var based: [String: Template] = [:]
        var siteCount = 0
        for name in templates.keys.sorted() {
            var template = templates[name]!
            template.siteBase = siteCount
            siteCount += template.siteCount
            based[name] = template
        }
        self.folder = folder
        self.templates = based
        self.siteCount = siteCount
    }
}
