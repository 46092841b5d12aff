import Foundation
@_spi(Benchmarks) import SeamGenerator

// Parses every `.swift` file under a folder and prints what it found and how fast.
//
//     swift run -c release --package-path Benchmarks ParserBenchmark <folder> [--repeat N]
//         [--streaming] [--diagnostics] [--list]
//
// By default files are read into memory first, and the timed part is parsing only, on one
// thread; the best of N runs is reported. With --streaming each file is read, parsed and
// dropped in turn (what the CLI does), and the time covers reading too.

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard let folder = options.folder else {
    FileHandle.standardError.write(
        Data(
            """
            Error: missing folder
            Usage: ParserBenchmark <folder> [--repeat N] [--streaming] [--diagnostics] [--list]

            """.utf8))
    exit(64)
}

let paths = SourceFolder.paths(folder)
var best = Duration.seconds(1_000_000)
var bestCPU = Duration.seconds(1_000_000)
var readTime = Duration.zero
var results: [ParseSummary] = []
var totalBytes = 0
if options.isStreaming {
    for _ in 0..<options.repeatCount {
        let start = ContinuousClock.now
        let cpuStart = CPUClock.now()
        totalBytes = 0
        results = paths.map { path in
            let bytes = SourceFolder.read(path)
            totalBytes += bytes.count
            return ParseSummary(parsing: bytes, path: path)
        }
        best = min(best, ContinuousClock.now - start)
        bestCPU = min(bestCPU, CPUClock.now() - cpuStart)
    }
} else {
    let readStart = ContinuousClock.now
    let sources = paths.map { SourceFolder.File(path: $0, bytes: SourceFolder.read($0)) }
    readTime = ContinuousClock.now - readStart
    totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
    for _ in 0..<options.repeatCount {
        let start = ContinuousClock.now
        let cpuStart = CPUClock.now()
        results = sources.map { ParseSummary(parsing: $0.bytes, path: $0.path) }
        best = min(best, ContinuousClock.now - start)
        bestCPU = min(bestCPU, CPUClock.now() - cpuStart)
    }
}

if options.listsProtocols {
    for file in results {
        for name in file.protocolNames { print("protocol \(file.path) \(name)") }
    }
}
if options.printsDiagnostics {
    for file in results {
        for diagnostic in file.diagnostics { print(diagnostic) }
    }
}
let summary = CorpusSummary(results, bytes: totalBytes)
print(summary.report(parse: best, cpu: bestCPU, read: readTime, isStreaming: options.isStreaming))
