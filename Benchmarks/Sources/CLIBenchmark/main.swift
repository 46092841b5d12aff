import Foundation

// Times the built `seam` executable, as a user would run it, over 10,000 annotated protocols:
// one full generation, then no-change reruns, which must take <= 0.1 s each.
//
// Usage: swift build -c release --product seam   (at the repo root), then
//        cd Benchmarks && swift run -c release CLIBenchmark [path/to/seam]

let seam = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first
        ?? ProcessInfo.processInfo.environment["SEAM_EXECUTABLE"]
        ?? "../.build/release/seam"
).standardizedFileURL.path
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
///
/// `posix_spawn` and `waitpid` rather than `Process`, whose `waitUntilExit` polls and rounds
/// short runs up to about 50 ms.
func time(_ arguments: [String], in folder: URL) throws -> Double {
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
        print("CLIBenchmark: error: cannot enter \(folder.path)")
        exit(1)
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([seam] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, seam, &actions, nil, argv, environ) == 0 else {
        print("CLIBenchmark: error: cannot start \(seam)")
        exit(1)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard status == 0 else {
        print("CLIBenchmark: error: seam \(arguments) failed with wait status \(status)")
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
    print(
        String(
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
