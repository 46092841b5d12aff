import Synchronization

/// A thread-safe count of how often something happened.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    /// Adds one.
    func increment() {
        storage.add(1, ordering: .relaxed)
    }

    /// The count so far.
    var count: Int {
        storage.load(ordering: .relaxed)
    }
}
