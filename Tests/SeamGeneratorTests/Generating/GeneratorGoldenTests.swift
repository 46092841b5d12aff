import Foundation
import XCTest

@testable import SeamGenerator

/// Compares the generated text of every `<Case>.input.txt` with `<Case>.expected.txt`.
///
/// Set `SEAM_UPDATE_GOLDEN=1` to rewrite the expected files after an intended change.
final class GeneratorGoldenTests: XCTestCase {
    func testGeneratedTextMatchesEveryExpectedFile() throws {
        let cases = try GeneratorFixtures.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 9)
        for name in cases {
            let actual = try generate(name)
            let expectedPath = "\(GeneratorFixtures.folder)/\(name).expected.txt"
            if ProcessInfo.processInfo.environment["SEAM_UPDATE_GOLDEN"] == "1" {
                try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(name): generated text differs from \(name).expected.txt")
        }
    }

    func testSameInputGivesByteIdenticalOutput() throws {
        XCTAssertEqual(try generate("Inheritance"), try generate("Inheritance"))
    }

    /// Generates the fakes of one fixture; the temporary folder is removed from the header.
    private func generate(_ name: String) throws -> String {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try GeneratorFixtures.copyInputs([name], to: folder)
        let request = GenerationRequest(
            sources: ["\(folder)/\(name).swift"], selection: .annotated, output: .file("\(folder)/Fakes.swift"))
        let result = try Generator.generate(request)
        XCTAssertEqual(result.files.map(\.path), ["\(folder)/Fakes.swift"])
        return result.files[0].contents.replacingOccurrences(of: folder + "/", with: "")
    }
}
