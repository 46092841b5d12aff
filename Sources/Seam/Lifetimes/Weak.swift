/// A cell for a member shared while something else holds it, and rebuilt after release.
///
/// ```swift
/// private let sessionCell = Weak<Session>()
/// var session: Session { sessionCell(self) { Session() } }
/// ```
///
/// The cell keeps only a weak reference. While any caller holds the value, every read
/// returns that same instance; once the last holder releases it, the next read builds a
/// new one. Concurrent builds happen once, as with ``Shared``; a read takes a short
/// internal lock, never held while user code runs.
///
/// > Important: Building the member while it is already being built on the same thread
/// > traps with `Seam: dependency cycle: ...`.
public final class Weak<Value: AnyObject> {
    private struct Reference {
        weak var object: Value?
    }

    private let table = SlotTable<Int, Reference>()

    /// Creates an empty cell.
    public init() {}

    /// Returns the live instance, or builds a new one with `make` if there is none.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value; called on the first read and after each release.
    /// - Returns: The instance that is currently alive.
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        let storage = SlotTable<Int, Reference>.Storage<Value>(
            store: { Reference(object: $0) },
            load: { $0.object }
        )
        return withUnsafeTemporaryAllocation(of: BuildFrame.self, capacity: 1) { buffer in
            let frame = buffer.baseAddress.unsafelyUnwrapped
            let context = currentThreadContext()
            frame.initialize(to: BuildFrame(owner: owner, member: member, thread: context))
            defer { frame.deinitialize(count: 1) }
            return table.value(for: 0, frame: frame, storage: storage, make: make)
        }
    }
}

// Safe to be @unchecked Sendable: the weak reference lives in a lock-protected table, and
// the instances it hands out are Sendable.
extension Weak: @unchecked Sendable where Value: Sendable {}
