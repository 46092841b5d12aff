extension ProtocolFlattener {
    /// `root` and its ancestors in the order ``visit(_:)`` adds their members: a protocol's
    /// after those of the protocols it refines, parents in order, depth first, each protocol
    /// once. Of two aliases of one name, the later one is the one ``FlatProtocol/typeAliases``
    /// keeps, so ``TypeAliasGraph`` looks names up in this order. The walk keeps its own
    /// stack, so a chain of any depth is fine.
    static func walkOrder(from root: String, parents: (String) -> [String]) -> [String] {
        var order: [String] = []
        var visited: Set<String> = [root]
        var stack: [(name: String, pending: [String])] = [(root, parents(root).reversed())]
        while let last = stack.indices.last {
            guard let next = stack[last].pending.popLast() else {
                order.append(stack.removeLast().name)
                continue
            }
            if visited.insert(next).inserted { stack.append((next, parents(next).reversed())) }
        }
        return order
    }
}
