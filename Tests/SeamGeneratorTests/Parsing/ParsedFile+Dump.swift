@testable import SeamGenerator

extension ParsedFile {
    /// The modules it imports, in order (`Foundation`, `NIOCore`), one per `import`, including
    /// those under `#if`; `@testable` and kinds such as `import struct` are dropped.
    var imports: [String] { importDeclarations.map(\.module) }

    /// A deterministic, human-readable dump of everything parsed, for fixtures and debugging.
    ///
    /// Types are printed as trees (`TypeRef.dumpDescription`) so that a test sees how a type
    /// was understood, not just how it prints.
    package func dump() -> String {
        var lines = ["file \(path)"]
        if !imports.isEmpty { lines.append("imports \(imports.joined(separator: ", "))") }
        for declaration in importDeclarations
        where declaration.dumpDescription != "import \(declaration.module)" {
            lines.append("  \(declaration.dumpDescription)")
        }
        for declaration in protocols { lines += declaration.dumpLines() }
        for declaration in extensions { lines += declaration.dumpLines() }
        for diagnostic in diagnostics { lines.append("diagnostic \(diagnostic)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ProtocolDecl {
    func dumpLines() -> [String] {
        var lines = ["protocol \(qualifiedName) @ \(location.line):\(location.column)"]
        for condition in conditions { lines.append("  under #if \(condition)") }
        if let accessLevel { lines.append("  access \(accessLevel.rawValue)") }
        if !attributes.isEmpty {
            lines.append("  attributes \(attributes.map(\.description).joined(separator: " "))")
        }
        if !primaryAssociatedTypes.isEmpty {
            lines.append("  primary \(primaryAssociatedTypes.joined(separator: ", "))")
        }
        if !inherited.isEmpty {
            lines.append("  inherits \(inherited.map(\.dumpDescription).joined(separator: ", "))")
        }
        if !whereClause.isEmpty { lines.append("  where \(whereClause.dumpDescription)") }
        lines += DumpText.documentation(documentation, indent: "  ")
        lines += members.flatMap { $0.dumpLines(indent: "  ") }
        return lines
    }
}

extension ExtensionDecl {
    func dumpLines() -> [String] {
        var lines = [
            "extension \(extendedType.dumpDescription) @ \(location.line):\(location.column)"
        ]
        if !inherited.isEmpty {
            lines.append("  inherits \(inherited.map(\.dumpDescription).joined(separator: ", "))")
        }
        if !whereClause.isEmpty { lines.append("  where \(whereClause.dumpDescription)") }
        lines += members.flatMap { $0.dumpLines(indent: "  ") }
        return lines
    }
}

extension MemberItem {
    func dumpLines(indent: String) -> [String] {
        switch self {
        case .member(let member):
            return member.dumpLines(indent: indent)
        case .conditional(let block):
            var lines: [String] = []
            for (index, clause) in block.clauses.enumerated() {
                let condition = clause.directive.condition.map { " \($0)" } ?? ""
                let head = "\(indent)#\(clause.directive.keyword)\(condition)"
                lines.append(
                    index == 0 ? "\(head) @ \(block.location.line):\(block.location.column)" : head)
                lines += clause.items.flatMap { $0.dumpLines(indent: indent + "  ") }
            }
            return lines + ["\(indent)#endif"]
        }
    }
}

extension Member {
    func dumpLines(indent: String) -> [String] {
        var lines = ["\(indent)\(kind.dumpDescription) @ \(location.line):\(location.column)"]
        if !attributes.isEmpty {
            lines.append(
                "\(indent)  attributes \(attributes.map(\.description).joined(separator: " "))")
        }
        if !modifiers.isEmpty {
            lines.append(
                "\(indent)  modifiers \(modifiers.map(\.description).joined(separator: " "))")
        }
        return lines + DumpText.documentation(documentation, indent: indent + "  ")
    }
}

/// Text helpers shared by the dump extensions.
enum DumpText {
    /// `doc |line` lines, or nothing.
    static func documentation(_ text: String?, indent: String) -> [String] {
        guard let text else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            "\(indent)doc |\($0)"
        }
    }

    /// `<T: P, each U>`, or nothing.
    static func generics(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        let items = parameters.map { parameter in
            let name =
                (parameter.isPack ? "each " : parameter.isValue ? "let " : "") + parameter.name
            guard let constraint = parameter.constraint else { return name }
            return "\(name): \(constraint.dumpDescription)"
        }
        return "<\(items.joined(separator: ", "))>"
    }

    /// `(label name: T..., label name: T = default)`.
    static func parameters(_ parameters: [Parameter]) -> String {
        let items = parameters.map { parameter in
            var text =
                "\(parameter.label ?? "_") \(parameter.name): \(parameter.type.dumpDescription)"
            if parameter.isVariadic { text += "..." }
            if let value = parameter.defaultValue { text += " = \(value)" }
            return text
        }
        return "(\(items.joined(separator: ", ")))"
    }

    /// ` async throws(E)`, or nothing.
    static func effects(isAsync: Bool, throwing: ThrowsClause) -> String {
        var text = isAsync ? " async" : ""
        switch throwing {
        case .none: break
        case .untyped: text += " throws"
        case .rethrows: text += " rethrows"
        case .typed(let error): text += " throws(\(error.dumpDescription))"
        }
        return text
    }

    /// `get`, `get set`, `mutating get nonmutating set`.
    static func accessors(
        hasSetter: Bool, isMutatingGetter: Bool, isNonmutatingSetter: Bool
    ) -> String {
        let getter = isMutatingGetter ? "mutating get" : "get"
        guard hasSetter else { return getter }
        return getter + (isNonmutatingSetter ? " nonmutating set" : " set")
    }

    /// ` where A: B, C == D`, or nothing.
    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " where \(requirements.dumpDescription)"
    }
}

extension ImportDecl {
    /// The declaration as the parser dump prints it: `@preconcurrency import class A.B`,
    /// then `under #if ...` for each condition.
    var dumpDescription: String {
        let words =
            attributes.map(\.description) + [accessLevel?.rawValue].compactMap { $0 } + ["import"]
            + (kind.isEmpty ? [] : [kind]) + [symbol.isEmpty ? module : "\(module).\(symbol)"]
        return ([words.joined(separator: " ")] + conditions.map { "under #if \($0)" }).joined(
            separator: " ")
    }
}
