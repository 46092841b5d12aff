/// An import of a generated file.
struct FileImport: Sendable, Hashable {
    /// The module.
    var name: String
    /// Whether it is `@testable`.
    var isTestable: Bool
    /// Whether it is wrapped in `#if canImport(...)`: a module a protocol's file imports may
    /// be missing from the target the fake is compiled in.
    var isConditional: Bool
    /// What follows `import`: the module, or a kind and a declaration
    /// (`class Foundation.JSONDecoder`).
    var declaration: String
    /// The attributes kept from the protocol's file (`@preconcurrency`, `@_spi(Group)`).
    var attributes: [Attribute] = []
    /// The `#if` condition the protocol's file imports it under, or `nil`.
    var condition: CompilationCondition?

    /// Creates an import of the whole module `name`.
    init(name: String, isTestable: Bool, isConditional: Bool, attributes: [Attribute] = []) {
        self.name = name
        self.isTestable = isTestable
        self.isConditional = isConditional
        self.declaration = name
        self.attributes = attributes
    }

    /// Creates the import of a generated file that repeats `decl`, with the attributes that
    /// change what the file sees (`@preconcurrency`, `@_spi`) and none that change the
    /// module or other files (`@_exported`, `@testable`, `@_implementationOnly`, access).
    init(repeating decl: ImportDecl) {
        self.init(
            name: decl.module, isTestable: false, isConditional: false,
            attributes: Self.keptAttributes(decl.attributes))
        if !decl.kind.isEmpty { declaration = "\(decl.kind) \(decl.module).\(decl.symbol)" }
        // Each in parentheses when there are several, as the protocol's file nests them.
        let conditions = decl.conditions
        condition =
            conditions.count > 1
            ? .all(conditions.map(CompilationCondition.parenthesized)) : conditions.first
        // A custom flag may be set where the protocol is built and not where the fake is: an
        // import of a module that cannot be imported there is not one the protocol saw.
        if let condition, !PortableCondition.customFlags(in: condition).isEmpty {
            self.condition = condition.requiringImports(of: [decl.module])
        }
    }

    private static func keptAttributes(_ attributes: [Attribute]) -> [Attribute] {
        attributes.filter { $0.name == "preconcurrency" || $0.name == "_spi" }
    }

    /// The modules that `imports` import whole outside any `#if`, except `excluded` ones, with
    /// the attributes kept for each (``init(repeating:)``; `@preconcurrency` if any has it).
    static func wholeModules(
        _ imports: [ImportDecl], excluded: Set<String>
    ) -> [String: [Attribute]] {
        var attributes: [String: [Attribute]] = [:]
        for decl in imports where decl.isPlain && !excluded.contains(decl.module) {
            var known = attributes[decl.module] ?? []
            for attribute in keptAttributes(decl.attributes) where !known.contains(attribute) {
                known.append(attribute)
            }
            attributes[decl.module] = known
        }
        return attributes
    }

    /// The imports of the protocols' files (`imports`, in order) that a generated file repeats
    /// besides the whole modules it imports outside any `#if` (`plain`, by name): the scoped
    /// imports (`import class Foundation.JSONDecoder`) and those under `#if`, except those of
    /// modules in `plain` and of `excluded` ones; each once.
    static func repeated(
        _ imports: [ImportDecl], plain: Set<String>, excluded: Set<String>
    ) -> [FileImport] {
        var seen: Set<FileImport> = []
        return imports.compactMap { decl in
            guard !decl.isPlain, !plain.contains(decl.module), !excluded.contains(decl.module)
            else { return nil }
            let value = FileImport(repeating: decl)
            return seen.insert(value).inserted ? value : nil
        }
    }
}
