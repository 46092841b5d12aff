import Foundation

/// A value behind a lock, for the live dependencies' mutable state.
///
/// Not `Synchronization.Mutex`, which needs macOS 15 / iOS 18: an app built on Seam can ship
/// to every system Seam supports (macOS 10.15, iOS 13).
// Safe to be @unchecked Sendable: `value` is read and written only under `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value under the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
