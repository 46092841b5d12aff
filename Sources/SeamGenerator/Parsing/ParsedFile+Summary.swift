/// What the parser found in one file, counted, for the parser's benchmark and the fuzzer
/// (`Benchmarks/`, a package of its own), which read it through
/// `@_spi(Benchmarks) import SeamGenerator`. Not API: a user calls ``Generator``.
@_spi(Benchmarks)
public struct ParseSummary: Sendable {
    /// The file's path, as given.
    public var path: String
    /// The qualified names of the file's protocols, in source order (`Outer.Inner` for a
    /// nested one).
    public var protocolNames: [String]
    /// The number of protocol requirements in the file, counting those inside `#if` blocks.
    public var protocolMemberCount: Int
    /// The number of extensions in the file.
    public var extensionCount: Int
    /// The number of members of the file's extensions, counting those inside `#if` blocks.
    public var extensionMemberCount: Int
    /// The number of `import` declarations, counting those inside `#if` blocks.
    public var importCount: Int
    /// Errors and warnings about the file.
    public var diagnostics: [Diagnostic]

    /// Parses one file's UTF-8 bytes and counts what the parser found.
    public init(parsing bytes: [UInt8], path: String) {
        let file = Parser.parse(bytes: bytes, path: path)
        self.path = path
        protocolNames = file.protocols.map(\.qualifiedName)
        protocolMemberCount = file.protocols.reduce(0) { $0 + Self.count($1.members) }
        extensionCount = file.extensions.count
        extensionMemberCount = file.extensions.reduce(0) { $0 + Self.count($1.members) }
        importCount = file.importDeclarations.count
        diagnostics = file.diagnostics
    }

    private static func count(_ items: [MemberItem]) -> Int {
        items.reduce(0) { total, item in
            switch item {
            case .member: total + 1
            case .conditional(let block): total + block.clauses.reduce(0) { $0 + count($1.items) }
            }
        }
    }
}
