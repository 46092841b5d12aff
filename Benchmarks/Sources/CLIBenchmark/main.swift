import Foundation

// Times the built `seam` executable, as a user would run it, over 10,000 annotated protocols:
// one full generation, then no-change reruns, which must take <= 0.1 s each.
//
// Usage: swift build -c release --product seam   (at the repo root), then
//        cd Benchmarks && swift run -c release CLIBenchmark [path/to/seam]

let seam = CommandLine.arguments.dropFirst().first
    ?? ProcessInfo.processInfo.environment["SEAM_EXECUTABLE"]
    ?? "../.build/release/seam"
guard FileManager.default.isExecutableFile(atPath: seam) else {
    print("CLIBenchmark: error: no seam executable at \(seam) (build it, or pass its path)")
    exit(2)
}

let protocolCount = 10_000
let filesCount = 100
let budget = 0.1

/// Writes `filesCount` source files holding `protocolCount` annotated protocols.
func makeSources(in folder: URL) throws {
    let perFile = protocolCount / filesCount
    for file in 0..<filesCount {
        var text = ""
        for index in 0..<perFile {
            let name = "Service\(file * perFile + index)"
            text += "/// seam:fake\nprotocol \(name) {\n    func run(_ value: Int) -> Int\n}\n\n"
        }
        let url = folder.appendingPathComponent("Sources/File\(file).swift")
        try Data(text.utf8).write(to: url)
    }
}

/// Runs seam in `folder` and returns its wall time in seconds.
func time(_ arguments: [String], in folder: URL) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: seam)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    process.waitUntilExit()
    let elapsed = Date().timeIntervalSince(start)
    guard process.terminationStatus == 0 else {
        print("CLIBenchmark: error: seam \(arguments) exited with \(process.terminationStatus)")
        exit(1)
    }
    return elapsed
}

/// Generates once, then reruns five times with nothing changed; returns whether it passed.
func measure(output: String, in folder: URL) throws -> Bool {
    let arguments = ["generate", "--source", "Sources", "--output", output]
    let full = try time(arguments, in: folder)
    let reruns = try (0..<5).map { _ in try time(arguments, in: folder) }.sorted()
    let median = reruns[reruns.count / 2]
    let verdict = median <= budget ? "ok" : "TOO SLOW"
    print(String(
        format: "%@: full generation %.2f s; no-change rerun median %.3f s, best %.3f s (%@)",
        output, full, median, reruns[0], verdict))
    return median <= budget
}

let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("seam-cli-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
try FileManager.default.createDirectory(
    at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
try makeSources(in: root)
print("CLIBenchmark: \(protocolCount) protocols in \(filesCount) files, \(seam)")
let singleFile = try measure(output: "Fakes.swift", in: root)
let folder = try measure(output: "Fakes", in: root)
exit(singleFile && folder ? 0 : 1)
