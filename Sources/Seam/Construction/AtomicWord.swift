import SeamAtomics

/// One machine word that threads read and write atomically, stored in place in its cell.
///
/// The runtime's replacement for the Synchronization module's `Atomic<UInt>` (macOS 15 /
/// iOS 18 and later only): C11 atomics from `SeamAtomics`, which Swift inlines to single
/// instructions, on a word whose raw layout keeps it where its owner stores it. A raw-layout
/// type is noncopyable and always passed by address, so a borrow of the word is the word
/// itself, never a copy (checked by `SharedStorageTests`); that is what makes its address a
/// valid place for atomic operations. Needs no newer runtime: the layout of a concrete raw
/// layout type is fixed at compile time.
@_rawLayout(like: UInt)
@usableFromInline
struct AtomicWord: ~Copyable {
    /// Creates a word holding `value`: a plain store, since no other thread can see the
    /// word before its owner is published.
    @inlinable
    @inline(__always)
    init(_ value: UInt) {
        address.storeBytes(of: value, as: UInt.self)
    }

    /// The word's own memory; valid while its owner lives.
    @inlinable
    var address: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(mutating: withUnsafePointer(to: self) { UnsafeRawPointer($0) })
    }

    /// The value, with acquire ordering.
    ///
    /// Through the standard library's always-inlined acquiring load rather than the C
    /// function: this is the warm read of every cell, and Swift marks calls to C functions
    /// in protocol witness thunks `noinline` (a witness is how an app reads its injector),
    /// which would add a call to every read. The word is read as an unmanaged reference
    /// and never retained.
    @inlinable
    @inline(__always)
    func load() -> UInt {
        let word = address.assumingMemoryBound(to: AnyObject?.self)
        // An optional unmanaged reference is the word itself (nil is 0).
        return unsafeBitCast(_stdlib_atomicAcquiringLoadARCRef(object: word), to: UInt.self)
    }

    /// The value, sequentially consistent.
    @inlinable
    func loadSequentiallyConsistent() -> UInt {
        seam_atomic_load_seq_cst(address)
    }

    /// Stores `value` with release ordering.
    @inlinable
    func store(_ value: UInt) {
        seam_atomic_store_release(address, value)
    }

    /// Replaces `expected` with `desired`.
    ///
    /// - Returns: Whether it replaced it, and the value the word held.
    /// Sequentially consistent, through the standard library's always-inlined exchange for
    /// the reason ``load()`` gives: it publishes every build.
    @inlinable
    @inline(__always)
    func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
        var original = UnsafeRawPointer(bitPattern: expected)
        let exchanged = _stdlib_atomicCompareExchangeStrongPtr(
            object: address.assumingMemoryBound(to: UnsafeRawPointer?.self),
            expected: &original,
            desired: UnsafeRawPointer(bitPattern: desired)
        )
        return (exchanged, UInt(bitPattern: original))
    }

    /// Stores `value` and returns the previous value, sequentially consistent.
    @inlinable
    func exchange(_ value: UInt) -> UInt {
        seam_atomic_exchange_seq_cst(address, value)
    }

    /// Adds `delta` and returns the previous value, sequentially consistent.
    @inlinable
    @discardableResult
    func add(_ delta: UInt) -> UInt {
        seam_atomic_fetch_add_seq_cst(address, delta)
    }

    /// Subtracts `delta` and returns the previous value, sequentially consistent.
    @inlinable
    @discardableResult
    func subtract(_ delta: UInt) -> UInt {
        seam_atomic_fetch_sub_seq_cst(address, delta)
    }
}
