/// The names of a flattened protocol and its ancestors in visiting order
/// (``FlatProtocol/protocols``): its own names, then, when its walk took in another
/// protocol's walk, that protocol's list, shared instead of copied. So the lists of a refinement
/// chain of N protocols hold N names, not N²/2, and ``continues(_:)`` tells in constant time
/// that one list is another's with one name in front.
struct ProtocolList: Sequence, ExpressibleByArrayLiteral, Sendable {
    /// The names before the shared tail.
    private var head: [String]
    /// The list that follows `head`, shared.
    private var tail: Tail?
    /// How many names in all.
    private(set) var count: Int

    /// A list of `names`.
    init(_ names: [String]) {
        head = names
        count = names.count
    }

    /// A list of `elements`.
    init(arrayLiteral elements: String...) { self.init(elements) }

    /// Appends `name` (copying the shared tail, if there is one).
    mutating func append(_ name: String) {
        if tail != nil { self = ProtocolList(Array(self)) }
        head.append(name)
        count += 1
    }

    /// This list followed by `other`, which is shared, not copied.
    func followed(by other: ProtocolList) -> ProtocolList {
        var list = tail == nil ? self : ProtocolList(Array(self))
        list.tail = Tail(other)
        list.count += other.count
        return list
    }

    /// Whether this list is `other` with one name in front, known without comparing more
    /// than `other`'s own names: this list was built on `other` (``followed(by:)``). A list
    /// with the same names built otherwise gives `false`.
    func continues(_ other: ProtocolList) -> Bool {
        guard head.count == 1, let tail else { return false }
        return tail.list.head == other.head && tail.list.tail === other.tail
    }

    /// The names, in order.
    func makeIterator() -> Iterator { Iterator(list: self) }

    /// Iterates a list's names: its head's, then its tail's, without recursion.
    struct Iterator: IteratorProtocol {
        private var names: IndexingIterator<[String]>
        private var tail: Tail?

        fileprivate init(list: ProtocolList) {
            names = list.head.makeIterator()
            tail = list.tail
        }

        /// The next name, or `nil` at the end.
        mutating func next() -> String? {
            while true {
                if let name = names.next() { return name }
                guard let list = tail?.list else { return nil }
                names = list.head.makeIterator()
                tail = list.tail
            }
        }
    }

    /// A shared tail. A long chain of tails is released in a loop, not recursively, so that a
    /// deep refinement chain cannot exhaust the stack.
    /// Its list changes only in `deinit`, when nothing else holds it.
    private final class Tail: @unchecked Sendable {
        var list: ProtocolList

        init(_ list: ProtocolList) { self.list = list }

        deinit {
            var next = list.tail
            list.tail = nil
            while var node = next {
                next = nil
                guard isKnownUniquelyReferenced(&node) else { break }
                next = node.list.tail
                node.list.tail = nil
            }
        }
    }
}

extension ProtocolList: Equatable {
    static func == (left: ProtocolList, right: ProtocolList) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }
}
