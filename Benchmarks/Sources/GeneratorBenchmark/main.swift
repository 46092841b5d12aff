import Foundation
import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Generator throughput: writes N synthetic files (3 protocols each: a grandparent, parent,
// child chain with 5 members each) to a temporary folder, then times one
// `Generator.generate` over them. Run in release, under `/usr/bin/time -v` for peak memory
// and the process's wall time (which adds start-up, writing the inputs and removing them):
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
try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
for index in 0..<fileCount {
    try writeScratch(SyntheticSource.text(index), to: "\(sources)/File\(index).swift")
}
let setup = clock.now - start

let request = GenerationRequest(
    sources: [sources], selection: .all,
    output: oneFile ? .file(root + "/Fakes/Fakes.swift") : .folder(root + "/Fakes"))
var result: GenerationResult?
let elapsed = try clock.measure { result = try Generator.generate(request) }
let files = result?.files ?? []
let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
print(
    "files: \(fileCount), protocols: \(fileCount * 3), fakes: \(files.count), output: \(bytes / 1024) KiB"
)
print("generate: \(elapsed)")
if keep {
    try FileManager.default.createDirectory(
        atPath: root + "/Fakes", withIntermediateDirectories: true)
    for file in files {
        try file.contents.write(toFile: file.path, atomically: false, encoding: .utf8)
    }
    print("kept: \(root)")
} else {
    try FileManager.default.removeItem(atPath: root)
}
print("setup (writing inputs): \(setup), main to end: \(clock.now - start)")
