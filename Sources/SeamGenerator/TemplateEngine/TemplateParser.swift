/// Turns the tokens of one template into a tree of ``TemplateNode``s.
///
/// Checks everything that does not depend on the values: tag names and syntax, filter
/// names and arguments, and that every block is closed by its own end tag.
struct TemplateParser {
    let name: String
    private let tokens: [TemplateToken]
    private var index = 0
    /// The symbols of the paths, loop variables and includes parsed so far.
    var symbols: TemplateSymbols

    /// An open `for` or `if` block, and the tags that may end its current part.
    struct OpenBlock {
        var keyword: String
        var position: TemplatePosition
        var closers: Set<String>
    }

    /// A tag that ends a part of a block: `else`, `elif`, `endfor`, `endif`.
    struct Closer {
        var keyword: String
        var rest: [TagScanner.Piece]
        var position: TemplatePosition
    }

    private static let closerKeywords: Set<String> = ["else", "elif", "endfor", "endif"]

    /// How deep `for` and `if` blocks may nest, and conditions within one tag: templates are
    /// user input, and parsing, rendering and releasing the tree recurse once per level.
    static let maximumDepth = 64
    /// How many blocks are open around the node being parsed.
    private var depth = 0

    /// Parses the template `name` from its tokens, numbering its names in `symbols`.
    ///
    /// - Throws: ``TemplateError`` for the first syntax error.
    static func parse(
        name: String, tokens: [TemplateToken], symbols: inout TemplateSymbols
    ) throws(TemplateError) -> [TemplateNode] {
        var parser = TemplateParser(name: name, tokens: tokens, symbols: symbols)
        let nodes = try parser.parseNodes(inside: nil).nodes
        symbols = parser.symbols
        return nodes
    }

    private init(name: String, tokens: [TemplateToken], symbols: TemplateSymbols) {
        self.name = name
        self.tokens = tokens
        self.symbols = symbols
    }

    private func error(_ message: String, at position: TemplatePosition) -> TemplateError {
        TemplateError(message, in: name, at: position)
    }

    /// Parses nodes up to one of `block`'s closers (returned), or to the end at top level.
    mutating func parseNodes(
        inside block: OpenBlock?
    ) throws(TemplateError) -> (nodes: [TemplateNode], closer: Closer?) {
        var nodes: [TemplateNode] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text):
                nodes.append(.text(TemplateText(text)))
            case .comment:
                continue
            case .variable(let content, let position):
                nodes.append(.output(try parseOutput(content, at: position)))
            case .block(let content, let position):
                let pieces = try Self.locating(in: name, at: position) { () throws(TagMessage) in
                    try TagScanner.pieces(of: content)
                }
                guard case .word(let keyword)? = pieces.first else {
                    throw error(pieces.isEmpty ? "empty tag" : "expected a tag name", at: position)
                }
                let rest = Array(pieces.dropFirst())
                if Self.closerKeywords.contains(keyword) {
                    let closer = Closer(keyword: keyword, rest: rest, position: position)
                    try check(closer, against: block)
                    return (nodes, closer)
                }
                nodes.append(try parseBlock(keyword, rest, at: position))
            }
        }
        if let block {
            throw error(
                "unclosed '{% \(block.keyword) %}': expected '{% end\(block.keyword) %}' "
                    + "before the end of the template",
                at: block.position
            )
        }
        return (nodes, nil)
    }

    private func check(_ closer: Closer, against block: OpenBlock?) throws(TemplateError) {
        guard let block else {
            throw error(
                "unexpected '{% \(closer.keyword) %}' outside of any block", at: closer.position
            )
        }
        guard block.closers.contains(closer.keyword) else {
            throw error(
                "unexpected '{% \(closer.keyword) %}' in '{% \(block.keyword) %}' "
                    + "from line \(block.position.line); expected '{% end\(block.keyword) %}'",
                at: closer.position
            )
        }
        if closer.keyword != "elif", let extra = closer.rest.first {
            throw error(
                "unexpected \(TemplateConditionParser.describe(extra)) after '\(closer.keyword)'",
                at: closer.position
            )
        }
    }

    /// What `body` returns; a ``TagMessage`` it throws becomes a ``TemplateError`` in the
    /// template `name` at `position`, the start of the tag.
    static func locating<Result>(
        in name: String, at position: TemplatePosition,
        _ body: () throws(TagMessage) -> Result
    ) throws(TemplateError) -> Result {
        do {
            return try body()
        } catch {
            throw TemplateError(error.text, in: name, at: position)
        }
    }

    private mutating func parseBlock(
        _ keyword: String, _ rest: [TagScanner.Piece], at position: TemplatePosition
    ) throws(TemplateError) -> TemplateNode {
        if keyword == "for" || keyword == "if" {
            guard depth < Self.maximumDepth else {
                throw error(
                    "'{% \(keyword) %}' blocks are nested too deeply (more than \(Self.maximumDepth))",
                    at: position)
            }
            depth += 1
        }
        defer { if keyword == "for" || keyword == "if" { depth -= 1 } }
        switch keyword {
        case "for": return .loop(try parseLoop(rest, at: position))
        case "if": return .conditional(try parseConditional(rest, at: position))
        case "include":
            guard rest.count == 1, case .string(let included) = rest[0] else {
                throw error("expected a quoted template name after 'include'", at: position)
            }
            return .include(
                TemplateInclude(
                    name: included, symbol: symbols.symbol(included), position: position))
        default:
            throw error("unknown tag '\(keyword)'", at: position)
        }
    }
}
