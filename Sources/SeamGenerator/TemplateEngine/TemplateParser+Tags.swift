extension TemplateParser {
    /// Parses the inside of `{{ }}`: a path, then `| filter` or `| filter:"argument"` pieces.
    mutating func parseOutput(
        _ content: String, at position: TemplatePosition
    ) throws(TemplateError) -> TemplateOutput {
        try Self.locating(in: name, at: position) { () throws(TagMessage) in
            let pieces = try TagScanner.pieces(of: content)
            guard case .word(let word)? = pieces.first else {
                throw TagMessage(pieces.isEmpty ? "empty variable tag" : "expected a variable name")
            }
            let path = try TemplatePath(parsing: word)
            var filters: [TemplateFilterCall] = []
            var index = 1
            while index < pieces.count {
                guard pieces[index] == .symbol("|") else {
                    let piece = TemplateConditionParser.describe(pieces[index])
                    throw TagMessage("unexpected \(piece); expected '|'")
                }
                filters.append(try Self.parseFilter(pieces, at: &index))
            }
            return TemplateOutput(
                path: symbols.numbered(path, at: position), filters: filters, position: position)
        }
    }

    /// Parses `| name` or `| name:"argument"` starting at the `|`; moves `index` past it.
    private static func parseFilter(
        _ pieces: [TagScanner.Piece], at index: inout Int
    ) throws(TagMessage) -> TemplateFilterCall {
        index += 1
        guard index < pieces.count, case .word(let filterName) = pieces[index] else {
            throw TagMessage("expected a filter name after '|'")
        }
        guard let filter = TemplateFilter(rawValue: filterName) else {
            throw TagMessage(
                "unknown filter '\(filterName)' (known filters: \(TemplateFilter.knownNames))"
            )
        }
        index += 1
        var argument: String?
        if index < pieces.count, pieces[index] == .symbol(":") {
            guard index + 1 < pieces.count, case .string(let text) = pieces[index + 1] else {
                throw TagMessage("expected a quoted string after '\(filterName):'")
            }
            argument = text
            index += 2
        }
        if filter.needsArgument, argument == nil {
            throw TagMessage(
                "filter '\(filterName)' needs an argument, as in '\(filterName):\" \"'")
        }
        if !filter.needsArgument, argument != nil {
            throw TagMessage("filter '\(filterName)' takes no argument")
        }
        return TemplateFilterCall(filter: filter, argument: argument)
    }

    /// Parses `{% for item in items %}` up to its `{% endfor %}`.
    mutating func parseLoop(
        _ rest: [TagScanner.Piece], at position: TemplatePosition
    ) throws(TemplateError) -> TemplateLoop {
        guard rest.count == 3, case .word(let variable) = rest[0], rest[1] == .word("in"),
            case .word(let sequence) = rest[2], !variable.contains(".")
        else {
            throw TemplateError("expected '{% for item in items %}'", in: name, at: position)
        }
        let path = try Self.locating(in: name, at: position) { () throws(TagMessage) in
            _ = try TemplatePath(parsing: variable)
            return symbols.numbered(try TemplatePath(parsing: sequence), at: position)
        }
        var block = OpenBlock(keyword: "for", position: position, closers: ["else", "endfor"])
        let (body, closer) = try parseNodes(inside: block)
        var empty: [TemplateNode] = []
        if closer?.keyword == "else" {
            block.closers = ["endfor"]
            empty = try parseNodes(inside: block).nodes
        }
        return TemplateLoop(
            variable: symbols.symbol(variable), sequence: path, body: body, empty: empty,
            position: position
        )
    }

    /// Parses `{% if %}` with its `elif`s and `else` up to its `{% endif %}`.
    mutating func parseConditional(
        _ rest: [TagScanner.Piece], at position: TemplatePosition
    ) throws(TemplateError) -> TemplateConditional {
        var block = OpenBlock(
            keyword: "if", position: position, closers: ["elif", "else", "endif"])
        var branches: [TemplateConditional.Branch] = []
        var condition = try parseCondition(rest, at: position)
        var branchPosition = position
        while true {
            let (body, closer) = try parseNodes(inside: block)
            branches.append(.init(condition: condition, body: body, position: branchPosition))
            guard let closer, closer.keyword != "endif" else {
                return TemplateConditional(branches: branches, otherwise: [])
            }
            if closer.keyword == "else" {
                block.closers = ["endif"]
                let otherwise = try parseNodes(inside: block).nodes
                return TemplateConditional(branches: branches, otherwise: otherwise)
            }
            condition = try parseCondition(closer.rest, at: closer.position)
            branchPosition = closer.position
        }
    }

    private mutating func parseCondition(
        _ pieces: [TagScanner.Piece], at position: TemplatePosition
    ) throws(TemplateError) -> TemplateCondition {
        try Self.locating(in: name, at: position) { () throws(TagMessage) in
            symbols.numbered(try TemplateConditionParser.parse(pieces), at: position)
        }
    }
}
