import Foundation

// WriteSources: writes the generator benchmark's synthetic input (`SyntheticSource.swift`, compiled in
// with this file by `compile-cost.sh`): `WriteSources <file count> <folder>`.
let arguments = CommandLine.arguments
guard arguments.count == 3, let fileCount = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: WriteSources <file count> <folder>\n".utf8))
    exit(2)
}
let folder = arguments[2]
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
for index in 0..<fileCount {
    try SyntheticSource.text(index).write(
        toFile: "\(folder)/File\(index).swift", atomically: false, encoding: .utf8)
}
