extension DeclarationParser {
    /// The declaration kinds a scoped import can name (`import struct Foundation.Date`).
    private static let importKinds: [StaticString] = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
    ]

    /// `import Foundation`, `import struct Foundation.Date`, `@testable import App`; the
    /// current token is `import`, `prefix` holds the attributes and modifiers before it.
    mutating func parseImport(_ prefix: DeclarationPrefix = DeclarationPrefix()) {
        advance()
        var kind: String?
        if DeclarationParser.importKinds.contains(where: { isWord($0) }) {
            kind = text(of: token)
            advance()
        }
        var components: [String] = []
        while isName {
            components.append(text(of: token))
            advance()
            guard token.kind == .period, !token.hasNewlineBefore else { break }
            advance()
        }
        guard !components.isEmpty else { return }
        let symbol = kind != nil && components.count > 1 ? components.removeLast() : ""
        let module = components.joined(separator: ".")
        file.importDeclarations.append(
            ImportDecl(
                module: module, kind: kind ?? "", symbol: symbol, attributes: prefix.attributes,
                accessLevel: Self.accessModifier(in: prefix.modifiers),
                conditions: conditionStack.map(\.expression)))
    }

    /// Reads the imports at the top of a file and stops at the first other declaration:
    /// the cheap path for files with no protocol and no extension.
    mutating func parseLeadingImports() {
        var prefix = DeclarationPrefix()
        while token.kind != .endOfFile {
            if isWord("import") {
                parseImport(prefix)
                prefix = DeclarationPrefix()
            } else if token.kind == .at {
                prefix.attributes.append(parseAttribute())
            } else if isConditionalDirective {
                trackConditionalDirective()
            } else if isAtModifier {
                prefix.modifiers.append(parseModifier())
            } else if token.kind == .pound || token.kind == .semicolon {
                advance()
            } else {
                return
            }
        }
    }
}
