/// The state machine of an atomic once-cell, kept out of the generic cells so that it is
/// compiled once.
///
/// The word holds `1` while empty, `frame | 1` while a thread builds (plus `2` once another
/// thread waits), the built word once the value is in the cell's ``InlineSlot``, or the
/// address of a ``ValueNode`` holding an override. Frames and nodes are 8-byte aligned, so
/// their low bits tell empty and building (`xx1`) from an override (`000`). The built word is
/// the address of the `#function` text of the member that bound the cell's ``MemberBinding``
/// (``built(by:)`` of that member), which may have any low bits: the cell tells it apart by
/// comparing a word with the binding's address before looking at low bits (no frame, node
/// or `1` is the address of a text). Every build publishes the binding's address, never the
/// building member's own (see ``built(by:)``). The warm read is one acquiring load and one
/// comparison with the reading member's ``built(by:)``; anything else takes the slow path.
@usableFromInline
enum CellState {
    @usableFromInline static let empty: UInt = 1
    @usableFromInline static let building: UInt = 1
    @usableFromInline static let hasWaiters: UInt = 2

    /// The built word a warm read by `member` expects: the address of its `#function` text.
    /// A read by another member (another text) never takes the warm path.
    ///
    /// The address itself, with no state bits added: one instruction less on every warm
    /// read, and a getter small enough for the compiler to inline into the protocol witness
    /// an app reads it through (`Benchmarks/README.md`).
    ///
    /// The linker keeps one copy of equal texts in a binary, so one member has one address.
    /// A member inlined into another binary (an `@inlinable` getter of a library) has a
    /// second copy at another address. Whichever copy binds the cell, a build publishes the
    /// binding's address, so the cell's word is always the one it can recognize; reads
    /// through the other copy are right, since the slow path compares the texts, but every
    /// one of them takes the slow path. Publishing the builder's own address instead would
    /// let a cell hold a word it takes for an override's node.
    @inlinable
    @inline(__always)
    static func built(by member: StaticString) -> UInt {
        UInt(bitPattern: member.utf8Start)
    }

    /// Claims an empty cell for `frame` with one exchange; `false` if it was not empty.
    @inlinable
    static func claimEmpty(
        _ state: borrowing AtomicWord,
        frame: UnsafeMutablePointer<BuildFrame>
    ) -> Bool {
        state.compareExchange(
            expected: empty, desired: UInt(bitPattern: frame) | building
        ).exchanged
    }

    /// Claims the build for `frame`, or returns the published word once another thread built
    /// it.
    ///
    /// Waits while another thread builds; traps if the member is already being built by
    /// the calling thread, or if waiting would close a cycle between threads.
    /// - Parameter built: The cell's built word: the address its ``MemberBinding`` holds,
    ///   which every build publishes (not necessarily ``built(by:)`` of the caller's member).
    /// - Returns: The published word, or `nil` if the caller must build and ``publish``.
    @usableFromInline
    static func claim(
        _ state: borrowing AtomicWord,
        frame: UnsafeMutablePointer<BuildFrame>,
        context: Unmanaged<ThreadContext>,
        built: UInt
    ) -> UInt? {
        let mine = UInt(bitPattern: frame) | building
        while true {
            let raw = state.load()
            if raw == built || raw & building == 0 { return raw }
            if raw == empty {
                let claimed = state.compareExchange(
                    expected: empty, desired: mine
                ).exchanged
                if claimed { return nil }
                continue
            }
            let builder = UnsafeMutablePointer<BuildFrame>(bitPattern: raw & ~3).unsafelyUnwrapped
            let context = context.takeUnretainedValue()
            if context.holds(builder) {
                SeamFailure.cycle(reentering: builder, context: context)
            }
            WaitRegistry.shared.wait(for: builder, context: context) {
                markWaiting(state, builder: builder)
            }
        }
    }

    /// Sets the waiters mark if the word still shows `builder`'s build.
    private static func markWaiting(
        _ state: borrowing AtomicWord,
        builder: UnsafeMutablePointer<BuildFrame>
    ) -> Bool {
        let building = UInt(bitPattern: builder) | Self.building
        let marked = building | hasWaiters
        let raw = state.load()
        if raw == marked { return true }
        guard raw == building else { return false }
        return state.compareExchange(
            expected: building, desired: marked
        ).exchanged
    }

    /// Publishes the word `desired` for the build under `frame` and wakes any waiters.
    ///
    /// - Returns: `nil` once `desired` is published, or the word of an override that
    ///   replaced the build while it ran (the override wins; the caller drops its value).
    @inlinable
    @inline(__always)
    static func publish(
        _ state: borrowing AtomicWord,
        desired: UInt,
        frame: UnsafeMutablePointer<BuildFrame>
    ) -> UInt? {
        let mine = UInt(bitPattern: frame) | building
        let exchanged = state.compareExchange(
            expected: mine, desired: desired
        ).exchanged
        if exchanged { return nil }
        return publishContended(state, desired: desired, frame: frame)
    }

    /// ``publish(_:desired:frame:)`` once the word is no longer just the claim: another
    /// thread waits, or an override replaced the build.
    @usableFromInline
    static func publishContended(
        _ state: borrowing AtomicWord,
        desired: UInt,
        frame: UnsafeMutablePointer<BuildFrame>
    ) -> UInt? {
        let mine = UInt(bitPattern: frame) | building
        var expected = mine | hasWaiters
        while true {
            let (exchanged, original) = state.compareExchange(
                expected: expected, desired: desired
            )
            if exchanged {
                if original & hasWaiters != 0 { WaitRegistry.shared.finish(frame) }
                return nil
            }
            if original == mine || original == mine | hasWaiters {
                expected = original
                continue
            }
            WaitRegistry.shared.finish(frame)
            return original
        }
    }
}
