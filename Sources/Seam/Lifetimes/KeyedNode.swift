/// Raw, immutable memory holding one key and its value, and the member that built it: an
/// entry of a ``Cached`` cell.
///
/// Plain memory rather than a generic class instance, so that a specialised read finds the
/// member, the key and the value at constant offsets without looking up the class's
/// metadata. At least 8-byte aligned, like ``ValueNode``.
@usableFromInline
enum KeyedNode {
    /// Where the key starts, after the member's word.
    @inlinable
    static func keyOffset<Key>(_: Key.Type) -> Int {
        let alignment = MemoryLayout<Key>.alignment
        return (MemoryLayout<UInt>.size + alignment - 1) / alignment * alignment
    }

    /// Where the value starts, after the key.
    @inlinable
    static func valueOffset<Key, Value>(_: Key.Type, _: Value.Type) -> Int {
        let alignment = MemoryLayout<Value>.alignment
        let keyEnd = keyOffset(Key.self) + MemoryLayout<Key>.size
        return (keyEnd + alignment - 1) / alignment * alignment
    }

    /// A node that no read matches, for a cell that has none to show: its member's word is
    /// `0`, which no member's address is, so a read never looks further. Never freed.
    @usableFromInline static let none: UInt = {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<UInt>.size, alignment: MemoryLayout<UInt>.alignment
        )
        raw.storeBytes(of: 0, as: UInt.self)
        return UInt(bitPattern: raw)
    }()

    /// Allocates a node holding `key` and `value`, built by the member whose `#function`
    /// text is at `member`; returns its address.
    @usableFromInline
    static func make<Key, Value>(member: UInt, _ key: Key, _ value: Value) -> UInt {
        let offset = valueOffset(Key.self, Value.self)
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: offset + MemoryLayout<Value>.size,
            alignment: max(
                MemoryLayout<Key>.alignment, MemoryLayout<Value>.alignment,
                MemoryLayout<UInt>.alignment
            )
        )
        raw.storeBytes(of: member, as: UInt.self)
        (raw + keyOffset(Key.self)).bindMemory(to: Key.self, capacity: 1).initialize(to: key)
        (raw + offset).bindMemory(to: Value.self, capacity: 1).initialize(to: value)
        return UInt(bitPattern: raw)
    }

    /// The address of the `#function` text of the member that built the node at `address`,
    /// or `0` for ``none``.
    @inlinable
    static func member(at address: UInt) -> UInt {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(as: UInt.self)
    }

    /// Whether the node at `address` holds `key`.
    @inlinable
    static func holds<Key: Equatable>(_ key: Key, at address: UInt) -> Bool {
        (UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped + keyOffset(Key.self))
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
        (raw + keyOffset(Key.self)).assumingMemoryBound(to: Key.self).deinitialize(count: 1)
        (raw + valueOffset(Key.self, Value.self)).assumingMemoryBound(to: Value.self)
            .deinitialize(count: 1)
        raw.deallocate()
    }
}
