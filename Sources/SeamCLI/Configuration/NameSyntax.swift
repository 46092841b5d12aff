/// The shape a setting's value must have because the fakes print it as it is: a module name
/// in `import \(module)`, a protocol or type name in a declaration.
///
/// A value of another shape would add text of its own to every generated file: `"module":
/// "M\nerror: x"` wrote a second line, `"M; import Evil"` a second import (issue 25 §7). A
/// name is one identifier (a letter or `_`, then letters, digits and `_`), or, where the
/// setting allows, identifiers joined by dots.
enum NameSyntax: Sendable, Hashable {
    /// The protocols' module, imported and used to qualify names: one identifier
    /// (`SampleApp`).
    case module
    /// A module to import: identifiers joined by dots (`Foundation`, `Darwin.C`).
    case importedModule
    /// A protocol: identifiers joined by dots for a nested one (`Outer.Inner`).
    case protocolName
    /// A type, written without generic arguments: identifiers joined by dots (`Feed.Entry`).
    case typeName

    /// Why `text` does not have this shape, or `nil` when it does.
    func problem(with text: String) -> String? {
        switch self {
        case .module:
            Self.isIdentifier(text[...])
                ? nil : "'\(text)' is not a module name (expected a Swift identifier)"
        case .importedModule:
            Self.isDottedPath(text)
                ? nil
                : "'\(text)' is not a module name (expected a Swift identifier, or identifiers "
                    + "joined by dots for a submodule)"
        case .protocolName:
            Self.isDottedPath(text)
                ? nil
                : "'\(text)' is not a protocol name (expected a Swift identifier, or "
                    + "'Outer.Inner' for a nested protocol)"
        case .typeName:
            Self.isDottedPath(text)
                ? nil : "'\(text)' is not a type name (write it without generic arguments)"
        }
    }

    /// Whether `text` is identifiers joined by single dots.
    static func isDottedPath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
    }

    /// Whether `text` is one Swift identifier, without backticks.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
