/// A key for one cross-cutting dependency in the ambient ``World``, with its live value.
///
/// ```swift
/// enum ClockKey: WorldKey {
///     static var liveValue: any Clock { SystemClock() }
/// }
/// extension World {
///     var clock: any Clock {
///         get { self[ClockKey.self] }
///         set { self[ClockKey.self] = newValue }
///     }
/// }
/// ```
public protocol WorldKey {
    /// The type of the dependency.
    associatedtype Value: Sendable

    /// The value used when no scope or default overrides this key.
    ///
    /// Read each time the key is read without an override; make it a `static let` to
    /// build it once.
    static var liveValue: Value { get }
}
