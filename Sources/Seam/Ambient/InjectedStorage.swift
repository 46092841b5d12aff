/// The once-read value behind an ``Injected`` property.
// Safe to be @unchecked Sendable: `stored` is read and written only under `lock`, and the
// value is Sendable.
final class InjectedStorage<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var stored: Value?

    /// The stored value, or the result of `read`, stored for next time.
    func value(_ read: () -> Value) -> Value {
        if let value = lock.withLock({ stored }) { return value }
        let value = read()
        return lock.withLock {
            if let stored { return stored }
            stored = value
            return value
        }
    }
}
