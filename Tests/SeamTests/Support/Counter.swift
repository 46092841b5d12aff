import Foundation

/// A thread-safe count of how often something happened.
///
/// Behind an `NSLock`, not `Synchronization.Atomic`, which needs macOS 15 / iOS 18: the tests
/// build for every system the package supports (macOS 10.15 and up).
// Safe to be @unchecked Sendable: `value` is read and written only under `lock`.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds one.
    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    /// The count so far.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
