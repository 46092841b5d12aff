import Foundation
import XCTest

@testable import SeamCLI
@testable import SeamGenerator

final class InputReaderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("InputReaderTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    // Issue 25 §8: of `Caf\u{E9}.swift` and `Cafe\u{301}.swift`, two files for swiftc and
    // Linux, the second was left out without a word: the paths were one `String`.
    func testFilesWhoseNamesDifferOnlyInNormalizationAreBothRead() throws {
        let names = ["Caf\u{E9}.swift", "Cafe\u{301}.swift"]
        for (name, text) in zip(names, ["protocol One {}\n", "protocol Two {}\n"]) {
            try text.write(toFile: "\(folder)/\(name)", atomically: false, encoding: .utf8)
        }
        let read = try InputReader.readSources([folder]).files
        XCTAssertEqual(read.count, 2)
        XCTAssertEqual(
            Set(read.map { Array($0.path.utf8) }), Set(names.map { Array("\(folder)/\($0)".utf8) }))
        XCTAssertEqual(
            Set(read.map { String(decoding: $0.bytes, as: UTF8.self) }),
            ["protocol One {}\n", "protocol Two {}\n"])
        var request = GenerationRequest(
            sources: [folder, "\(folder)/\(names[1])"], selection: .all, output: .file("F.swift"))
        request.nonisolatedNonsending = false
        XCTAssertEqual(try request.inputFiles().count, 2)
    }
}
