/// The once-read value behind an ``Injected`` property.
///
/// The value is read once and published through an atomic word, as a ``Shared`` cell
/// publishes a built member: every later read is one acquiring load and a copy, no lock.
/// Two threads that read first at the same moment may both read the world; the first to
/// publish wins and both return its value.
// Safe to be @unchecked Sendable: the only state is an atomic word that publishes, once,
// an immutable node holding a Sendable value.
@usableFromInline
final class InjectedStorage<Value: Sendable>: @unchecked Sendable {
    /// `0` until the first read, then the address of the ``ValueNode`` holding the value.
    @usableFromInline let state = AtomicWord(0)

    @usableFromInline
    init() {}

    deinit {
        let raw = state.load()
        if raw != 0 { ValueNode.destroyOne(raw, of: Value.self) }
    }

    /// The stored value, or the result of `read`, stored for next time.
    @inlinable
    func value(_ read: () -> Value) -> Value {
        let raw = state.load()
        if raw != 0 { return ValueNode.value(at: raw) }
        return store(read())
    }

    /// Publishes `value` unless another thread published first; returns the published one.
    @usableFromInline
    func store(_ value: Value) -> Value {
        let node = ValueNode.make(value)
        let (exchanged, original) = state.compareExchange(expected: 0, desired: node)
        if exchanged { return value }
        ValueNode.destroyOne(node, of: Value.self)
        return ValueNode.value(at: original)
    }
}
