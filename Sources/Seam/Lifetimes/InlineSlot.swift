import Synchronization

/// Five words in a ``Shared`` cell that hold a small value in place, so that building a
/// member allocates nothing but the member itself.
///
/// The words are written once, before the cell publishes them with a releasing exchange of
/// its state, and never change afterwards; a reader that saw the state with an acquiring
/// load may then read them. They are atomics only for their storage: fixed in place and
/// treated by the compiler as memory that changes. An override never writes here: it publishes
/// a ``ValueNode`` instead, because a reader may still be copying the words.
///
/// Five words fit an existential of a protocol that is not class-bound (`any P`: a
/// three-word buffer, the type and a witness table), and every class reference or small
/// struct. Larger values live in a ``ValueNode``.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@usableFromInline
struct InlineSlot: ~Copyable {
    @usableFromInline let word0 = Atomic<UInt>(0)
    @usableFromInline let word1 = Atomic<UInt>(0)
    @usableFromInline let word2 = Atomic<UInt>(0)
    @usableFromInline let word3 = Atomic<UInt>(0)
    @usableFromInline let word4 = Atomic<UInt>(0)

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
    /// The slot is noncopyable and holds atomics, whose storage must stay where it is, so a
    /// borrow of it is never a copy: the pointer is the cell's own memory (checked by
    /// `SharedStorageTests`). Writing through it is sound for the same reason atomics are:
    /// the compiler treats atomic storage as memory that may change under it.
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
