/// A cell for a member built anew on every read.
///
/// ```swift
/// final class Injector: Injectable {
///     let presenterCell = Unique<any Presentable>()
///     var presenter: any Presentable { presenterCell(self) { Presenter(router: router) } }
/// }
/// ```
///
/// Each read runs the closure on the reading thread, with no lock held. The cell exists so
/// that tests can ``override(with:)`` the member and so that a cycle through it is reported
/// by name. Keep the cell a `let` that is not `private`, read it from one member only, and
/// never write it as a computed property (`var presenterCell: Unique<...> { Unique() }`).
///
/// > Important: A member whose construction reads itself again traps with
/// > `Seam: dependency cycle: ...` instead of overflowing the stack. In DEBUG builds, a cell
/// > read by a second member traps with a message that names both members; in release
/// > builds, once the cell is overridden (before that, each member builds its own value with
/// > its own closure, so no member gets another one's value).
public struct Unique<Value>: ~Copyable {
    /// `0`, or the retained address of a ``PublishedBox`` holding the override's factory.
    @usableFromInline let overrideState = AtomicWord(0)
    /// The member this cell belongs to, for the check of one cell per member: on every read
    /// in DEBUG builds, on every read of an override in all builds.
    @usableFromInline let binding = MemberBinding()

    @usableFromInline typealias Factory = @Sendable () -> Value

    /// Creates the cell.
    public init() {}

    deinit {
        let raw = overrideState.load()
        if raw != 0 { releasePublishedBox(raw) }
    }

    /// Builds a new value with `make`, or with the override if one was set.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value; called on every read.
    /// - Returns: A value built for this read.
    @inlinable
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        #if DEBUG
        binding.check(member, owner: owner, cell: "Unique<\(Value.self)>")
        #endif
        let raw = overrideState.load()
        if raw != 0 {
            return buildOverride(owner, member: member)
        }
        return withUnsafeTemporaryAllocation(of: BuildFrame.self, capacity: 1) { buffer in
            let frame = buffer.baseAddress.unsafelyUnwrapped
            let context = currentThreadContext()
            frame.initialize(to: BuildFrame(owner: owner, member: member, thread: context))
            defer { frame.deinitialize(count: 1) }
            context._withUnsafeGuaranteedRef { $0.enter(frame) }
            defer { context._withUnsafeGuaranteedRef { $0.pop(frame) } }
            return make()
        }
    }

    /// Builds a value with the override's factory, once the cell is checked to belong to
    /// `member`; out of line, so that the common read of a cell never overridden stays small.
    @usableFromInline
    func buildOverride(_ owner: AnyObject, member: StaticString) -> Value {
        binding.check(member, owner: owner, cell: "Unique<\(Value.self)>")
        return OverrideLock.value(in: overrideState, as: Factory.self).unsafelyUnwrapped()
    }

    /// Replaces how the member is built: every later read calls `factory` instead.
    ///
    /// Safe to call from any thread; values built before keep their identity. The cell
    /// keeps only the latest factory: each override releases the one it replaces.
    ///
    /// > Important: The injector holds the cell and the cell holds `factory`: a factory that
    /// > captures the injector strongly keeps it alive (a retain cycle) until the next
    /// > override. Capture it `[weak injector]` or `[unowned injector]`.
    /// - Parameter factory: Builds the value for each later read.
    public func override(with factory: @escaping @Sendable () -> Value) {
        OverrideLock.publish(factory, in: overrideState)
    }
}

// Safe to be @unchecked Sendable: the only state is an atomic word that publishes an
// immutable box holding a @Sendable factory.
extension Unique: @unchecked Sendable where Value: Sendable {}
