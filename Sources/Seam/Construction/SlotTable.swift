/// Values built once per key, under a short lock that never covers user code.
///
/// The shared engine of ``Cached`` (a key per argument) and ``Weak`` (one key, weakly
/// stored). A key being built holds the builder's frame, so a second thread waits for that
/// build (through ``WaitRegistry``) and the same thread re-entering it is a cycle.
// Safe to be @unchecked Sendable: `slots` and `override` are touched only under `lock`;
// frames are read by other threads only under the WaitRegistry rules.
final class SlotTable<Key: Hashable, Stored>: @unchecked Sendable {
    private enum Slot {
        case built(Stored)
        case building(UnsafeMutablePointer<BuildFrame>, hasWaiters: Bool)
    }

    /// How the table turns a built value into what it keeps, and back.
    struct Storage<Value> {
        let store: (Value) -> Stored
        let load: (Stored) -> Value?
    }

    private let lock = Lock()
    private var slots: [Key: Slot] = [:]

    /// Returns the value for `key`, building it with `make` if it is missing (or released).
    func value<Value>(
        for key: Key,
        frame: UnsafeMutablePointer<BuildFrame>,
        storage: Storage<Value>,
        make: () -> Value
    ) -> Value {
        let context = frame.pointee.thread.takeUnretainedValue()
        while true {
            switch lookUp(key, frame: frame, storage: storage) {
            case .found(let value):
                return value
            case .claimed:
                return build(key, frame: frame, context: context, storage: storage, make: make)
            case .building(let builder):
                if context.holds(builder) {
                    SeamFailure.cycle(reentering: builder, context: context, extra: frame)
                }
                WaitRegistry.shared.wait(for: builder, context: context) {
                    markWaiting(key, builder: builder)
                }
            }
        }
    }

    /// Forgets every built value, so that the next read of each key builds again.
    func removeAllBuilt() {
        lock.withLock {
            slots = slots.filter { _, slot in
                if case .building = slot { return true }
                return false
            }
        }
    }

    private enum LookUp<Value> {
        case found(Value)
        case claimed
        case building(UnsafeMutablePointer<BuildFrame>)
    }

    private func lookUp<Value>(
        _ key: Key,
        frame: UnsafeMutablePointer<BuildFrame>,
        storage: Storage<Value>
    ) -> LookUp<Value> {
        lock.withLock {
            switch slots[key] {
            case .building(let builder, _)?:
                return .building(builder)
            case .built(let stored)?:
                if let value = storage.load(stored) { return .found(value) }
                fallthrough
            case nil:
                slots[key] = .building(frame, hasWaiters: false)
                return .claimed
            }
        }
    }

    private func build<Value>(
        _ key: Key,
        frame: UnsafeMutablePointer<BuildFrame>,
        context: ThreadContext,
        storage: Storage<Value>,
        make: () -> Value
    ) -> Value {
        context.push(frame)
        defer { context.pop(frame) }
        let value = make()
        let hadWaiters = lock.withLock {
            var hadWaiters = false
            if case .building(_, let waiters)? = slots[key] { hadWaiters = waiters }
            slots[key] = .built(storage.store(value))
            return hadWaiters
        }
        if hadWaiters { WaitRegistry.shared.finish(frame) }
        return value
    }

    private func markWaiting(_ key: Key, builder: UnsafeMutablePointer<BuildFrame>) -> Bool {
        lock.withLock {
            guard case .building(let current, _)? = slots[key], current == builder else {
                return false
            }
            slots[key] = .building(builder, hasWaiters: true)
            return true
        }
    }
}
