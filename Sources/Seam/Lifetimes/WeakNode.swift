/// Raw memory that a ``Weak`` cell publishes for a built value: the address of the
/// `#function` text of the member that built it, a weak reference to the value's object,
/// then the value's bits, kept without owning them.
///
/// A read loads the weak reference (which retains the object if it is still alive) and,
/// while holding it, copies the value out of the bits: a class reference or a class-bound
/// existential is its object's address plus witness tables, valid while the object lives.
/// Plain memory rather than a generic class instance, so that a specialised read needs no
/// metadata look-up. At least 8-byte aligned, so the low bits of an address are free.
@usableFromInline
enum WeakNode {
    /// A weak reference in raw memory.
    @usableFromInline
    struct Reference {
        @usableFromInline weak var object: AnyObject?

        @usableFromInline
        init(_ object: AnyObject) {
            self.object = object
        }
    }

    /// Where the weak reference starts, after the member's word.
    @inlinable
    static var referenceOffset: Int { MemoryLayout<UInt>.size }

    /// Where the value's bits start, after the reference.
    @inlinable
    static var valueOffset: Int {
        (referenceOffset + MemoryLayout<Reference>.size + 7) & ~7
    }

    /// A node that no read matches, for a cell with nothing built: its member's word is
    /// `0`, which no member's address is, so a read never looks further. Never freed.
    @usableFromInline static let none: UInt = {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<UInt>.size, alignment: MemoryLayout<UInt>.alignment
        )
        raw.storeBytes(of: 0, as: UInt.self)
        return UInt(bitPattern: raw)
    }()

    /// Allocates a node for `value`, whose object is `object`, built by the member whose
    /// `#function` text is at `member`; returns its address.
    @usableFromInline
    static func make<Value>(_ value: Value, object: AnyObject, member: UInt) -> UInt {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: valueOffset + MemoryLayout<Value>.size,
            alignment: max(MemoryLayout<Reference>.alignment, MemoryLayout<UInt>.alignment)
        )
        raw.storeBytes(of: member, as: UInt.self)
        (raw + referenceOffset).bindMemory(to: Reference.self, capacity: 1)
            .initialize(to: Reference(object))
        withUnsafeBytes(of: value) { bits in
            (raw + valueOffset).copyMemory(from: bits.baseAddress!, byteCount: bits.count)
        }
        return UInt(bitPattern: raw)
    }

    /// The address of the `#function` text of the member that built the node at `address`,
    /// or `0` for ``none``.
    @inlinable
    static func member(at address: UInt) -> UInt {
        UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(as: UInt.self)
    }

    /// A copy of the value in the node at `address`, or `nil` once its object was released.
    ///
    /// Loading the weak reference retains the object; the value is then made from the
    /// stored bits by a move out of a copy of them, so that it takes over that one retain
    /// instead of adding another.
    @inlinable
    static func value<Value>(at address: UInt) -> Value? {
        let raw = UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
        let reference = (raw + referenceOffset).assumingMemoryBound(to: Reference.self)
        guard let object = reference.pointee.object else {
            return nil
        }
        let owned = Unmanaged.passRetained(object)
        return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
            let copy = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
            copy.copyMemory(from: raw + valueOffset, byteCount: MemoryLayout<Value>.size)
            _ = owned  // its retain now belongs to the value moved out below
            return buffer.baseAddress.unsafelyUnwrapped.move()
        }
    }

    /// Frees the node at `address`; the value's bits were never owned.
    @usableFromInline
    static func destroy(_ address: UInt) {
        let raw = UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
        (raw + referenceOffset).assumingMemoryBound(to: Reference.self).deinitialize(count: 1)
        raw.deallocate()
    }
}
