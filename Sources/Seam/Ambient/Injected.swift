/// A property that reads one dependency from the ambient ``World`` on first access.
///
/// ```swift
/// struct ReceiptPrinter {
///     @Injected(\.clock) var clock
///     func header() -> String { "Printed at \(clock.now)" }
/// }
/// ```
///
/// The value is read from ``World/current`` the first time the property is read, not when
/// the wrapper is created, and kept from then on: read it first inside a
/// ``World/withValues(_:operation:)-(_,()->R)`` scope to see that scope's override. Copies
/// of the enclosing value share the one read. Safe to read from any thread.
@propertyWrapper
public struct Injected<Value: Sendable>: Sendable {
    @usableFromInline let keyPath: KeyPath<World, Value> & Sendable
    @usableFromInline let storage = InjectedStorage<Value>()

    /// Creates the property; nothing is read yet.
    ///
    /// - Parameter keyPath: The dependency in ``World``, such as `\.clock`.
    public init(_ keyPath: KeyPath<World, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The dependency, read from ``World/current`` on first access and kept.
    ///
    /// Every read after the first is one acquiring load and a copy: no lock, no look-up.
    @inlinable
    public var wrappedValue: Value {
        storage.value { World.current[keyPath: keyPath] }
    }
}
