/// A cell for a member that takes an argument: one value per distinct argument.
///
/// ```swift
/// final class Injector: Injectable {
///     let ordersCell = Cached<Int, OrdersModel>()
///     func orders(for customerID: Int) -> OrdersModel {
///         ordersCell(self, customerID) { OrdersModel(customerID: customerID) }
///     }
/// }
/// ```
///
/// The first read of each key runs the closure on the reading thread with no lock held;
/// concurrent first reads of the same key build it once and get the same value, and
/// different keys build in parallel. Values are kept for the life of the cell.
///
/// A read of the key read last takes no lock: it compares the member and the key and copies
/// the value it remembers. A read of another key looks it up under a short internal lock (a dictionary
/// look-up), never held while user code runs, and remembers it for the next read.
///
/// Store the cell in a `let` of the injector, not `private`, so that a test can override
/// it, and read it from one member only. Never write it as a computed property
/// (`var ordersCell: Cached<Int, OrdersModel> { Cached() }`): that makes a new, empty cell
/// on every read, so every read builds again.
///
/// > Important: Building a key that reads the same key again traps with
/// > `Seam: dependency cycle: ...`, which names each key read:
/// > `Injector.orders(for:)[1] -> Injector.orders(for:)[2] -> Injector.orders(for:)[1]`.
/// > Reading one cell from two members traps with a message that names both, in debug and
/// > release builds.
public final class Cached<Key: Hashable, Value> {
    /// The address of the ``KeyedNode`` read last, or ``KeyedNode/none``.
    @usableFromInline let recent = AtomicWord(KeyedNode.none)
    /// The threads between loading `recent` and copying out of its node: an override frees
    /// the nodes it retires only once none of them can hold one.
    @usableFromInline let readers = ReaderEpochs()
    /// The member this cell belongs to, checked by every build and every look-up (and, in
    /// DEBUG builds, every read). The warm read needs no check: it compares the member that
    /// built the node read last, which it loads with the node.
    @usableFromInline let binding = MemberBinding()

    private let lock = Lock()
    // Under `lock`:
    private var slots: [Key: Slot] = [:]
    private var replacement: (@Sendable (Key) -> Value)?
    private var generation: UInt = 0
    private var retired = RetiredNodes()

    private enum Slot {
        /// The address of the key's ``KeyedNode``.
        case built(UInt)
        /// Being built under `frame`, for an override `generation`.
        case building(UnsafeMutablePointer<BuildFrame>, hasWaiters: Bool, generation: UInt)
    }

    /// Creates an empty cell.
    public init() {}

    deinit {
        for case .built(let node) in slots.values { KeyedNode.destroy(node, Key.self, Value.self) }
        for node in retired.all { KeyedNode.destroy(node, Key.self, Value.self) }
    }

    /// Returns the value for `key`, building it with `make` on the first read of that key.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - key: The argument the value is cached for.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value for `key`; called at most once per key.
    /// - Returns: The one value for `key`.
    @inlinable
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        _ key: Key,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        #if DEBUG
        binding.check(member, owner: owner, cell: "Cached<\(Key.self), \(Value.self)>")
        #endif
        let ticket = readers.enter()
        let raw = recent.loadSequentiallyConsistent()
        // The node names the member that built it: a read by another member fails this and
        // goes to the look-up, which stops it with a message.
        let builder = UInt(bitPattern: member.utf8Start)
        if KeyedNode.member(at: raw) == builder && KeyedNode.holds(key, at: raw) {
            let value: Value = KeyedNode.value(at: raw, key: Key.self)
            readers.leave(ticket)
            return value
        }
        readers.leave(ticket)
        return value(owner, key, member: member, make)
    }

    /// The value for a key other than the one read last: looked up, or built.
    @usableFromInline
    func value<Owner: AnyObject>(
        _ owner: Owner,
        _ key: Key,
        member: StaticString,
        _ make: () -> Value
    ) -> Value {
        binding.checkBuild(member, owner: owner, cell: "Cached<\(Key.self), \(Value.self)>")
        let context = currentThreadContext()
        // The frame points at the key, so that a cycle report names it.
        return withUnsafePointer(to: key) { address in
            var frame = BuildFrame(
                owner: owner, member: member, thread: context,
                key: (UnsafeRawPointer(address), Key.self)
            )
            return withUnsafeMutablePointer(to: &frame) { frame in
                lookUpOrBuild(key, frame: frame, context: context, make)
            }
        }
    }

    /// Looks `key` up, then builds it or waits for its builder, until it has a value.
    private func lookUpOrBuild(
        _ key: Key,
        frame: UnsafeMutablePointer<BuildFrame>,
        context: Unmanaged<ThreadContext>,
        _ make: () -> Value
    ) -> Value {
        while true {
            switch lookUp(key, frame: frame) {
            case .found(let value):
                return value
            case .claimed(let replacement):
                return build(key, frame: frame, context: context.takeUnretainedValue()) {
                    replacement.map { $0(key) } ?? make()
                }
            case .building(let builder):
                let context = context.takeUnretainedValue()
                if context.holds(builder) {
                    SeamFailure.cycle(reentering: builder, context: context, extra: frame)
                }
                WaitRegistry.shared.wait(for: builder, context: context) {
                    markWaiting(key, builder: builder)
                }
            }
        }
    }

    private enum LookUp {
        case found(Value)
        case claimed((@Sendable (Key) -> Value)?)
        case building(UnsafeMutablePointer<BuildFrame>)
    }

    private func lookUp(_ key: Key, frame: UnsafeMutablePointer<BuildFrame>) -> LookUp {
        lock.withLock {
            switch slots[key] {
            case .built(let node)?:
                recent.store(node)
                return .found(KeyedNode.value(at: node, key: Key.self))
            case .building(let builder, _, _)?:
                return .building(builder)
            case nil:
                slots[key] = .building(frame, hasWaiters: false, generation: generation)
                return .claimed(replacement)
            }
        }
    }

    private func build(
        _ key: Key,
        frame: UnsafeMutablePointer<BuildFrame>,
        context: ThreadContext,
        make: () -> Value
    ) -> Value {
        context.push(frame)
        defer { context.pop(frame) }
        let value = make()
        let (hadWaiters, dropped) = lock.withLock { () -> (Bool, (key: Key, value: Slot)?) in
            guard let index = slots.index(forKey: key),
                case .building(_, let hasWaiters, let built) = slots.values[index]
            else { return (false, nil) }
            if built == generation {
                let member = UInt(bitPattern: frame.pointee.member.utf8Start)
                let node = KeyedNode.make(member: member, key, value)
                slots.values[index] = .built(node)
                recent.store(node)
                return (hasWaiters, nil)
            }
            // An override came while this build ran: drop the value, so that the next read
            // builds the key with the override. The table's copy of the key is released
            // after unlocking, since that may run the key's `deinit`.
            return (hasWaiters, slots.remove(at: index))
        }
        withExtendedLifetime(dropped) {}
        if hadWaiters { WaitRegistry.shared.finish(frame) }
        return value
    }

    private func markWaiting(_ key: Key, builder: UnsafeMutablePointer<BuildFrame>) -> Bool {
        lock.withLock {
            guard case .building(let current, _, let generation)? = slots[key], current == builder
            else { return false }
            slots[key] = .building(builder, hasWaiters: true, generation: generation)
            return true
        }
    }

    /// Replaces how values are built: every key read from now on is built by `factory`.
    ///
    /// Values already built are forgotten (so the next read of any key calls `factory`);
    /// members that already hold one keep it. A build running on another thread when you
    /// override returns its value to its caller, but the cell drops it: every later read
    /// of that key gets the override's value. Safe to call from any thread.
    ///
    /// The cell frees the keys, values and factory it forgets once no reader can still hold
    /// them (however many threads keep reading), so overriding often does not grow it. It
    /// frees them after releasing its lock: a `deinit` that runs then may read or override
    /// this cell again.
    ///
    /// > Important: The injector holds the cell and the cell holds `factory`: a factory that
    /// > captures the injector strongly keeps it alive (a retain cycle) until the next
    /// > override. Capture it `[weak injector]` or `[unowned injector]`.
    /// - Parameter factory: Builds the value for a key; called once per key.
    public func override(with factory: @escaping @Sendable (Key) -> Value) {
        let (dropped, freed) = lock.withLock { () -> (Dropped, [UInt]) in
            let replaced = Dropped(factory: replacement, slots: slots)
            replacement = factory
            generation &+= 1
            var built: [UInt] = []
            slots = slots.filter { _, slot in
                guard case .built(let node) = slot else { return true }
                built.append(node)
                return false
            }
            _ = recent.exchange(KeyedNode.none)
            // A reader that loads `recent` after the exchange sees `none` or a node still in
            // `slots`; one that loaded it before entered `readers` before the next flip.
            return (replaced, retired.retire(built, readers: readers))
        }
        for node in freed { KeyedNode.destroy(node, Key.self, Value.self) }
        withExtendedLifetime(dropped) {}
    }

    /// What an override takes out of the table, released only after the lock: the factory
    /// it replaces and the table's copies of the keys it forgets.
    private struct Dropped {
        let factory: (@Sendable (Key) -> Value)?
        let slots: [Key: Slot]
    }
}

// Safe to be @unchecked Sendable: the table is read and written only under `lock`, nodes
// are immutable once published (release/acquire), `replacement` only holds a @Sendable
// closure, and keys and values are Sendable.
extension Cached: @unchecked Sendable where Key: Sendable, Value: Sendable {}
