#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What one thread is building and waiting for: the top of its build stack.
///
/// Only its own thread changes `top`. `waitingOn` is written and read under the
/// ``WaitRegistry`` lock. Another thread reads `top` and the frames below it only under
/// that lock and only while this thread is registered as waiting, that is, blocked.
@usableFromInline
final class ThreadContext {
    /// The innermost member this thread is building.
    var top: UnsafeMutablePointer<BuildFrame>?
    /// The frame of another thread's build that this thread waits for.
    var waitingOn: UnsafeMutablePointer<BuildFrame>?

    init() {}

    /// The calling thread's context, created on first use and released when the thread exits.
    @usableFromInline
    static var current: ThreadContext {
        if let raw = pthread_getspecific(threadContextKey) {
            return Unmanaged<ThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let context = ThreadContext()
        pthread_setspecific(threadContextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// Whether `frame` is on this thread's build stack.
    func holds(_ frame: UnsafeMutablePointer<BuildFrame>) -> Bool {
        var cursor = top
        while let current = cursor {
            if current == frame { return true }
            cursor = current.pointee.parent
        }
        return false
    }

    /// This thread's frames from `frame` (included) up to the top, outermost first.
    func frames(
        from frame: UnsafeMutablePointer<BuildFrame>
    ) -> [UnsafeMutablePointer<BuildFrame>] {
        var result: [UnsafeMutablePointer<BuildFrame>] = []
        var cursor = top
        while let current = cursor {
            result.append(current)
            if current == frame { break }
            cursor = current.pointee.parent
        }
        return result.reversed()
    }

    /// Pushes `frame` on this thread's build stack.
    @usableFromInline
    func push(_ frame: UnsafeMutablePointer<BuildFrame>) {
        frame.pointee.parent = top
        top = frame
    }

    /// Pushes `frame` for a member built on every read, after checking that this thread
    /// is not already building the same member (which would recurse forever).
    @usableFromInline
    func enter(_ frame: UnsafeMutablePointer<BuildFrame>) {
        var cursor = top
        while let current = cursor {
            if current.pointee.isSameMember(as: frame.pointee) {
                SeamFailure.cycle(reentering: current, context: self, extra: frame)
            }
            cursor = current.pointee.parent
        }
        push(frame)
    }

    /// Pops `frame`, which must be the top of this thread's build stack.
    @usableFromInline
    func pop(_ frame: UnsafeMutablePointer<BuildFrame>) {
        top = frame.pointee.parent
    }
}

#if canImport(Darwin)
private func releaseThreadContext(_ raw: UnsafeMutableRawPointer) {
    Unmanaged<ThreadContext>.fromOpaque(raw).release()
}
#else
private func releaseThreadContext(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<ThreadContext>.fromOpaque(raw).release()
}
#endif

/// The key of each thread's ``ThreadContext``; created once, never deleted.
private let threadContextKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseThreadContext)
    precondition(status == 0, "Seam: pthread_key_create failed with \(status)")
    return key
}()
