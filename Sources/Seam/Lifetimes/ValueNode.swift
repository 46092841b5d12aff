/// Raw, immutable memory that a ``Shared`` cell publishes through its atomic word for a
/// value too large for its ``InlineSlot``, and for every override: the value, then the
/// address of the node it replaced (`0` if none, ``slotBelow`` if it replaced the slot's).
///
/// Plain memory rather than a class instance: no object header, no reference count, no
/// `deinit` dispatch, which cost each value measurably more (`Benchmarks/README.md`). The cell owns its
/// node chain and frees it in its own `deinit`, when no reader is left; a replaced node
/// stays in the chain because a reader may still be copying from it.
/// Nodes are at least 8-byte aligned, so the low bits of an address are free for the
/// cell's state.
@usableFromInline
enum ValueNode {
    /// Where the previous node's address is stored, after the value.
    @inlinable
    static func previousOffset<Value>(_: Value.Type) -> Int {
        (MemoryLayout<Value>.size + 7) & ~7
    }

    /// Allocates a node holding `value`; returns its address.
    @inlinable
    static func make<Value>(_ value: consuming Value, previous: UInt = 0) -> UInt {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: previousOffset(Value.self) + MemoryLayout<UInt>.size,
            alignment: max(MemoryLayout<Value>.alignment, MemoryLayout<UInt>.alignment)
        )
        raw.bindMemory(to: Value.self, capacity: 1).initialize(to: value)
        raw.storeBytes(of: previous, toByteOffset: previousOffset(Value.self), as: UInt.self)
        return UInt(bitPattern: raw)
    }

    /// A copy of the value in the node at `address`.
    @inlinable
    static func value<Value>(at address: UInt) -> Value {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped
            .assumingMemoryBound(to: Value.self).pointee
    }

    /// The `previous` of a node that replaced a value in the cell's ``InlineSlot``.
    @usableFromInline static let slotBelow: UInt = 1

    /// Frees the node at `address` and every node it replaced.
    ///
    /// - Returns: Whether the chain ends in a value in the cell's slot, which the cell
    ///   must destroy too.
    @usableFromInline
    static func destroyChain<Value>(_ address: UInt, of _: Value.Type) -> Bool {
        var next = address
        while next != 0 && next != slotBelow {
            let node = UnsafeMutableRawPointer(bitPattern: next).unsafelyUnwrapped
            next = node.load(fromByteOffset: previousOffset(Value.self), as: UInt.self)
            node.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
            node.deallocate()
        }
        return next == slotBelow
    }

    /// Frees the node at `address` only; what it replaced stays owned by someone else.
    @usableFromInline
    static func destroyOne<Value>(_ address: UInt, of _: Value.Type) {
        let node = UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
        node.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
        node.deallocate()
    }
}
