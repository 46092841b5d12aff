import Foundation
import SeamGenerator

// Generator throughput: writes N synthetic files (3 protocols each: a grandparent, parent,
// child chain with 5 members each) to a temporary folder, then times one
// `Generator.generate` over them. Run in release, under `/usr/bin/time -v` for peak memory:
//
//   swift run -c release GeneratorBenchmark 1000
//   swift run -c release GeneratorBenchmark 3400 --keep   (keeps the folder, to compile the fakes)

let arguments = CommandLine.arguments.dropFirst()
let fileCount = arguments.first.flatMap(Int.init) ?? 1000
let keep = arguments.contains("--keep")

let root = NSTemporaryDirectory() + "seam-generator-benchmark-\(fileCount)-\(UUID().uuidString)"
let sources = root + "/Sources"
try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
for index in 0..<fileCount {
    try SyntheticSource.text(index).write(
        toFile: "\(sources)/File\(index).swift", atomically: false, encoding: .utf8)
}

let request = GenerationRequest(sources: [sources], selection: .all, output: .folder(root + "/Fakes"))
let clock = ContinuousClock()
var result: GenerationResult?
let elapsed = try clock.measure { result = try Generator.generate(request) }
let files = result?.files ?? []
let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
print("files: \(fileCount), protocols: \(fileCount * 3), fakes: \(files.count), output: \(bytes / 1024) KiB")
print("generate: \(elapsed)")
if keep {
    try FileManager.default.createDirectory(atPath: root + "/Fakes", withIntermediateDirectories: true)
    for file in files {
        try file.contents.write(toFile: file.path, atomically: false, encoding: .utf8)
    }
    print("kept: \(root)")
} else {
    try FileManager.default.removeItem(atPath: root)
}
