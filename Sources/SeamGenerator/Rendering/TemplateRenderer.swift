/// Renders parsed nodes against a context, appending to one string.
///
/// Variables resolve innermost first: loop variables (the item and `loop`), then the
/// context. An unknown variable is an error, also in a condition.
struct TemplateRenderer {
    /// What a loop binds: the item, or the `loop` metadata computed on read.
    private enum Binding {
        case value(TemplateValue)
        case loop(index: Int, length: Int)
    }

    private let context: [String: TemplateValue]
    private let catalog: TemplateCatalog?
    private var bindings: [(name: String, binding: Binding)] = []
    /// The names of the templates being rendered; the current one is last.
    private var templates: [String]

    /// Creates a renderer for the template `name` whose includes come from `catalog`.
    init(context: [String: TemplateValue], catalog: TemplateCatalog?, template name: String) {
        self.context = context
        self.catalog = catalog
        self.templates = [name]
    }

    private func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(message, in: templates[templates.count - 1], at: position)
    }

    /// Renders `nodes` of the current template into `output`.
    mutating func render(_ nodes: [TemplateNode], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(text)
            case .output(let tag):
                try renderOutput(tag, into: &output)
            case .loop(let loop):
                try renderLoop(loop, into: &output)
            case .conditional(let conditional):
                try renderConditional(conditional, into: &output)
            case .include(let name, let position):
                try renderInclude(name, at: position, into: &output)
            }
        }
    }

    private func renderOutput(
        _ tag: TemplateOutput, into output: inout String
    ) throws(TemplateError) {
        var value = try resolve(tag.path, at: tag.position)
        for call in tag.filters {
            do {
                value = try call.filter.apply(to: value, argument: call.argument)
            } catch {
                throw self.error(error.text, at: tag.position)
            }
        }
        switch value {
        case .string(let text): output.append(text)
        case .int(let number): output.append(String(number))
        case .bool, .array, .object:
            // Every filter returns a string or an int, so only an unfiltered value gets here.
            throw error(
                "cannot print '\(tag.path.text)': it is \(value.kindDescription), not a string or int",
                at: tag.position
            )
        }
    }

    private mutating func renderLoop(
        _ loop: TemplateLoop, into output: inout String
    ) throws(TemplateError) {
        let sequence = try resolve(loop.sequence, at: loop.position)
        guard case .array(let items) = sequence else {
            let kind = sequence.kindDescription
            throw error(
                "cannot loop over '\(loop.sequence.text)': it is \(kind), not an array", at: loop.position
            )
        }
        if items.isEmpty {
            try render(loop.empty, into: &output)
            return
        }
        let first = bindings.count
        bindings.append((loop.variable, .value(items[0])))
        bindings.append(("loop", .loop(index: 0, length: items.count)))
        defer { bindings.removeSubrange(first...) }
        for (index, item) in items.enumerated() {
            bindings[first].binding = .value(item)
            bindings[first + 1].binding = .loop(index: index, length: items.count)
            try render(loop.body, into: &output)
        }
    }

    private mutating func renderConditional(
        _ conditional: TemplateConditional, into output: inout String
    ) throws(TemplateError) {
        for branch in conditional.branches where try evaluate(branch.condition, at: branch.position) {
            try render(branch.body, into: &output)
            return
        }
        try render(conditional.otherwise, into: &output)
    }

    private func evaluate(
        _ condition: TemplateCondition, at position: TemplatePosition
    ) throws(TemplateError) -> Bool {
        switch condition {
        case .variable(let path):
            return try resolve(path, at: position).isTruthy
        case .not(let inner):
            return try !evaluate(inner, at: position)
        case .and(let left, let right):
            return try evaluate(left, at: position) ? evaluate(right, at: position) : false
        case .or(let left, let right):
            return try evaluate(left, at: position) ? true : evaluate(right, at: position)
        }
    }

    private mutating func renderInclude(
        _ name: String, at position: TemplatePosition, into output: inout String
    ) throws(TemplateError) {
        let current = templates[templates.count - 1]
        guard let catalog else {
            throw error(
                "cannot include '\(name)': template '\(current)' is not part of a template library",
                at: position
            )
        }
        guard let included = catalog.templates[name] else {
            throw error(
                "cannot include '\(name)': no file '\(name).stencil' in '\(catalog.folder)'", at: position
            )
        }
        if templates.contains(included.name) {
            let chain = (templates + [included.name]).joined(separator: " -> ")
            throw error("recursive include of '\(name)': \(chain)", at: position)
        }
        templates.append(included.name)
        defer { templates.removeLast() }
        try render(included.nodes, into: &output)
    }

    /// The value of `path`, looked up in the loop bindings, then in the context.
    private func resolve(
        _ path: TemplatePath, at position: TemplatePosition
    ) throws(TemplateError) -> TemplateValue {
        let root = path.components[0]
        var value: TemplateValue
        var start = 1
        if let bound = bindings.last(where: { $0.name == root }) {
            switch bound.binding {
            case .value(let item):
                value = item
            case .loop(let index, let length):
                // Reads `loop.index` without building the whole `loop` object.
                if path.components.count > 1,
                   let field = Self.loopField(path.components[1], index, length) {
                    value = field
                    start = 2
                } else {
                    value = Self.loopValue(index: index, length: length)
                }
            }
        } else if let contextValue = context[root] {
            value = contextValue
        } else {
            throw error("unknown variable '\(root)'", at: position)
        }
        for offset in start..<path.components.count {
            let field = path.components[offset]
            guard case .object(let fields) = value else {
                let problem = "is \(value.kindDescription), not an object"
                throw fieldError(path, offset, problem, at: position)
            }
            guard let fieldValue = fields[field] else {
                throw fieldError(path, offset, "has no field '\(field)'", at: position)
            }
            value = fieldValue
        }
        return value
    }

    /// "unknown variable 'a.b.c' ('a.b' has no field 'c')" for the field at `offset`.
    private func fieldError(
        _ path: TemplatePath, _ offset: Int, _ problem: String, at position: TemplatePosition
    ) -> TemplateError {
        let parent = path.components[..<offset].joined(separator: ".")
        return error("unknown variable '\(path.text)' ('\(parent)' \(problem))", at: position)
    }

    private static let loopFields = ["first", "last", "index", "index0", "length"]

    /// The `loop` object of the item at `index` of `length`.
    private static func loopValue(index: Int, length: Int) -> TemplateValue {
        var fields: [String: TemplateValue] = [:]
        for name in loopFields {
            fields[name] = loopField(name, index, length)
        }
        return .object(fields)
    }

    /// One field of the `loop` object, or `nil` for an unknown name.
    private static func loopField(_ name: String, _ index: Int, _ length: Int) -> TemplateValue? {
        switch name {
        case "first": return .bool(index == 0)
        case "last": return .bool(index == length - 1)
        case "index": return .int(index + 1)
        case "index0": return .int(index)
        case "length": return .int(length)
        default: return nil
        }
    }
}
