/// Raw, immutable memory holding one key and its value: an entry of a ``Cached`` cell.
///
/// Plain memory rather than a generic class instance, so that a specialised read finds the
/// key and the value at constant offsets without looking up the class's metadata.
/// At least 8-byte aligned, like ``ValueNode``.
@usableFromInline
enum KeyedNode {
    /// Where the value starts, after the key.
    @inlinable
    static func valueOffset<Key, Value>(_: Key.Type, _: Value.Type) -> Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<Key>.size + alignment - 1) / alignment * alignment
    }

    /// Allocates a node holding `key` and `value`; returns its address.
    @usableFromInline
    static func make<Key, Value>(_ key: Key, _ value: Value) -> UInt {
        let offset = valueOffset(Key.self, Value.self)
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: max(offset + MemoryLayout<Value>.size, 1),
            alignment: max(
                MemoryLayout<Key>.alignment, MemoryLayout<Value>.alignment,
                MemoryLayout<UInt>.alignment
            )
        )
        raw.bindMemory(to: Key.self, capacity: 1).initialize(to: key)
        (raw + offset).bindMemory(to: Value.self, capacity: 1).initialize(to: value)
        return UInt(bitPattern: raw)
    }

    /// Whether the node at `address` holds `key`.
    @inlinable
    static func holds<Key: Equatable>(_ key: Key, at address: UInt) -> Bool {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped
            .assumingMemoryBound(to: Key.self).pointee == key
    }

    /// A copy of the value in the node at `address`.
    @inlinable
    static func value<Key, Value>(at address: UInt, key _: Key.Type) -> Value {
        (UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped + valueOffset(Key.self, Value.self))
            .assumingMemoryBound(to: Value.self).pointee
    }

    /// Frees the node at `address`.
    @usableFromInline
    static func destroy<Key, Value>(_ address: UInt, _: Key.Type, _: Value.Type) {
        let raw = UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
        raw.assumingMemoryBound(to: Key.self).deinitialize(count: 1)
        (raw + valueOffset(Key.self, Value.self)).assumingMemoryBound(to: Value.self)
            .deinitialize(count: 1)
        raw.deallocate()
    }
}
