import Foundation
import XCTest

@testable import SeamCLI

/// The `seam` command's DocC article lists exactly the `seam.json` keys of the setting table
/// (`.ci/docs` checks its flags against `seam --help` the same way).
final class CommandArticleTests: XCTestCase {
    func testArticleListsEverySeamJSONKeyOnce() throws {
        // This file is <repo>/Tests/SeamCLITests/CommandArticleTests.swift.
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SeamGenerator/SeamGenerator.docc/SeamCommand.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        // Rows of the key table: "| `sources` | [string] | ...", a key without dashes.
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), !line.hasPrefix("| `-") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        XCTAssertEqual(keys, TargetSetting.keys)
    }
}
