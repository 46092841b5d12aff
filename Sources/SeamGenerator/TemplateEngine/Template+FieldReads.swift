/// The fields a parsed template reads, to warn about renamed keys (see
/// ``TemplateLibrary/warnings``) without looking at the text again.
extension Template {
    /// Each name read as a field (`isSendable` in `fake.isSendable`), with where its tag
    /// starts, in the order of the text.
    func fieldReads() -> [(name: String, position: TemplatePosition)] {
        var reads: [(name: String, position: TemplatePosition)] = []
        Self.collect(nodes, into: &reads)
        return reads
    }

    private static func collect(
        _ nodes: [TemplateNode], into reads: inout [(name: String, position: TemplatePosition)]
    ) {
        for node in nodes {
            switch node {
            case .text, .include:
                break
            case .output(let tag):
                add(tag.path, tag.position, &reads)
            case .loop(let loop):
                add(loop.sequence, loop.position, &reads)
                collect(loop.body, into: &reads)
                collect(loop.empty, into: &reads)
            case .conditional(let conditional):
                for branch in conditional.branches {
                    add(branch.condition, branch.position, &reads)
                    collect(branch.body, into: &reads)
                }
                collect(conditional.otherwise, into: &reads)
            }
        }
    }

    private static func add(
        _ condition: TemplateCondition, _ position: TemplatePosition,
        _ reads: inout [(name: String, position: TemplatePosition)]
    ) {
        switch condition {
        case .variable(let path):
            add(path, position, &reads)
        case .not(let inner):
            add(inner, position, &reads)
        case .and(let left, let right), .or(let left, let right):
            add(left, position, &reads)
            add(right, position, &reads)
        }
    }

    private static func add(
        _ path: TemplatePath, _ position: TemplatePosition,
        _ reads: inout [(name: String, position: TemplatePosition)]
    ) {
        for name in path.components.dropFirst() { reads.append((name, position)) }
    }
}
