/// A once-cell for a member built at most once per injector: the `lazy var` of the
/// original pattern, safe from any thread.
///
/// Store one cell per member in the injector and read the member through it:
///
/// ```swift
/// final class Injector: Injectable {
///     let routerCell = Shared<any Routable>()
///     var router: any Routable { routerCell(self) { Router() } }
/// }
/// ```
///
/// Make the cell a `let` of the injector that is not `private`, so that a test can
/// ``override(with:)`` one member of a real injector, and read each cell from one member
/// only. Never write a cell as a computed property
/// (`var routerCell: Shared<any Routable> { Shared() }`): that makes a new, empty cell on
/// every read, so every read builds a new router.
///
/// The first read runs the closure, with no lock held, on the reading thread; the closure
/// may read other members. Threads that read while it runs wait for that one build and
/// get the identical value. Every later read is one acquiring load: no lock, no lookup.
///
/// > Important: A member whose construction reads itself, directly or through other
/// > members, traps with `Seam: dependency cycle: Injector.a -> Injector.b -> Injector.a`,
/// > in debug and release builds, on one thread or across threads. A cell read by a second
/// > member traps with a message that names both members, in debug and release builds.
public struct Shared<Value>: ~Copyable {
    @usableFromInline let state = AtomicWord(CellState.empty)
    /// The built value, or for a value too large for the slot the address of its
    /// ``ValueNode``.
    @usableFromInline let slot = InlineSlot()
    /// The member this cell belongs to, for the check of one cell per member: bound by the
    /// first build (or, in DEBUG builds, by the first read), checked by every build.
    @usableFromInline let binding = MemberBinding()

    /// Creates an empty cell; nothing is built until the first read.
    @inlinable
    public init() {}

    @inlinable
    @inline(__always)
    deinit {
        let raw = state.load()
        if isBuilt(raw) {
            destroySlot()
        } else if raw & CellState.building == 0 && ValueNode.destroyChain(raw, of: Value.self) {
            destroySlot()
        }
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
        #if DEBUG
        binding.check(member, owner: owner, cell: "Shared<\(Value.self)>")
        #endif
        let raw = state.load()
        // The built word names the member that bound the cell, so this one comparison is also
        // the check of one cell per member, with no check of its own: a read by another
        // member fails it and goes to `build`, which stops it with a message.
        if raw == CellState.built(by: member) {
            return slotValue()
        }
        return build(owner, member: member, make)
    }

    /// The word of a value built into the slot: the address of the `#function` text of the
    /// member that bound the cell, which ``binding`` holds from then on; `0` while unbound.
    /// Bound does not mean built: a DEBUG read, a build in progress and a read of an
    /// overridden cell bind it too; only a state word equal to it means a built value.
    @inlinable
    var builtWord: UInt { binding.word.load() }

    /// Whether `raw` is the word of a value built into the slot.
    @inlinable
    func isBuilt(_ raw: UInt) -> Bool { raw == builtWord }

    /// The value that the published word `raw` names: in the slot when it is the cell's
    /// `built` word (``builtWord``, loaded once by the caller), else an override's node.
    @inlinable
    func value(at raw: UInt, built: UInt) -> Value {
        raw == built ? slotValue() : ValueNode.value(at: raw)
    }

    /// The value in the slot, or in the node that the slot points at.
    @inlinable
    @inline(__always)
    func slotValue() -> Value {
        if InlineSlot.fits(Value.self) {
            return slot.load(Value.self)
        }
        return ValueNode.value(at: slot.load(UInt.self))
    }

    /// Builds a value with `make` into the slot, or into a node that the slot points at.
    @inlinable
    func storeSlot(_ make: () -> Value) {
        if InlineSlot.fits(Value.self) {
            slot.store(make)
        } else {
            let node = ValueNode.make(make())
            slot.store { node }
        }
    }

    /// Destroys what ``storeSlot(_:)`` stored.
    @inlinable
    func destroySlot() {
        if InlineSlot.fits(Value.self) {
            slot.destroy(Value.self)
        } else {
            ValueNode.destroyOne(slot.load(UInt.self), of: Value.self)
        }
    }

    @inlinable
    @inline(never)
    func build<Owner: AnyObject>(
        _ owner: Owner,
        member: StaticString,
        _ make: () -> Value
    ) -> Value {
        // Every read by a member other than the one that built the value comes here, and
        // every read of an override (only tests override, so its reads may take this path).
        binding.checkBuild(member, owner: owner, cell: "Shared<\(Value.self)>")
        // From here on the binding names the member, or another copy of its text (a getter
        // inlined into another binary): the build publishes the binding's word, so that the
        // cell always knows its built word.
        let built = builtWord
        let published = state.load()
        if published == built || published & CellState.building == 0 {
            return value(at: published, built: built)
        }
        let context = currentThreadContext()
        var frame = BuildFrame(owner: owner, member: member, thread: context)
        return withUnsafeMutablePointer(to: &frame) { frame in
            if !CellState.claimEmpty(state, frame: frame),
                let raw = CellState.claim(state, frame: frame, context: context, built: built)
            {
                return value(at: raw, built: built)
            }
            context._withUnsafeGuaranteedRef { $0.push(frame) }
            defer { context._withUnsafeGuaranteedRef { $0.pop(frame) } }
            storeSlot(make)
            return publishSlot(built, frame: frame)
        }
    }

    /// Publishes as `built` the value just stored in the slot by the build under `frame`,
    /// and returns what the cell holds from now on: that value, or an override that
    /// replaced the build while it ran.
    @inlinable
    @inline(__always)
    func publishSlot(_ built: UInt, frame: UnsafeMutablePointer<BuildFrame>) -> Value {
        guard let raw = CellState.publish(state, desired: built, frame: frame)
        else { return slotValue() }
        destroySlot()  // never published, so no reader can hold it
        return ValueNode.value(at: raw)  // an override: only overrides replace a build
    }

    /// Replaces the member: every later read returns `value`, for the life of this cell.
    ///
    /// Use it in tests to swap one real dependency for a fake without a subclass. Members
    /// built before the override keep what they read then; override before the first read
    /// to affect everything. A build running on another thread when you override finishes,
    /// but its result is dropped in favour of `value`. Safe to call from any thread. A read
    /// of an overridden cell takes the slow path (a check and a call, no lock).
    ///
    /// > Important: The cell holds `value` until the cell is freed, even after another
    /// > override, and the injector holds the cell: a `value` that holds the injector
    /// > strongly keeps it alive forever (a retain cycle). Let it hold the injector weakly.
    ///
    /// - Parameter value: The value to return from now on.
    public func override(with value: Value) {
        while true {
            let raw = state.load()
            // On success the new node owns what it replaces (freed with the cell); a value
            // in the slot stays there, since a reader may still be copying it.
            let previous =
                isBuilt(raw)
                ? ValueNode.slotBelow : raw & CellState.building != 0 ? 0 : raw
            let node = ValueNode.make(value, previous: previous)
            let exchanged = state.compareExchange(
                expected: raw, desired: node
            ).exchanged
            if exchanged { return }
            ValueNode.destroyOne(node, of: Value.self)
        }
    }
}

// Safe to be @unchecked Sendable: the only state is an atomic word; the value it publishes
// is immutable after publication (release/acquire) and is itself Sendable.
extension Shared: @unchecked Sendable where Value: Sendable {}
