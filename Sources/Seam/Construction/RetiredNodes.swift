#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The nodes a cell no longer shows, kept until no reader counted by its ``ReaderEpochs``
/// can still be copying out of them. Touched only under the cell's lock; the nodes it hands
/// back are freed by the caller after unlocking, since freeing a value runs its `deinit`.
///
/// A node is free to go at the second flip after it was retired, or at once when no reader
/// is counted at all. A retire tries to flip;
/// after ``batchLimit`` retires without a flip it waits for the readers before the last
/// flip to leave (they only copy a value, so the wait is short), so a cell never holds more
/// than two batches of retired nodes, however often it is overridden while being read.
struct RetiredNodes {
    private var sinceFlip: [UInt] = []
    private var beforeFlip: [UInt] = []
    private var batches = 0

    /// How many retires may pile up before one waits for a flip.
    static let batchLimit = 8

    /// Every node still held, for the cell's `deinit` (when no reader is left).
    var all: [UInt] { sinceFlip + beforeFlip }

    /// Retires `nodes`, which no reader can reach from the cell any more.
    ///
    /// - Returns: The nodes no reader can hold any more, to free after unlocking.
    mutating func retire(_ nodes: [UInt], readers: borrowing ReaderEpochs) -> [UInt] {
        sinceFlip += nodes
        batches += 1
        while true {
            switch readers.flip() {
            case .idle:
                defer { self = RetiredNodes() }
                return all
            case .flipped:
                return advance()
            case .blocked:
                guard batches >= Self.batchLimit else { return [] }
                sched_yield()
            }
        }
    }

    private mutating func advance() -> [UInt] {
        let free = beforeFlip
        beforeFlip = sinceFlip
        sinceFlip = []
        batches = 0
        return free
    }
}
