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
