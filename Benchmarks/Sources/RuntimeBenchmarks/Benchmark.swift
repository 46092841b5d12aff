/// One measured operation, run `iterations` times in a loop.
struct Benchmark {
    /// The case name the command line and the table use, such as `warm.seam`.
    let name: String
    /// What one operation is, for the table.
    let summary: String
    /// Iteration counts for the two cachegrind runs (their difference is measured).
    let cachegrindIterations: (Int, Int)
    /// Runs the operation `iterations` times; returns a value so nothing is optimised away.
    let run: (Int) -> Int
}

extension Benchmark {
    /// Every case, floors first.
    static func makeAll() -> [Benchmark] {
        [
            warm("lazy", "lazy var (floor)", LazyInjector(), counts: (100_000, 200_000)),
            warm("let", "eager let (the limit)", LetInjector(), counts: (100_000, 200_000)),
            warm("seam", "Seam Shared", SeamInjector(), counts: (100_000, 200_000)),
            warm("swinject", "Swinject 2.10.0", SwinjectInjector(), counts: (10_000, 20_000)),
            warm(
                "dependencies", "swift-dependencies 1.17.1", DependenciesInjector(),
                counts: (10_000, 20_000)),
            warm(
                "unique", "Seam Unique (builds each time)", SeamUniqueInjector(),
                counts: (100_000, 200_000)),
            warm(
                "computed", "computed property (Unique's floor)", ComputedInjector(),
                counts: (100_000, 200_000)),
            warm(
                "cached", "Seam Cached, one key", SeamCachedInjector(), counts: (100_000, 200_000)),
            warm("weak", "Seam Weak, value held", SeamWeakInjector(), counts: (100_000, 200_000)),
            warm("injected", "Seam @Injected", SeamInjectedInjector(), counts: (100_000, 200_000)),
            warm("world", "Seam World.current", SeamWorldInjector(), counts: (100_000, 200_000)),
            build("lazy", "lazy var (floor)", counts: (1_000, 2_000)) { LazyInjector100() },
            build("seam", "Seam Shared", counts: (1_000, 2_000)) { SeamInjector100() },
            build("swinject", "Swinject 2.10.0", counts: (20, 40)) { SwinjectInjector100() },
        ]
    }

    private static func warm(
        _ name: String, _ summary: String, _ injector: any Injectable, counts: (Int, Int)
    ) -> Benchmark {
        _ = injector.router  // built before measuring: this is the warm read
        return Benchmark(
            name: "warm.\(name)", summary: "warm read: \(summary)", cachegrindIterations: counts
        ) { iterations in
            readWarm(injector, iterations: iterations)
        }
    }

    private static func build(
        _ name: String, _ summary: String, counts: (Int, Int),
        make: @escaping () -> any Injectable100
    ) -> Benchmark {
        Benchmark(
            name: "build100.\(name)", summary: "new injector + 100 first reads: \(summary)",
            cachegrindIterations: counts
        ) { iterations in
            var count = 0
            for _ in 0..<iterations { count &+= make().readAll() }
            return count
        }
    }
}

@inline(never)
private func readWarm(_ injector: any Injectable, iterations: Int) -> Int {
    var count = 0
    for _ in 0..<iterations { count &+= take(injector.router) }
    return count
}
