/// Five words in a ``Shared`` cell that hold a small value in place, so that building a
/// member allocates nothing but the member itself.
///
/// The words are written once, before the cell publishes them with a releasing exchange of
/// its state, and never change afterwards; a reader that saw the state with an acquiring
/// load may then read them. Their raw layout gives them a fixed place in the cell (a borrow
/// is never a copy), as for ``AtomicWord``. An override never writes here: it publishes a
/// ``ValueNode`` instead, because a reader may still be copying the words.
///
/// Five words fit an existential of a protocol that is not class-bound (`any P`: a
/// three-word buffer, the type and a witness table), and every class reference or small
/// struct. Larger values live in a ``ValueNode``.
@_rawLayout(likeArrayOf: UInt, count: 5)
@usableFromInline
struct InlineSlot: ~Copyable {
    @inlinable
    init() {}

    /// Whether a `Value` fits in the slot; a constant once specialised.
    @inlinable
    static func fits<Value>(_: Value.Type) -> Bool {
        MemoryLayout<Value>.size <= 5 * MemoryLayout<UInt>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<UInt>.alignment
    }

    /// The address of the slot's words, in the cell itself; valid while the cell lives.
    ///
    /// The slot is noncopyable with a raw layout, so a borrow of it is never a copy: the
    /// pointer is the cell's own memory (checked by `SharedStorageTests`). Writing through
    /// it is sound because the compiler treats raw-layout storage as memory that may change
    /// under it, as it does for atomics.
    @inlinable
    var address: UnsafeMutableRawPointer {
        withUnsafePointer(to: self) { UnsafeMutableRawPointer(mutating: $0) }
    }

    /// Builds a value with `make` right in the slot, which owns it until ``destroy(_:)``.
    @inlinable
    func store<Value>(_ make: () -> Value) {
        address.bindMemory(to: Value.self, capacity: 1).initialize(to: make())
    }

    /// A copy of the stored value.
    @inlinable
    func load<Value>(_: Value.Type) -> Value {
        address.assumingMemoryBound(to: Value.self).pointee
    }

    /// Destroys the stored value; the slot holds nothing afterwards.
    @inlinable
    func destroy<Value>(_: Value.Type) {
        address.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }
}
