/// An immutable box that a ``Unique`` cell publishes through an atomic word (its override).
///
/// An override publishes a new box that keeps the one it replaces alive in `previous`:
/// a reader may still be reading the old box, so it is freed only with the cell.
@usableFromInline
final class PublishedBox<Value> {
    @usableFromInline let value: Value
    let previous: AnyObject?

    @usableFromInline
    init(_ value: Value, previous: AnyObject? = nil) {
        self.value = value
        self.previous = previous
    }

    /// The value in the box whose retained, opaque address is `raw`.
    @inlinable
    static func value(at raw: UInt) -> Value {
        let pointer = UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped
        return Unmanaged<PublishedBox<Value>>.fromOpaque(pointer)
            ._withUnsafeGuaranteedRef { $0.value }
    }

    /// The retained, opaque address of `box`, to store in an atomic word.
    @inlinable
    static func retainedAddress(of box: PublishedBox<Value>) -> UInt {
        UInt(bitPattern: Unmanaged.passRetained(box).toOpaque())
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
