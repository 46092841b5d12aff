import Foundation
import XCTest

@testable import SeamGenerator

/// Fixture files of the generator tests and a scratch folder to generate into.
enum GeneratorFixtures {
    /// `Tests/SeamGeneratorTests/Fixtures/Generator`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Generator").path

    /// The names of the `<Case>.input.txt` fixtures, sorted.
    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".input.txt") }
            .map { String($0.dropLast(".input.txt".count)) }
            .sorted()
    }

    /// The text of fixture file `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
    }

    /// A new empty temporary folder.
    static func makeTemporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "seam-generator-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Copies the inputs of `cases` into `folder` as `<Case>.swift`.
    static func copyInputs(_ cases: [String], to folder: String) throws {
        for name in cases {
            try text("\(name).input.txt").write(
                toFile: "\(folder)/\(name).swift", atomically: true, encoding: .utf8)
        }
    }

    /// Writes `files` to disk.
    static func write(_ files: [GeneratedFile]) throws {
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
