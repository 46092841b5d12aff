import Foundation
import XCTest

@testable import SeamGenerator

/// The table of inherited standard-library protocols in `SupportedSyntax.md` against the
/// declarations the generator uses.
final class StandardLibraryProtocolsTests: XCTestCase {
    /// Every standard protocol the generator knows is in the table, and those whose
    /// requirements a fake does not write are in its "No fake" row (issue 29, 3).
    func testTheDocsTableListsEveryStandardProtocol() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SeamGenerator/SeamGenerator.docc/SupportedSyntax.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try XCTUnwrap(
            text.components(separatedBy: "### Inherited standard-library protocols").last?
                .components(separatedBy: "\n### ").first)
        let table = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let unwrittenRow = try XCTUnwrap(table.first { $0.contains("No fake: their requirements") })
        for name in UnwrittenStandardProtocols.names {
            XCTAssertTrue(unwrittenRow.contains("`\(name)`"), name)
        }
        let written =
            Set(KnownStandardProtocol.allCases.map(\.rawValue))
            .union(StandardLibraryProtocols.parsed.protocols.map(\.name))
        for name in written {
            XCTAssertTrue(table.contains { $0.contains("`\(name)`") }, name)
            XCTAssertFalse(unwrittenRow.contains("`\(name)`"), name)
        }
    }
}
