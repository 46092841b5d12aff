extension ProtocolFlattener {
    /// Whether `decl` or an ancestor has a global actor or refines `Actor`.
    mutating func isIsolated(_ decl: ProtocolDecl) -> Bool {
        let globalActors = index.globalActors
        return Self.anyAncestor(
            of: decl, index: index, memo: &isolation,
            isMarked: {
                FakeResolver.globalActor(in: $0.attributes, declared: globalActors) != nil
            },
            marks: Self.isolationMarks)
    }

    private static let isolationMarks: Set<String> = ["Actor", "AnyActor"]
    private static let classBoundMarks: Set<String> = ["AnyObject", "Actor", "AnyActor"]

    /// Whether `decl` or an ancestor is `AnyObject` or `Actor`.
    mutating func isClassBound(_ decl: ProtocolDecl) -> Bool {
        Self.anyAncestor(
            of: decl, index: index, memo: &classBound, isMarked: { _ in false },
            marks: Self.classBoundMarks)
    }

    /// Whether `decl` or one of its ancestors `isMarked`, or inherits one of `marks` (simple
    /// names), remembering every answer in `memo`. The walk keeps a stack of its own, so a
    /// refinement chain of any depth takes a few frames of the thread's stack; a protocol met
    /// again while its own answer is pending counts as unmarked, which ends a cycle.
    private static func anyAncestor(
        of decl: ProtocolDecl, index: ProtocolIndex, memo: inout [String: Bool],
        isMarked: (ProtocolDecl) -> Bool, marks: Set<String>
    ) -> Bool {
        if let known = memo[decl.qualifiedName] { return known }
        // Each frame: a protocol, and its parents still to look at.
        var stack: [(decl: ProtocolDecl, parents: [TypeRef])] = []
        func push(_ decl: ProtocolDecl) {
            let marked = isMarked(decl)
            memo[decl.qualifiedName] = marked
            let parents = decl.refinedTypes
            stack.append((decl, marked ? [] : parents.flatMap(\.compositionParts).reversed()))
        }
        push(decl)
        while let last = stack.indices.last {
            let name = stack[last].decl.qualifiedName
            guard memo[name] != true, let parent = stack[last].parents.popLast() else {
                let marked = memo[name] ?? false
                stack.removeLast()
                if marked, let below = stack.last { memo[below.decl.qualifiedName] = true }
                continue
            }
            guard let parentName = parent.nominalName?.split(separator: ".").last.map(String.init)
            else { continue }
            if marks.contains(parentName) {
                memo[name] = true
            } else if let entry = index.entry(named: parent.nominalName ?? parentName) {
                if let known = memo[entry.decl.qualifiedName] {
                    if known { memo[name] = true }
                } else {
                    push(entry.decl)
                }
            }
        }
        return memo[decl.qualifiedName] ?? false
    }
}
