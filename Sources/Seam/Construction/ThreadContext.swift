import SeamAtomics

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
    ///
    /// Unchecked for exclusivity: only this thread writes it, in ``push(_:)`` and ``pop(_:)``,
    /// which never overlap, so the run-time check would cost every build for nothing.
    @exclusivity(unchecked) @usableFromInline var top: UnsafeMutablePointer<BuildFrame>?
    /// The frame of another thread's build that this thread waits for.
    var waitingOn: UnsafeMutablePointer<BuildFrame>?

    init() {}

    /// Creates the calling thread's context (and the key, on the first call in the process).
    @usableFromInline
    static func makeCurrent() -> Unmanaged<ThreadContext> {
        let context = Unmanaged.passRetained(ThreadContext())
        pthread_setspecific(threadContextKey, context.toOpaque())
        seam_thread_context_set(context.toOpaque())
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
    @inlinable
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
    @inlinable
    func pop(_ frame: UnsafeMutablePointer<BuildFrame>) {
        top = frame.pointee.parent
    }
}

#if canImport(Darwin)
private func releaseThreadContext(_ raw: UnsafeMutableRawPointer) {
    seam_thread_context_set(nil)
    Unmanaged<ThreadContext>.fromOpaque(raw).release()
}
#else
private func releaseThreadContext(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    seam_thread_context_set(nil)
    Unmanaged<ThreadContext>.fromOpaque(raw).release()
}
#endif

/// The calling thread's context, created on first use and released when the thread exits.
///
/// Unretained: a thread-specific key holds the context until the thread exits, so a build
/// (which runs on this thread) never needs a reference count of its own. Read through a C
/// thread-local (one load) rather than `pthread_getspecific` (a library call), because
/// it runs once per member built; the key only releases the context at thread exit.
@inlinable
func currentThreadContext() -> Unmanaged<ThreadContext> {
    if let raw = seam_thread_context_get() {
        return Unmanaged<ThreadContext>.fromOpaque(raw)
    }
    return ThreadContext.makeCurrent()
}

/// The key whose destructor releases each thread's ``ThreadContext``; never deleted.
private let threadContextKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseThreadContext)
    precondition(status == 0, "Seam: pthread_key_create failed with \(status)")
    return key
}()
