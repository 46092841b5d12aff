/// A depth-first walk of a graph from roots in order, each node finished once: the one walk
/// behind the inheritance check, the type alias check and the flattener's order
/// (``ProtocolFlattener/walkOrder(from:parents:)``). It keeps its own stack, so a chain of any
/// depth takes a few frames of the thread's stack.
enum DepthFirstWalk {
    /// Walks from each of `roots` not finished yet, along `next` (the nodes a node leads to,
    /// in order), telling nodes apart by `key`. `cycle` gets the path from a node met again
    /// while it is on the path to the last node, and that node; `finish` gets each node once
    /// every node it leads to is finished or on the path.
    static func walk<Node, Key: Hashable>(
        from roots: [Node], key: (Node) -> Key, next: (Node) -> [Node],
        cycle: ([Node], Node) -> Void = { _, _ in }, finish: (Node) -> Void = { _ in }
    ) {
        var finished: Set<Key> = []
        for root in roots where !finished.contains(key(root)) {
            // Each frame: a node on the path and the nodes it leads to still to visit.
            var path: [(node: Node, pending: [Node])] = [(root, next(root).reversed())]
            var onPath: [Key: Int] = [key(root): 0]
            while let last = path.indices.last {
                guard let following = path[last].pending.popLast() else {
                    let done = path.removeLast().node
                    onPath[key(done)] = nil
                    finished.insert(key(done))
                    finish(done)
                    continue
                }
                if let start = onPath[key(following)] {
                    cycle(path[start...].map(\.node), following)
                } else if !finished.contains(key(following)) {
                    onPath[key(following)] = path.count
                    path.append((following, next(following).reversed()))
                }
            }
        }
    }
}
