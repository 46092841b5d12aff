/// A parsed piece of a template, rendered in order.
///
/// Tags are final classes, so that walking the tree retains one reference per node instead
/// of copying each field.
enum TemplateNode: Sendable {
    /// Literal text, printed as is.
    case text(TemplateText)
    /// `{{ path | filter }}`.
    case output(TemplateOutput)
    /// `{% for %}`.
    case loop(TemplateLoop)
    /// `{% if %}`.
    case conditional(TemplateConditional)
    /// `{% include "Name" %}`.
    case include(TemplateInclude)
}

/// Literal text of a template, kept as UTF-8 bytes ready to copy into the output.
// @unchecked Sendable: `bytes` is written once in `init`, only read afterwards, and freed in
// `deinit` when no reference is left.
final class TemplateText: @unchecked Sendable {
    /// The UTF-8 of the text.
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ text: String) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = buffer.initialize(from: text.utf8)
        bytes = UnsafeBufferPointer(buffer)
    }

    deinit {
        bytes.deallocate()
    }
}

/// `{% include "Name" %}`.
final class TemplateInclude: Sendable {
    /// The included template's name, without ".stencil".
    let name: String
    /// The symbol of `name` (see ``TemplateSymbols``), by which the catalog finds it.
    let symbol: Int
    /// Where the tag starts.
    let position: TemplatePosition

    init(name: String, symbol: Int, position: TemplatePosition) {
        self.name = name
        self.symbol = symbol
        self.position = position
    }
}

/// A dotted variable path such as `member.name`.
///
/// The names and their numbers sit in one shared object, so that copying a path (the
/// renderer does it for every condition it tests) retains one reference, not two arrays.
struct TemplatePath: Sendable, Hashable {
    private final class Names: Sendable {
        let components: [String]
        let fieldNumbers: [Int]

        init(_ components: [String]) {
            self.components = components
            self.fieldNumbers = components.map(TemplateFieldNames.number)
        }
    }

    private let names: Names
    /// The names between the dots; never empty.
    var components: [String] { names.components }
    /// The symbol of the first name (see ``TemplateSymbols``).
    var root = 0
    /// The number of each name (see ``TemplateFieldNames``), to find fields in records.
    var fieldNumbers: [Int] { names.fieldNumbers }

    /// The path as written: `member.name`.
    var text: String { components.joined(separator: ".") }

    /// Parses `word` as a path.
    ///
    /// - Throws: A message if a component is empty or does not start with a letter or `_`.
    init(parsing word: String) throws(TagMessage) {
        let components = word.split(separator: ".", omittingEmptySubsequences: false).map(
            String.init)
        for component in components {
            guard let first = component.first, first == "_" || first.isLetter else {
                throw TagMessage("invalid variable name '\(word)'")
            }
        }
        self.names = Names(components)
    }

    /// Paths are equal when their names and root symbols are (the numbers follow the names).
    static func == (lhs: TemplatePath, rhs: TemplatePath) -> Bool {
        lhs.root == rhs.root && lhs.components == rhs.components
    }

    /// Hashes the names and the root symbol, as ``==(_:_:)`` compares them.
    func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(root)
    }
}

/// `{{ path | filter:"argument" | filter }}`.
final class TemplateOutput: Sendable {
    /// The variable read.
    let path: TemplatePath
    /// The filters applied in order.
    let filters: [TemplateFilterCall]
    /// Where `{{` starts.
    let position: TemplatePosition

    init(path: TemplatePath, filters: [TemplateFilterCall], position: TemplatePosition) {
        self.path = path
        self.filters = filters
        self.position = position
    }
}

/// One filter of a chain, with its argument if it takes one.
struct TemplateFilterCall: Sendable, Hashable {
    /// Which filter.
    var filter: TemplateFilter
    /// The string argument after `:`, or `nil`.
    var argument: String?
}

/// `{% for variable in sequence %}body{% else %}empty{% endfor %}`.
final class TemplateLoop: Sendable {
    /// The symbol of the name each item is bound to (see ``TemplateSymbols``).
    let variable: Int
    /// The array iterated.
    let sequence: TemplatePath
    /// Rendered once per item.
    let body: [TemplateNode]
    /// Rendered when the array is empty.
    let empty: [TemplateNode]
    /// Where `{%` of the `for` tag starts.
    let position: TemplatePosition

    init(
        variable: Int, sequence: TemplatePath, body: [TemplateNode], empty: [TemplateNode],
        position: TemplatePosition
    ) {
        self.variable = variable
        self.sequence = sequence
        self.body = body
        self.empty = empty
        self.position = position
    }
}

/// `{% if %}...{% elif %}...{% else %}...{% endif %}`.
final class TemplateConditional: Sendable {
    /// One `if` or `elif` with its body.
    struct Branch: Sendable {
        /// The condition tested.
        var condition: TemplateCondition
        /// Rendered when the condition holds and no earlier branch did.
        var body: [TemplateNode]
        /// Where `{%` of the `if` or `elif` tag starts.
        var position: TemplatePosition
    }

    /// The `if` branch, then each `elif`.
    let branches: [Branch]
    /// The `else` body; empty without `else`.
    let otherwise: [TemplateNode]

    init(branches: [Branch], otherwise: [TemplateNode]) {
        self.branches = branches
        self.otherwise = otherwise
    }
}

/// The condition of an `if` or `elif`.
indirect enum TemplateCondition: Sendable, Hashable {
    /// True when the variable is truthy (see ``TemplateValue/isTruthy``).
    case variable(TemplatePath)
    /// `not condition`.
    case not(TemplateCondition)
    /// `left and right`; `right` is evaluated only when `left` holds.
    case and(TemplateCondition, TemplateCondition)
    /// `left or right`; `right` is evaluated only when `left` fails.
    case or(TemplateCondition, TemplateCondition)
}
