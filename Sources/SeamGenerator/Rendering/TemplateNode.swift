/// A parsed piece of a template, rendered in order.
enum TemplateNode: Sendable, Hashable {
    /// Literal text, printed as is.
    case text(String)
    /// `{{ path | filter }}`.
    case output(TemplateOutput)
    /// `{% for %}`.
    case loop(TemplateLoop)
    /// `{% if %}`.
    case conditional(TemplateConditional)
    /// `{% include "Name" %}`.
    case include(TemplateInclude)
}

/// `{% include "Name" %}`.
struct TemplateInclude: Sendable, Hashable {
    /// The included template's name, without ".stencil".
    var name: String
    /// The symbol of `name` (see ``TemplateSymbols``), by which the catalog finds it.
    var symbol: Int
    /// Where the tag starts.
    var position: TemplatePosition
}

/// A dotted variable path such as `member.name`.
struct TemplatePath: Sendable, Hashable {
    /// The names between the dots; never empty.
    var components: [String]
    /// The symbol of the first name (see ``TemplateSymbols``).
    var root = 0
    /// The renderer's lookup cache of the field at offset `k` (from 1) is `site + k - 1`;
    /// ``TemplateSymbols`` numbers paths so that they never share one.
    var site = 0

    /// The path as written: `member.name`.
    var text: String { components.joined(separator: ".") }

    /// Parses `word` as a path.
    ///
    /// - Throws: A message if a component is empty or does not start with a letter or `_`.
    init(parsing word: String) throws(TagMessage) {
        let components = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            guard let first = component.first, first == "_" || first.isLetter else {
                throw TagMessage("invalid variable name '\(word)'")
            }
        }
        self.components = components
    }
}

/// `{{ path | filter:"argument" | filter }}`.
struct TemplateOutput: Sendable, Hashable {
    /// The variable read.
    var path: TemplatePath
    /// The filters applied in order.
    var filters: [TemplateFilterCall]
    /// Where `{{` starts.
    var position: TemplatePosition
}

/// One filter of a chain, with its argument if it takes one.
struct TemplateFilterCall: Sendable, Hashable {
    /// Which filter.
    var filter: TemplateFilter
    /// The string argument after `:`, or `nil`.
    var argument: String?
}

/// `{% for variable in sequence %}body{% else %}empty{% endfor %}`.
struct TemplateLoop: Sendable, Hashable {
    /// The symbol of the name each item is bound to (see ``TemplateSymbols``).
    var variable: Int
    /// The array iterated.
    var sequence: TemplatePath
    /// Rendered once per item.
    var body: [TemplateNode]
    /// Rendered when the array is empty.
    var empty: [TemplateNode]
    /// Where `{%` of the `for` tag starts.
    var position: TemplatePosition
}

/// `{% if %}...{% elif %}...{% else %}...{% endif %}`.
struct TemplateConditional: Sendable, Hashable {
    /// One `if` or `elif` with its body.
    struct Branch: Sendable, Hashable {
        /// The condition tested.
        var condition: TemplateCondition
        /// Rendered when the condition holds and no earlier branch did.
        var body: [TemplateNode]
        /// Where `{%` of the `if` or `elif` tag starts.
        var position: TemplatePosition
    }

    /// The `if` branch, then each `elif`.
    var branches: [Branch]
    /// The `else` body; empty without `else`.
    var otherwise: [TemplateNode]
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
