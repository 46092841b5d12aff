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
    /// Creates a word holding `value`.
    @inlinable
    init(_ value: UInt) {
        seam_atomic_init(address, value)
    }

    /// The word's own memory; valid while its owner lives.
    @inlinable
    var address: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(mutating: withUnsafePointer(to: self) { UnsafeRawPointer($0) })
    }

    /// The value, with acquire ordering.
    @inlinable
    func load() -> UInt {
        seam_atomic_load_acquire(address)
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

    /// Replaces `expected` with `desired` (acquire-release).
    ///
    /// - Returns: Whether it replaced it, and the value the word held.
    @inlinable
    func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
        var original = expected
        let exchanged = seam_atomic_compare_exchange(address, &original, desired)
        return (exchanged, original)
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
