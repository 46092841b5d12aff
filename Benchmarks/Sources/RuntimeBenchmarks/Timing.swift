import Foundation

/// Wall-clock timing: the best of several runs, to keep other processes' noise out.
enum Timing {
    /// Nanoseconds per operation of `benchmark`, formatted with one decimal.
    static func nanosecondsPerOperation(_ benchmark: Benchmark) -> String {
        let (_, high) = benchmark.cachegrindIterations
        let iterations = high * 5
        _ = benchmark.run(iterations / 10)  // warm up caches and lazily built state
        var best = Double.infinity
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = benchmark.run(iterations)
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best = min(best, Double(elapsed) / Double(iterations))
        }
        return String(format: "%.1f", best)
    }
}
