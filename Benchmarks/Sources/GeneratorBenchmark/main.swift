import Foundation
import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Generator throughput: makes N synthetic files in memory (3 protocols each: a grandparent,
// parent, child chain with 5 members each), then times one `Generator.generate` over them
// (the generator reads no file; `seam`'s reading and writing are not measured here). Run in
// release, under `/usr/bin/time -v` for peak memory and the process's wall time:
//
//   swift run -c release GeneratorBenchmark 1000
//   swift run -c release GeneratorBenchmark 3400 --keep   (keeps the folder, to compile the fakes)
//   swift run -c release GeneratorBenchmark 200 --one-file (one output file: rendering on one
//                                                         thread, for callgrind)

let arguments = CommandLine.arguments.dropFirst()
let fileCount = arguments.first.flatMap(Int.init) ?? 1000
let keep = arguments.contains("--keep")
let oneFile = arguments.contains("--one-file")
let clock = ContinuousClock()
let start = clock.now

/// Writes `text` to `path` without the `fsync` that `String.write(toFile:)` does: the inputs
/// are scratch files, and syncing a thousand of them measures the disk, not the generator.
func writeScratch(_ text: String, to path: String) throws {
    guard let file = fopen(path, "w") else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    defer { fclose(file) }
    guard fputs(text, file) >= 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
}

let root = NSTemporaryDirectory() + "seam-generator-benchmark-\(fileCount)-\(UUID().uuidString)"
let sources = root + "/Sources"
let sourceFiles = (0..<fileCount).map {
    SourceFile(path: "\(sources)/File\($0).swift", text: SyntheticSource.text($0))
}
let setup = clock.now - start

let request = GenerationRequest(
    sources: [sources], selection: .all,
    output: oneFile ? .file(root + "/Fakes/Fakes.swift") : .folder(root + "/Fakes"))
var result: GenerationResult?
let elapsed = try clock.measure {
    result = try Generator.generate(GenerationInput(request: request, sources: sourceFiles))
}
let files = result?.files ?? []
let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
print(
    "files: \(fileCount), protocols: \(fileCount * 3), fakes: \(files.count), output: \(bytes / 1024) KiB"
)
print("generate: \(elapsed)")
if keep {
    for folder in [sources, root + "/Fakes"] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    for file in sourceFiles {
        try writeScratch(String(decoding: file.bytes, as: UTF8.self), to: file.path)
    }
    for file in files {
        try file.contents.write(toFile: file.path, atomically: false, encoding: .utf8)
    }
    print("kept: \(root)")
}
print("setup (making inputs): \(setup), main to end: \(clock.now - start)")
