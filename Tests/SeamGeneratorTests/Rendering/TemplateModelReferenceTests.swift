import Foundation
import XCTest

@testable import SeamGenerator

/// The template model reference (`SeamGenerator.docc/TemplateModel.md`) has the tables the key
/// definitions (``TemplateModel``) generate: a key added, renamed or removed in code fails here
/// until the reference is written again, with
/// `SEAM_UPDATE_REFERENCE=1 swift test --filter TemplateModelReferenceTests`.
final class TemplateModelReferenceTests: XCTestCase {
    private static let reference = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/SeamGenerator/SeamGenerator.docc/TemplateModel.md")

    private func referenceText() throws -> String {
        try String(contentsOf: Self.reference, encoding: .utf8)
    }

    func testReferenceTablesAreTheGeneratedOnes() throws {
        let text = try referenceText()
        let expected = TemplateModelReference.update(text)
        if expected != text, ProcessInfo.processInfo.environment["SEAM_UPDATE_REFERENCE"] == "1" {
            try Data(expected.utf8).write(to: Self.reference)
            return
        }
        XCTAssertEqual(
            text, expected,
            "TemplateModel.md is stale: run SEAM_UPDATE_REFERENCE=1 swift test --filter "
                + "TemplateModelReferenceTests")
    }

    func testEveryKindOfRecordHasATable() throws {
        XCTAssertEqual(TemplateModelReference.missing(in: try referenceText()), [])
    }

    func testAKeyDefinedButNotInTheReferenceMakesItStale() throws {
        let text = try referenceText()
        let newKey = TemplateKey<FakeModel>.bool("isBrandNew", "a key added to the code") { _ in
            true
        }
        let fake = TemplateKeys("fake", TemplateModel.fake.keys + [newKey])
        let lists = TemplateModel.all.map { $0.title == "fake" ? fake : $0 }
        let updated = TemplateModelReference.update(text, lists: lists)
        XCTAssertNotEqual(updated, text)
        XCTAssertTrue(updated.contains("| `isBrandNew` | bool | a key added to the code |\n"))
        XCTAssertEqual(
            updated.replacingOccurrences(
                of: "| `isBrandNew` | bool | a key added to the code |\n", with: ""), text)
    }

    func testARowWithNoKeyMakesItStale() throws {
        let text = try referenceText()
        let row = "| `isGone` | bool | a key removed from the code |\n"
        let edited = text.replacingOccurrences(
            of: "| --- | --- | --- |\n", with: "| --- | --- | --- |\n" + row)
        XCTAssertNotEqual(edited, text)
        XCTAssertEqual(TemplateModelReference.update(edited), text)
    }

    func testAKindOfRecordWithNoTableIsMissing() throws {
        let text = try referenceText().replacingOccurrences(
            of: "<!-- keys: dependency -->", with: "<!-- dependency -->")
        XCTAssertEqual(TemplateModelReference.missing(in: text), ["dependency"])
    }

    func testEveryKeyOfARecordIsInItsTable() throws {
        let text = try referenceText()
        for list in TemplateModel.all {
            let table = TemplateModelReference.table(list.title, lists: TemplateModel.all)
            XCTAssertTrue(text.contains(table), "no current table for \(list.title)")
            let kinds = TemplateModel.kindNames
            for entry in list.entries where !kinds.contains(entry.name) {
                XCTAssertTrue(
                    text.contains("| `\(entry.name)` | \(entry.kind.description) |"),
                    "\(list.title).\(entry.name)")
            }
        }
    }
}
