/// A cell for a member shared while something else holds it, and rebuilt after release.
///
/// ```swift
/// final class Injector: Injectable {
///     let sessionCell = Weak<any Session>()
///     var session: any Session { sessionCell(self) { LiveSession() } }
/// }
/// ```
///
/// `Value` is a class, or a protocol that only classes adopt (`protocol Session: AnyObject`),
/// so that the cell can hold it weakly; any other type traps on its first build with a
/// message that names it.
///
/// The cell keeps only a weak reference. While any caller holds the value, every read
/// returns that same instance; once the last holder releases it, the next read builds a
/// new one. Concurrent builds happen once, as with ``Shared``. A read of a live value
/// takes no lock: it loads the weak reference and copies the value.
///
/// Store the cell in a `let` of the injector, not `private`, so that a test can
/// ``override(with:)`` it, and read it from one member only. Never write it as a computed
/// property (`var sessionCell: Weak<any Session> { Weak() }`): that makes a new, empty cell
/// on every read, so every read builds again.
///
/// > Important: Building the member while it is already being built on the same thread
/// > traps with `Seam: dependency cycle: ...`. Reading one cell from two members traps with
/// > a message that names both, in debug and release builds.
public final class Weak<Value> {
    /// ``WeakNode/none``; the address of the ``WeakNode`` built last; or, with
    /// ``overridden`` set, the address of a ``ValueNode`` holding the override.
    @usableFromInline let current = AtomicWord(WeakNode.none)
    /// The threads between loading `current` and copying out of its node: a node that
    /// `current` no longer shows is freed only once none of them can hold it.
    @usableFromInline let readers = ReaderEpochs()
    /// The member this cell belongs to, checked by every build and every read of an override
    /// (and, in DEBUG builds, every read). The read of a live value needs no check: it
    /// compares the member that built the node, which it loads with the node.
    @usableFromInline let binding = MemberBinding()

    /// The mark of an override in `current`.
    @usableFromInline static var overridden: UInt { 2 }

    private let lock = Lock()
    // Under `lock`:
    private var building: (frame: UnsafeMutablePointer<BuildFrame>, hasWaiters: Bool)?
    private var retired = RetiredNodes()

    /// Creates an empty cell.
    public init() {}

    deinit {
        destroy(current.load())
        retired.all.forEach(destroy)
    }

    /// Returns the live instance, or builds a new one with `make` if there is none.
    ///
    /// - Parameters:
    ///   - owner: The injector that stores this cell; only its type name is used, in
    ///     cycle reports.
    ///   - member: The member's name for cycle reports; leave the default.
    ///   - make: Builds the value; called on the first read and after each release.
    /// - Returns: The instance that is currently alive, or the override.
    @inlinable
    public func callAsFunction<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString = #function,
        _ make: () -> Value
    ) -> Value {
        #if DEBUG
        binding.check(member, owner: owner, cell: "Weak<\(Value.self)>")
        #endif
        let ticket = readers.enter()
        let raw = current.loadSequentiallyConsistent()
        if raw & Self.overridden != 0 {
            checkOverrideRead(owner, member: member)
            let value: Value = ValueNode.value(at: raw & ~Self.overridden)
            readers.leave(ticket)
            return value
        }
        // The node names the member that built it: a read by another member fails this and
        // goes to `build`, which stops it with a message.
        let builder = UInt(bitPattern: member.utf8Start)
        if WeakNode.member(at: raw) == builder, let value: Value = WeakNode.value(at: raw) {
            readers.leave(ticket)
            return value
        }
        readers.leave(ticket)
        return build(owner, member: member, make)
    }

    /// Replaces the member: every later read returns `value`, which the cell holds strongly
    /// for the rest of its life (or until the next override).
    ///
    /// Use it in tests to swap one real dependency for a fake without a subclass. Members
    /// that already hold the real instance keep it. A build running on another thread when
    /// you override finishes, but every later read returns `value`. Safe to call from any
    /// thread. The cell frees what the override replaces once no reader can still hold it
    /// (however many threads keep reading), after releasing its lock: a `deinit` that runs
    /// then may read or override this cell again.
    ///
    /// > Important: The injector holds the cell and the cell holds `value` strongly: a `value`
    /// > that holds the injector strongly keeps it alive (a retain cycle) until the next
    /// > override. Let it hold the injector weakly.
    /// - Parameter value: The value to return from now on.
    public func override(with value: Value) {
        let node = ValueNode.make(value) | Self.overridden
        let freed = lock.withLock { replace(with: node) }
        freed.forEach(destroy)
    }

    /// Checks that an override is read by the member this cell belongs to; out of line, since
    /// only tests override.
    @usableFromInline
    @inline(never)
    func checkOverrideRead(_ owner: AnyObject, member: StaticString) {
        binding.check(member, owner: owner, cell: "Weak<\(Value.self)>")
    }

    /// The value when no live one was found: looked up again under the lock, or built.
    @usableFromInline
    func build<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString,
        _ make: () -> Value
    ) -> Value {
        binding.checkBuild(member, owner: owner, cell: "Weak<\(Value.self)>")
        let context = currentThreadContext()
        var frame = BuildFrame(owner: owner, member: member, thread: context)
        return withUnsafeMutablePointer(to: &frame) { frame in
            let context = context.takeUnretainedValue()
            while true {
                switch lookUp(frame: frame) {
                case .found(let value):
                    return value
                case .claimed:
                    context.push(frame)
                    let value = make()
                    context.pop(frame)
                    return publish(value, frame: frame)
                case .building(let builder):
                    if context.holds(builder) {
                        SeamFailure.cycle(reentering: builder, context: context, extra: frame)
                    }
                    WaitRegistry.shared.wait(for: builder, context: context) {
                        markWaiting(builder)
                    }
                }
            }
        }
    }

    private enum LookUp {
        case found(Value)
        case claimed
        case building(UnsafeMutablePointer<BuildFrame>)
    }

    private func lookUp(frame: UnsafeMutablePointer<BuildFrame>) -> LookUp {
        lock.withLock {
            if let value = liveValue() { return .found(value) }
            if let building { return .building(building.frame) }
            building = (frame, false)
            return .claimed
        }
    }

    /// The override, or the live built value; under `lock`, so `current` cannot be freed.
    private func liveValue() -> Value? {
        let raw = current.load()
        if raw & Self.overridden != 0 { return ValueNode.value(at: raw & ~Self.overridden) }
        return raw == WeakNode.none ? nil : WeakNode.value(at: raw)
    }

    /// Publishes the value just built under `frame`, unless an override came first; returns
    /// what later reads see.
    private func publish(_ value: Value, frame: UnsafeMutablePointer<BuildFrame>) -> Value {
        let object = Self.object(of: value)
        let member = UInt(bitPattern: frame.pointee.member.utf8Start)
        let node = WeakNode.make(value, object: object, member: member)
        let (hadWaiters, result, freed) = lock.withLock { () -> (Bool, Value, [UInt]) in
            let hadWaiters = building?.hasWaiters ?? false
            building = nil
            let raw = current.load()
            if raw & Self.overridden != 0 {
                WeakNode.destroy(node)
                return (hadWaiters, ValueNode.value(at: raw & ~Self.overridden), [])
            }
            return (hadWaiters, value, replace(with: node))
        }
        freed.forEach(destroy)
        if hadWaiters { WaitRegistry.shared.finish(frame) }
        return withExtendedLifetime(object) { result }
    }

    /// Shows `node` in `current` and retires what it replaces. Under `lock`.
    ///
    /// - Returns: The nodes no reader can hold any more, for the caller to free after
    ///   unlocking: freeing an override runs its value's `deinit`, which may read this cell.
    private func replace(with node: UInt) -> [UInt] {
        let previous = current.exchange(node)
        // A reader that loads `current` after the exchange sees `node`; one that loaded it
        // before entered `readers` before the next flip.
        return retired.retire(previous == WeakNode.none ? [] : [previous], readers: readers)
    }

    private func destroy(_ raw: UInt) {
        if raw & Self.overridden != 0 {
            ValueNode.destroyOne(raw & ~Self.overridden, of: Value.self)
        } else if raw != WeakNode.none {
            WeakNode.destroy(raw)
        }
    }

    private func markWaiting(_ builder: UnsafeMutablePointer<BuildFrame>) -> Bool {
        lock.withLock {
            guard let building, building.frame == builder else { return false }
            self.building = (builder, true)
            return true
        }
    }

    /// The object a value of a class or class-bound protocol refers to; traps for any other
    /// type, which a weak reference cannot hold.
    private static func object(of value: Value) -> AnyObject {
        let object = value as AnyObject
        let first = withUnsafeBytes(of: value) { bits in
            bits.count >= MemoryLayout<UInt>.size ? bits.load(as: UInt.self) : 0
        }
        guard first == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()) else {
            SeamFailure.notWeak(Value.self)
        }
        return object
    }
}

// Safe to be @unchecked Sendable: `current` publishes immutable nodes (release/acquire)
// that are freed only when no reader is counted; the build state is touched only under
// `lock`; and the instances it hands out are Sendable.
extension Weak: @unchecked Sendable where Value: Sendable {}
