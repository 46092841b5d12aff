/// Renders parsed nodes against a context, appending UTF-8 to one buffer (cheaper per piece
/// than appending to a `String`; see ``TemplateOutputBuffer``).
///
/// Variables resolve innermost first: loop variables (the item and `loop`), then the
/// context. An unknown variable is an error, also in a condition.
struct TemplateRenderer {
    private let context: [String: TemplateValue]
    private let catalog: TemplateCatalog?
    /// The innermost loop item bound to each name, by symbol (see ``TemplateSymbols``).
    private var boundItems: [TemplateValue?]
    /// Where the innermost loop is, for `loop`; `nil` outside loops. Inside a loop it hides
    /// any item bound to the name `loop`, as `loop` is bound after the item.
    private var loopPosition: (index: Int, length: Int)?
    /// The names of the templates being rendered; the current one is last.
    private var templates: [String]
    /// The catalog symbols of the templates being rendered, to catch a recursive include.
    private var templateSymbols: [Int]

    /// Creates a renderer for `template`, whose includes come from `catalog`.
    init(context: [String: TemplateValue], catalog: TemplateCatalog?, template: Template) {
        self.context = context
        self.catalog = catalog
        self.templates = [template.name]
        self.templateSymbols = [template.catalogSymbol]
        self.boundItems = Array(repeating: nil, count: catalog?.symbolCount ?? template.symbolCount)
    }

    private func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(message, in: templates[templates.count - 1], at: position)
    }

    /// Renders `nodes` of the current template into `output`.
    mutating func render(
        _ nodes: [TemplateNode], into output: inout TemplateOutputBuffer
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(text.bytes)
            case .output(let tag):
                try renderOutput(tag, into: &output)
            case .loop(let loop):
                try renderLoop(loop, into: &output)
            case .conditional(let conditional):
                try renderConditional(conditional, into: &output)
            case .include(let include):
                try renderInclude(include, into: &output)
            }
        }
    }

    private mutating func renderOutput(
        _ tag: TemplateOutput, into output: inout TemplateOutputBuffer
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
        case .bool, .array, .object, .record:
            // Every filter returns a string or an int, so only an unfiltered value gets here.
            throw error(
                "cannot print '\(tag.path.text)': it is \(value.kindDescription), not a string or int",
                at: tag.position
            )
        }
    }

    private mutating func renderLoop(
        _ loop: TemplateLoop, into output: inout TemplateOutputBuffer
    ) throws(TemplateError) {
        let sequence = try resolve(loop.sequence, at: loop.position)
        guard case .array(let items) = sequence else {
            let kind = sequence.kindDescription
            throw error(
                "cannot loop over '\(loop.sequence.text)': it is \(kind), not an array",
                at: loop.position
            )
        }
        if items.isEmpty {
            try render(loop.empty, into: &output)
            return
        }
        // The loop's item and `loop` hide outer bindings of the same names until it ends.
        let outerItem = boundItems[loop.variable]
        let outerPosition = loopPosition
        defer {
            loopPosition = outerPosition
            boundItems[loop.variable] = outerItem
        }
        for (index, item) in items.enumerated() {
            boundItems[loop.variable] = item
            loopPosition = (index, items.count)
            try render(loop.body, into: &output)
        }
    }

    private mutating func renderConditional(
        _ conditional: TemplateConditional, into output: inout TemplateOutputBuffer
    ) throws(TemplateError) {
        for branch in conditional.branches where try evaluate(branch.condition, at: branch.position)
        {
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
        _ include: TemplateInclude, into output: inout TemplateOutputBuffer
    ) throws(TemplateError) {
        let name = include.name
        let position = include.position
        let current = templates[templates.count - 1]
        guard let catalog else {
            throw error(
                "cannot include '\(name)': template '\(current)' is not part of a template library",
                at: position
            )
        }
        guard let included = catalog.templatesBySymbol[include.symbol] else {
            throw error(
                "cannot include '\(name)': no file '\(name).stencil' in '\(catalog.folder)'",
                at: position
            )
        }
        if templateSymbols.contains(included.catalogSymbol) {
            let chain = (templates + [included.name]).joined(separator: " -> ")
            throw error("recursive include of '\(name)': \(chain)", at: position)
        }
        templates.append(included.name)
        templateSymbols.append(included.catalogSymbol)
        defer {
            templates.removeLast()
            templateSymbols.removeLast()
        }
        try render(included.nodes, into: &output)
    }

    /// The value of `path`, looked up in the loop bindings, then in the context.
    private func resolve(
        _ path: TemplatePath, at position: TemplatePosition
    ) throws(TemplateError) -> TemplateValue {
        // `item.field` of a record, the most common path: read in place.
        if path.fieldNumbers.count == 2, path.root != TemplateSymbols.loop || loopPosition == nil,
            case .record(let record)? = boundItems[path.root],
            let slot = record.shape.slot(ofNumber: path.fieldNumbers[1])
        {
            return record.values[slot]
        }
        var value: TemplateValue
        var start = 1
        if path.root == TemplateSymbols.loop, let (index, length) = loopPosition {
            // Reads `loop.index` without building the whole `loop` object.
            if path.components.count > 1,
                let field = Self.loopField(path.components[1], index, length)
            {
                value = field
                start = 2
            } else {
                value = Self.loopValue(index: index, length: length)
            }
        } else if let item = boundItems[path.root] {
            value = item
        } else if let contextValue = context[path.components[0]] {
            value = contextValue
        } else {
            throw error("unknown variable '\(path.components[0])'", at: position)
        }
        for offset in start..<path.components.count {
            guard let fieldValue = field(offset, of: path, in: value) else {
                let field = path.components[offset]
                let problem =
                    value.isObject
                    ? "has no field '\(field)'" + Self.guesses(for: field, in: value)
                    : "is \(value.kindDescription), not an object"
                throw fieldError(path, offset, problem, at: position)
            }
            value = fieldValue
        }
        return value
    }

    /// The field at `offset` of `path` in `value`, or `nil` if `value` is not an object or
    /// has no such field.
    private func field(
        _ offset: Int, of path: TemplatePath, in value: TemplateValue
    ) -> TemplateValue? {
        switch value {
        case .record(let record):
            return record.shape.slot(ofNumber: path.fieldNumbers[offset]).map { record.values[$0] }
        case .object(let fields):
            return fields[path.components[offset]]
        case .string, .bool, .int, .array:
            return nil
        }
    }

    /// "; did you mean 'x'?" with the fields of `value` closest to `field`, or empty.
    private static func guesses(for field: String, in value: TemplateValue) -> String {
        let names: [String]
        switch value {
        case .record(let record): names = record.shape.names
        case .object(let fields): names = Array(fields.keys)
        case .string, .bool, .int, .array: names = []
        }
        return EditDistance.didYouMean(EditDistance.closest(to: field, among: names))
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
