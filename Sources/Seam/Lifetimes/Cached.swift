/// A cell for a member that takes an argument: one value per distinct argument.
///
/// ```swift
/// private let ordersCell = Cached<Int, OrdersModel>()
/// func orders(for customerID: Int) -> OrdersModel {
///     ordersCell(self, customerID) { OrdersModel(customerID: customerID) }
/// }
/// ```
///
/// The first read of each key runs the closure on the reading thread with no lock held;
/// concurrent first reads of the same key build it once and get the same value, and
/// different keys build in parallel. Values are kept for the life of the cell. A read
/// takes a short internal lock (a dictionary look-up), never held while user code runs.
///
/// > Important: Building a key that reads the same key again traps with
/// > `Seam: dependency cycle: ...`.
public final class Cached<Key: Hashable, Value> {
    private let table = SlotTable<Key, Value>()
    private let overrideLock = Lock()
    private var replacement: ((Key) -> Value)?

    /// Creates an empty cell.
    public init() {}

    /// Returns the value for `key`, building it with `make` on the first read of that key.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - key: The argument the value is cached for.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value for `key`; called at most once per key.
    /// - Returns: The one value for `key`.
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        _ key: Key,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        let replacement = overrideLock.withLock { self.replacement }
        let storage = SlotTable<Key, Value>.Storage<Value>(store: { $0 }, load: { $0 })
        return withUnsafeTemporaryAllocation(of: BuildFrame.self, capacity: 1) { buffer in
            let frame = buffer.baseAddress.unsafelyUnwrapped
            let context = currentThreadContext()
            frame.initialize(to: BuildFrame(owner: owner, member: member, thread: context))
            defer { frame.deinitialize(count: 1) }
            return table.value(for: key, frame: frame, storage: storage) {
                replacement.map { $0(key) } ?? make()
            }
        }
    }

    /// Replaces how values are built: every key read from now on is built by `factory`.
    ///
    /// Values already built are forgotten (so the next read of any key calls `factory`);
    /// members that already hold one keep it. Safe to call from any thread.
    /// - Parameter factory: Builds the value for a key; called once per key.
    public func override(with factory: @escaping @Sendable (Key) -> Value) {
        overrideLock.withLock { replacement = factory }
        table.removeAllBuilt()
    }
}

// Safe to be @unchecked Sendable: the table is lock-protected, `replacement` is read and
// written only under `overrideLock` and only ever holds a @Sendable closure, and keys and
// values are Sendable.
extension Cached: @unchecked Sendable where Key: Sendable, Value: Sendable {}
