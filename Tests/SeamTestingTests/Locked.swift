import Foundation

/// A value behind a lock, for tests that collect results from several tasks or threads
/// (`Mutex` needs macOS 15; the package supports macOS 10.15).
// Safe to be @unchecked Sendable: `value` is read and written only under `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value under the lock.
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
