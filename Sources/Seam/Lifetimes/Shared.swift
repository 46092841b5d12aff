import Synchronization

/// A once-cell for a member built at most once per injector: the `lazy var` of the
/// original pattern, safe from any thread.
///
/// Store one cell per member in the injector and read the member through it:
///
/// ```swift
/// final class Injector: Injectable {
///     private let routerCell = Shared<any Routable>()
///     var router: any Routable { routerCell(self) { Router() } }
/// }
/// ```
///
/// The first read runs the closure, with no lock held, on the reading thread; the closure
/// may read other members. Threads that read while it runs wait for that one build and
/// get the identical value. Every later read is one acquiring load: no lock, no lookup.
///
/// > Important: A member whose construction reads itself, directly or through other
/// > members, traps with `Seam: dependency cycle: Injector.a -> Injector.b -> Injector.a`,
/// > in debug and release builds, on one thread or across threads.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Shared<Value>: ~Copyable {
    @usableFromInline let state = Atomic<UInt>(CellState.empty)

    /// Creates an empty cell; nothing is built until the first read.
    public init() {}

    deinit {
        let raw = state.load(ordering: .acquiring)
        if raw & CellState.building == 0 { ValueNode.destroyChain(raw, of: Value.self) }
    }

    /// Returns the member, building it with `make` on the first read.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value; called at most once per cell, unless an override
    ///     came first.
    /// - Returns: The one value of this cell, or its override.
    @inlinable
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        let raw = state.load(ordering: .acquiring)
        if raw & CellState.building == 0 {
            return ValueNode.value(at: raw)
        }
        return build(owner, member: member, make)
    }

    @inlinable
    @inline(never)
    func build<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString,
        _ make: () -> Value
    ) -> Value {
        withUnsafeTemporaryAllocation(of: BuildFrame.self, capacity: 1) { buffer in
            let frame = buffer.baseAddress.unsafelyUnwrapped
            let context = ThreadContext.current
            frame.initialize(to: BuildFrame(owner: owner, member: member, thread: context))
            defer { frame.deinitialize(count: 1) }
            if let raw = CellState.claim(state, frame: frame, context: context) {
                return ValueNode.value(at: raw)
            }
            context.push(frame)
            defer { context.pop(frame) }
            let node = ValueNode.make(make())
            guard let raw = CellState.publish(state, desired: node, frame: frame) else {
                return ValueNode.value(at: node)
            }
            ValueNode.destroyOne(node, of: Value.self)  // an override won while this ran
            return ValueNode.value(at: raw)
        }
    }

    /// Replaces the member: every later read returns `value`, for the life of this cell.
    ///
    /// Use it in tests to swap one real dependency for a fake without a subclass. Members
    /// built before the override keep what they read then; override before the first read
    /// to affect everything. A build running on another thread when you override finishes,
    /// but its result is dropped in favour of `value`. Safe to call from any thread.
    ///
    /// - Parameter value: The value to return from now on.
    public func override(with value: Value) {
        while true {
            let raw = state.load(ordering: .acquiring)
            let isBuilt = raw & CellState.building == 0
            // On success the new node owns the one it replaces (freed with the cell).
            let node = ValueNode.make(value, previous: isBuilt ? raw : 0)
            let exchanged = state.compareExchange(
                expected: raw, desired: node, ordering: .acquiringAndReleasing
            ).exchanged
            if exchanged { return }
            ValueNode.destroyOne(node, of: Value.self)
        }
    }
}

// Safe to be @unchecked Sendable: the only state is an atomic word; the value it publishes
// is immutable after publication (release/acquire) and is itself Sendable.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Shared: @unchecked Sendable where Value: Sendable {}
