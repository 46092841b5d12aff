import Dispatch
import Foundation

/// Maps an array on every core, keeping the input's order, so that output stays the same
/// as a serial map's.
///
/// The generator's wall time is spent resolving and rendering one protocol at a time, and
/// protocols do not depend on each other's results, so they run in parallel.
package enum ConcurrentMap {
    /// `transform` applied to every element of `items`, in the order of `items`.
    ///
    /// `transform` runs on several threads at once, once per element.
    package static func map<Element: Sendable, Mapped: Sendable>(
        _ items: [Element], _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        if items.count < 2 { return items.map(transform) }
        let slots = Slots<Mapped>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.set(transform(items[index]), at: index)
        }
        return slots.values()
    }
}

/// One result slot per element, written from several threads.
// Safe to share: every access to `storage` holds `lock`.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
    }

    /// Every slot's value; call after all were set.
    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
