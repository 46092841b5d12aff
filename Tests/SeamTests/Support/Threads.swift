import Foundation

/// Helpers that start real threads together, so first reads truly race.
enum Threads {
    /// Runs `body` on `count` new threads that all start at the same moment, and waits.
    static func race(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let ready = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<count {
            ready.enter()
            done.enter()
            let thread = Thread {
                ready.leave()
                start.wait()
                body(index)
                done.leave()
            }
            thread.start()
        }
        ready.wait()
        for _ in 0..<count { start.signal() }
        done.wait()
    }
}

extension Threads {
    /// Runs `body` on a new thread and waits for it; `false` if it has not returned after a
    /// minute, which for the bodies given here means a deadlock (the thread stays blocked).
    ///
    /// Not a speed limit: the bodies return in microseconds, and the deadline only turns a
    /// hang into a failure.
    static func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 60) == .success
    }

    /// Runs `body` on `count` new threads over and over until `work` returns, then waits
    /// for them to stop.
    static func whileReading(
        threads count: Int,
        reading body: @escaping @Sendable () -> Void,
        during work: () -> Void
    ) {
        let stop = Counter()
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            Thread {
                while stop.count == 0 { body() }
                done.leave()
            }.start()
        }
        work()
        stop.increment()
        done.wait()
    }
}
