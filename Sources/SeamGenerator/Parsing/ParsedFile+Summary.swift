extension ParsedFile {
    /// The qualified names of the file's protocols, in source order (`Outer.Inner` for a
    /// nested one).
    public var protocolNames: [String] { protocols.map(\.qualifiedName) }

    /// The number of protocol requirements in the file, counting those inside `#if` blocks.
    public var protocolMemberCount: Int {
        protocols.reduce(0) { $0 + Self.count($1.members) }
    }

    /// The number of extensions in the file.
    public var extensionCount: Int { extensions.count }

    /// The number of members of the file's extensions, counting those inside `#if` blocks.
    public var extensionMemberCount: Int {
        extensions.reduce(0) { $0 + Self.count($1.members) }
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
