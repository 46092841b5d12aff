extension ProtocolFlattener {
    /// `root` and its ancestors in the order ``visit(_:)`` adds their members: a protocol's
    /// after those of the protocols it refines, parents in order, depth first, each protocol
    /// once. Of two aliases of one name, the later one is the one ``FlatProtocol/typeAliases``
    /// keeps, so ``TypeAliasGraph`` looks names up in this order.
    static func walkOrder(from root: String, parents: (String) -> [String]) -> [String] {
        var order: [String] = []
        DepthFirstWalk.walk(from: [root], key: { $0 }, next: parents, finish: { order.append($0) })
        return order
    }
}
