import Foundation
import SeamGenerator
import XCTest

/// Runs every `Fixtures/Parser/<Case>.input.txt` through the parser and compares the dump with
/// `<Case>.expected.txt`. Set `SEAM_UPDATE_FIXTURES=1` to rewrite the expected files (then
/// read every changed one by hand before committing).
final class ParserFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Parser")

    func testEveryFixtureDumpMatchesItsExpectedFile() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".input.txt") }
            .sorted()
        XCTAssertGreaterThan(names.count, 20, "fixtures are missing")
        let update = ProcessInfo.processInfo.environment["SEAM_UPDATE_FIXTURES"] == "1"
        for name in names {
            let caseName = String(name.dropLast(".input.txt".count))
            let input = try String(
                contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let dump = Parser.parse(source: input, path: "\(caseName).swift").dump()
            let expectedURL = Self.folder.appendingPathComponent("\(caseName).expected.txt")
            if update {
                try dump.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? "<missing>"
            XCTAssertEqual(dump, expected, "fixture \(caseName)")
        }
    }

    func testBytesAndStringEntryPointsAgree() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".input.txt") }
        for name in names {
            let input = try String(
                contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(
                Parser.parse(bytes: Array(input.utf8), path: name),
                Parser.parse(source: input, path: name),
                name
            )
        }
    }
}
