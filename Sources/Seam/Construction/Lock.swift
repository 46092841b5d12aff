#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A plain mutex for the cells whose reads must look something up (per argument, weak).
///
/// Not `Synchronization.Mutex`, because values leave the critical section here, which
/// `Mutex`'s `sending` rules would forbid for non-Sendable values.
// Safe to be @unchecked Sendable: the pthread mutex is the synchronisation itself and is
// allocated once, never moved, and destroyed only in deinit.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
