/// Why a template could not be loaded, parsed or rendered, with where.
///
/// `description` reads like a compiler diagnostic:
/// `Templates/Fake.swift.stencil:12:5: error: unknown variable 'foo'`. The column is the
/// 1-based UTF-8 column of the tag (`{{`, `{%`) that failed. Errors that belong to no line
/// (an unreadable folder or file, a missing template) have line and column 0, name the path
/// in their message, and print as `error: message`.
package struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's name: its path for a template of a ``TemplateLibrary``.
    package var template: String
    /// The 1-based line, or 0 when the error belongs to no line.
    package var line: Int
    /// The 1-based UTF-8 column, or 0 when the error belongs to no line.
    package var column: Int
    /// What is wrong, in one sentence with no trailing period.
    package var message: String

    /// Creates an error.
    package init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `template:line:column: error: message`, or `error: message` for line 0.
    package var description: String {
        diagnostic.description
    }

    /// The same error as a generator ``Diagnostic``, with the same `description`.
    package var diagnostic: Diagnostic {
        if line == 0 {
            return Diagnostic(.error, message)
        }
        let location = SourceLocation(file: template, line: line, column: column)
        return Diagnostic(.error, message, at: location)
    }
}

extension TemplateError {
    /// Creates an error at `position` of the template `template`.
    init(_ message: String, in template: String, at position: TemplatePosition) {
        self.init(
            template: template, line: position.line, column: position.column, message: message)
    }
}

/// A 1-based line and UTF-8 column in a template.
struct TemplatePosition: Sendable, Hashable {
    /// The 1-based line.
    var line: Int
    /// The 1-based UTF-8 column.
    var column: Int
}
