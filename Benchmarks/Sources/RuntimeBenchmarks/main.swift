import Foundation

// Usage:
//   RuntimeBenchmarks                 time every case, print ns/op
//   RuntimeBenchmarks CASE COUNT      run one case COUNT times (for cachegrind)
//   RuntimeBenchmarks --list          print "CASE COUNT1 COUNT2 SUMMARY" per case
let arguments = CommandLine.arguments.dropFirst()
let benchmarks = Benchmark.makeAll()

if arguments.first == "--list" {
    for benchmark in benchmarks {
        let (low, high) = benchmark.cachegrindIterations
        print("\(benchmark.name) \(low) \(high) \(benchmark.summary)")
    }
} else if arguments.count == 2, let count = Int(arguments.last!) {
    guard let benchmark = benchmarks.first(where: { $0.name == arguments.first }) else {
        FileHandle.standardError.write(Data("error: unknown case \(arguments.first!)\n".utf8))
        exit(2)
    }
    print(benchmark.run(count) == -1 ? "" : "ran \(benchmark.name) \(count)")
} else if arguments.isEmpty {
    for benchmark in benchmarks {
        print("\(benchmark.name) \(Timing.nanosecondsPerOperation(benchmark))")
    }
} else {
    FileHandle.standardError.write(Data("Usage: RuntimeBenchmarks [--list | CASE COUNT]\n".utf8))
    exit(2)
}
