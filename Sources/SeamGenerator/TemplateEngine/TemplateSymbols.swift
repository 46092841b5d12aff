/// Numbers the names of templates parsed together, so that the renderer finds loop
/// variables and included templates by index, not by string.
///
/// A lone ``Template`` has its own; the templates of a ``TemplateLibrary`` share one, since
/// a variable bound in one template is read in the templates it includes.
struct TemplateSymbols: Sendable {
    /// The symbol of `loop`, the loop metadata.
    static let loop = 0

    private var symbols: [String: Int] = ["loop": loop]
    /// Each name read as a field of a value (`superclass` in `fake.superclass`) by a path
    /// numbered here, with where its tag starts, in the order numbered: the order of the text.
    private(set) var fieldReads: [(name: String, position: TemplatePosition)] = []

    /// How many names have a symbol.
    var count: Int { symbols.count }

    /// The symbol of `name`: the same for the same name, counted from 0.
    mutating func symbol(_ name: String) -> Int {
        if let symbol = symbols[name] { return symbol }
        let symbol = symbols.count
        symbols[name] = symbol
        return symbol
    }

    /// `path` with the symbol of its first name; its field reads are at `position`.
    mutating func numbered(_ path: TemplatePath, at position: TemplatePosition) -> TemplatePath {
        var path = path
        path.root = symbol(path.components[0])
        for name in path.components.dropFirst() { fieldReads.append((name, position)) }
        return path
    }

    /// `condition` with every path numbered, left to right.
    mutating func numbered(
        _ condition: TemplateCondition, at position: TemplatePosition
    ) -> TemplateCondition {
        switch condition {
        case .variable(let path):
            return .variable(numbered(path, at: position))
        case .not(let inner):
            return .not(numbered(inner, at: position))
        case .and(let left, let right):
            return .and(numbered(left, at: position), numbered(right, at: position))
        case .or(let left, let right):
            return .or(numbered(left, at: position), numbered(right, at: position))
        }
    }
}
