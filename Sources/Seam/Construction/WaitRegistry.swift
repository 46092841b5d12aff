#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The slow path shared by every cell: a thread that finds a member being built by another
/// thread waits here, after checking that the wait cannot close a cycle.
///
/// Nothing here runs user code, and the lock is taken only when two threads meet on the
/// same unbuilt member. The rule that keeps frames valid: a waiter marks the cell "has
/// waiters" while holding this lock, and a builder that finds that mark calls
/// ``finish(_:)`` (which takes this lock) before it pops its frame.
// Safe to be @unchecked Sendable: every mutable field (`waiters`, and the contexts'
// `waitingOn`) is read and written only between `pthread_mutex_lock` and `unlock`.
@usableFromInline
final class WaitRegistry: @unchecked Sendable {
    /// The one registry of the process.
    @usableFromInline
    static let shared = WaitRegistry()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var waiters: [ObjectIdentifier: ThreadContext] = [:]

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// Waits until the build of `frame` finishes, unless waiting would close a cycle.
    ///
    /// - Parameters:
    ///   - frame: The frame of the other thread's build, as last seen in the cell.
    ///   - context: The calling thread's context.
    ///   - markWaiting: Called under the lock; marks the cell as having waiters and
    ///     returns `false` if the cell no longer shows `frame` (then nothing is waited for).
    @usableFromInline
    func wait(
        for frame: UnsafeMutablePointer<BuildFrame>,
        context: ThreadContext,
        markWaiting: () -> Bool
    ) {
        pthread_mutex_lock(mutex)
        guard markWaiting() else {
            pthread_mutex_unlock(mutex)
            return
        }
        if let chain = cycle(waitingFor: frame, context: context) {
            pthread_mutex_unlock(mutex)
            SeamFailure.cycle(chain)
        }
        context.waitingOn = frame
        waiters[ObjectIdentifier(context)] = context
        while context.waitingOn == frame {
            pthread_cond_wait(condition, mutex)
        }
        waiters[ObjectIdentifier(context)] = nil
        pthread_mutex_unlock(mutex)
    }

    /// Wakes every thread waiting for `frame`; called by a builder that saw the waiters mark.
    @usableFromInline
    func finish(_ frame: UnsafeMutablePointer<BuildFrame>) {
        pthread_mutex_lock(mutex)
        for context in waiters.values where context.waitingOn == frame {
            context.waitingOn = nil
        }
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// The names of the cycle that waiting for `frame` would close, or `nil`.
    ///
    /// Follows the waits-for chain: `frame`'s thread waits for another frame, whose thread
    /// waits for another... If the chain reaches a frame of the calling thread, waiting
    /// would never end.
    private func cycle(
        waitingFor frame: UnsafeMutablePointer<BuildFrame>,
        context: ThreadContext
    ) -> [String]? {
        var segments: [[UnsafeMutablePointer<BuildFrame>]] = []
        var wanted = frame
        for _ in 0...waiters.count {
            let owner = wanted.pointee.thread.takeUnretainedValue()
            if owner === context {
                let mine = context.frames(from: wanted)
                let names = (mine + segments.joined() + [wanted]).map(\.pointee.displayName)
                return names
            }
            guard let next = owner.waitingOn else { return nil }
            segments.append(owner.frames(from: wanted))
            wanted = next
        }
        return nil
    }
}
