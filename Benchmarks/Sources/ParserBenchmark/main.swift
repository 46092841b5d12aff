import Foundation
import SeamGenerator

// Parses every `.swift` file under a folder and prints what it found and how fast.
//
//     swift run -c release --package-path Benchmarks ParserBenchmark <folder> [--repeat N]
//         [--diagnostics] [--list]
//
// Files are read into memory first; the timed part is parsing only, on one thread. The
// best of N runs is reported (the first run also pays for page faults and caches).

let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
guard let folder = options.folder else {
    FileHandle.standardError.write(Data("Error: missing folder\nUsage: ParserBenchmark <folder> [--repeat N] [--diagnostics] [--list]\n".utf8))
    exit(64)
}

let readStart = ContinuousClock.now
let sources = SourceFolder.read(folder)
let readTime = ContinuousClock.now - readStart

var best = Duration.seconds(1_000_000)
var results: [ParsedFile] = []
for _ in 0..<options.repeatCount {
    let start = ContinuousClock.now
    results = sources.map { Parser.parse(bytes: $0.bytes, path: $0.path) }
    best = min(best, ContinuousClock.now - start)
}

let summary = CorpusSummary(results, bytes: sources.reduce(0) { $0 + $1.bytes.count })
if options.listsProtocols {
    for file in results {
        for declaration in file.protocols { print("protocol \(file.path) \(declaration.qualifiedName)") }
    }
}
if options.printsDiagnostics {
    for file in results {
        for diagnostic in file.diagnostics { print(diagnostic) }
    }
}
print(summary.report(parse: best, read: readTime))
