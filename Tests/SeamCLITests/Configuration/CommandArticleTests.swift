import Foundation
import XCTest

@testable import SeamCLI

/// The `seam` command's DocC article lists exactly the `seam.json` keys of the setting table and
/// the exit codes of ``ExitCode`` (`.ci/docs` checks its flags against `seam --help` the same
/// way).
final class CommandArticleTests: XCTestCase {
    /// The article's text.
    private func article() throws -> String {
        // This file is <repo>/Tests/SeamCLITests/Configuration/CommandArticleTests.swift.
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/SeamCLI/SeamCLI.docc/SeamCommand.md")
        return try String(contentsOf: article, encoding: .utf8)
    }

    func testArticleListsEveryExitCodeOnce() throws {
        // Rows of the exit code table: "| 64 | usage error ...".
        let codes = try article().split(separator: "\n").compactMap { line -> Int32? in
            guard line.hasPrefix("| ") else { return nil }
            return Int32(line.dropFirst(2).prefix { $0 != " " })
        }
        XCTAssertEqual(codes, ExitCode.allCases.map(\.rawValue))
    }

    func testArticleListsEverySeamJSONKeyOnce() throws {
        let text = try article()
        // Rows of the key table: "| `sources` | [string] | ...", a key without dashes.
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), !line.hasPrefix("| `-") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        XCTAssertEqual(keys, TargetSetting.keys)
    }
}
