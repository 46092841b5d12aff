/// The requirements of a flattened protocol (``FlatProtocol/entries``): a list that shares its
/// storage with the list it extends, so the flattened protocols of a refinement chain hold each
/// requirement once, not once per protocol below it.
///
/// A list is a prefix of its storage. Appending to a list that ends where its storage ends
/// writes into that storage: the lists it extends still see only their own prefix. Appending
/// to a shorter list, or replacing an entry, first copies the list into a storage of its own.
/// The storage also keeps ``EntryFacts`` about every prefix, so the stages after flattening
/// learn what they need about a deep chain's inherited requirements without walking them.
///
/// Lists of one storage must not be appended to from two threads at once: only the flattening,
/// which runs on one thread before the stages that run on every core, appends.
struct EntryList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral,
    Sendable
{
    private var storage: EntryStorage
    /// The end of this list: its length in its storage.
    private(set) var endIndex: Int

    /// The first position: 0.
    var startIndex: Int { 0 }

    /// An empty list.
    init() { self.init([]) }

    /// A list of `entries`, in a storage of its own.
    init(_ entries: some Sequence<FlatProtocol.Entry>) {
        storage = EntryStorage()
        for entry in entries { storage.append(entry) }
        endIndex = storage.items.count
    }

    /// A list of `elements`.
    init(arrayLiteral elements: FlatProtocol.Entry...) { self.init(elements) }

    /// The entry at `position`.
    subscript(position: Int) -> FlatProtocol.Entry {
        get {
            precondition(position >= 0 && position < endIndex, "EntryList index out of range")
            return storage.items[position]
        }
        set {
            var entries = Array(self)
            entries[position] = newValue
            self = EntryList(entries)
        }
    }

    /// Appends `entry`, into the shared storage when this list ends where it ends.
    mutating func append(_ entry: FlatProtocol.Entry) {
        if storage.items.count != endIndex { self = EntryList(self) }
        storage.append(entry)
        endIndex += 1
    }

    /// What holds for this list's entries (see ``EntryFacts``).
    var facts: EntryFacts.Prefix { EntryFacts.Prefix(facts: storage.facts, count: endIndex) }

    /// Whether the first entries of this list are `other`'s, known without comparing them:
    /// `other` is a prefix of the same storage.
    func startsWithSharing(_ other: EntryList) -> Bool {
        storage === other.storage && other.endIndex <= endIndex
    }
}

extension EntryList: Equatable {
    static func == (left: EntryList, right: EntryList) -> Bool {
        guard left.count == right.count else { return false }
        return left.startsWithSharing(right) || left.elementsEqual(right)
    }
}

/// The entries of one or more ``EntryList``s, each list a prefix, with the facts about them.
private final class EntryStorage: @unchecked Sendable {
    /// The entries, in order.
    private(set) var items: ContiguousArray<FlatProtocol.Entry> = []
    /// What holds for each prefix of `items`.
    private(set) var facts = EntryFacts()

    /// Appends `entry` (see the thread rule of ``EntryList``).
    func append(_ entry: FlatProtocol.Entry) {
        facts.add(entry, at: items.count)
        items.append(entry)
    }
}
