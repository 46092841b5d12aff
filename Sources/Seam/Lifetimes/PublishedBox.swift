/// An immutable box that a cell publishes through an atomic word: an override.
///
/// A cell's word holds the box's retained, opaque address. Readers copy the value out
/// under ``OverrideLock`` and an override swaps the word under the same lock, so the box
/// it replaces has no reader left and is released at once: a cell keeps one box however
/// often it is overridden.
@usableFromInline
final class PublishedBox<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// The retained, opaque address of a new box holding `value`, to store in a word.
    @usableFromInline
    static func retainedAddress(of value: Value) -> UInt {
        UInt(bitPattern: Unmanaged.passRetained(PublishedBox(value)).toOpaque())
    }
}

/// Balances ``PublishedBox/retainedAddress(of:)``.
///
/// Not a member of the generic box: called from a cell's unspecialised `deinit`, a generic
/// member would instantiate `PublishedBox<Value>`'s metadata each time (measured on
/// `Shared`: a third of the cost of building an injector).
@usableFromInline
func releasePublishedBox(_ raw: UInt) {
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped).release()
}

/// The process-wide lock under which overrides are swapped and read.
///
/// Overrides are for tests and previews: their reads take this short lock (never held
/// while user code runs) so that a replaced box can be freed at once. A cell that was
/// never overridden never takes it.
@usableFromInline
enum OverrideLock {
    private static let lock = Lock()

    /// A copy of the value in the box that `word` publishes (`0` if none: `nil`).
    @usableFromInline
    static func value<Value>(in word: borrowing AtomicWord, as _: Value.Type) -> Value? {
        lock.withLock {
            let raw = word.load()
            guard raw != 0 else { return nil }
            let box = Unmanaged<PublishedBox<Value>>
                .fromOpaque(UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped)
            return box.takeUnretainedValue().value
        }
    }

    /// Publishes a box holding `value` in `word` and releases the box it replaces.
    @usableFromInline
    static func publish<Value>(_ value: Value, in word: borrowing AtomicWord) {
        let box = PublishedBox.retainedAddress(of: value)
        let previous = lock.withLock { word.exchange(box) }
        if previous != 0 { releasePublishedBox(previous) }
    }
}
