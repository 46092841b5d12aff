import Foundation

/// A value behind a lock, for collecting results from many threads in tests.
// Safe to be @unchecked Sendable: `stored` is touched only under `lock`.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The current value.
    var value: Value {
        lock.withLock { stored }
    }

    /// Changes the value under the lock.
    func mutate(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
