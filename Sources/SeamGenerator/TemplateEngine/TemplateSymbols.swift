/// Numbers the names of templates parsed together, so that the renderer finds loop
/// variables and included templates by index, not by string.
///
/// A lone ``Template`` has its own; the templates of a ``TemplateLibrary`` share one, since
/// a variable bound in one template is read in the templates it includes.
struct TemplateSymbols: Sendable {
    /// The symbol of `loop`, the loop metadata.
    static let loop = 0

    private var symbols: [String: Int] = ["loop": loop]
    /// The names read as fields of a value (`superclass` in `fake.superclass`) by any path
    /// numbered here.
    private(set) var fieldNames: Set<String> = []

    /// How many names have a symbol.
    var count: Int { symbols.count }

    /// The symbol of `name`: the same for the same name, counted from 0.
    mutating func symbol(_ name: String) -> Int {
        if let symbol = symbols[name] { return symbol }
        let symbol = symbols.count
        symbols[name] = symbol
        return symbol
    }

    /// `path` with the symbol of its first name.
    mutating func numbered(_ path: TemplatePath) -> TemplatePath {
        var path = path
        path.root = symbol(path.components[0])
        fieldNames.formUnion(path.components.dropFirst())
        return path
    }

    /// `condition` with every path numbered.
    mutating func numbered(_ condition: TemplateCondition) -> TemplateCondition {
        switch condition {
        case .variable(let path): return .variable(numbered(path))
        case .not(let inner): return .not(numbered(inner))
        case .and(let left, let right): return .and(numbered(left), numbered(right))
        case .or(let left, let right): return .or(numbered(left), numbered(right))
        }
    }
}
