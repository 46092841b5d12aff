/// The threads that copy out of a cell's nodes without its lock, counted so that a node the
/// cell no longer shows is freed once no reader can still be copying from it, however many
/// threads keep reading.
///
/// One word: the readers that entered since the last ``flip()`` (bits 0-31), the readers
/// that entered before it and have not left (bits 32-62), and the parity of the flips
/// (bit 63). A flip moves the first count into the second, and only happens once the second
/// is zero. So a reader that loaded a node before the node was retired has left by the
/// second flip after: a plain count of readers would drop to zero only when no thread
/// happens to be reading, which under steady reads is never (the cause of unbounded memory).
@usableFromInline
struct ReaderEpochs: ~Copyable {
    @usableFromInline let word = AtomicWord(0)

    /// One reader in the count of those that entered before the last flip.
    @usableFromInline static var draining: UInt { 1 << 32 }
    /// The parity bit.
    @usableFromInline static var parity: UInt { 1 << 63 }

    @inlinable
    init() {}

    /// Counts the calling thread as a reader until ``leave(_:)``.
    ///
    /// - Returns: The ticket to pass to ``leave(_:)``: the parity the thread entered under.
    @inlinable
    @inline(__always)
    func enter() -> UInt {
        word.add(1) & Self.parity
    }

    /// Stops counting the calling thread; `ticket` is what its ``enter()`` returned.
    ///
    /// A flip since `enter` moved this reader into the count of those before the flip; a
    /// second flip cannot happen before it leaves.
    @inlinable
    @inline(__always)
    func leave(_ ticket: UInt) {
        let raw = word.load()
        let delta = raw & Self.parity == ticket ? 1 : Self.draining
        if word.compareExchange(expected: raw, desired: raw &- delta).exchanged { return }
        leaveContended(ticket)
    }

    @usableFromInline
    func leaveContended(_ ticket: UInt) {
        while true {
            let raw = word.load()
            let delta = raw & Self.parity == ticket ? 1 : Self.draining
            if word.compareExchange(expected: raw, desired: raw &- delta).exchanged { return }
        }
    }

    /// What ``flip()`` found.
    enum Flip {
        /// Readers from before the last flip are still counted: nothing changed.
        case blocked
        /// A new epoch started.
        case flipped
        /// A new epoch started, and no reader at all was counted: nothing retired before
        /// can be held by anyone.
        case idle
    }

    /// Starts a new epoch if every reader that entered before the last flip has left.
    /// Called under the cell's lock, so flips never race each other.
    func flip() -> Flip {
        while true {
            let raw = word.load()
            if raw & ~Self.parity >= Self.draining { return .blocked }
            let active = raw & (Self.draining - 1)
            let desired = (raw & Self.parity ^ Self.parity) | active << 32
            if word.compareExchange(expected: raw, desired: desired).exchanged {
                return active == 0 ? .idle : .flipped
            }
        }
    }
}
