import Foundation
import XCTest

@testable import SeamGenerator

/// Issue 18 under Swift Testing: each mistake a test makes with a fake is an issue recorded
/// for that test, with the message the XCTest run shows, and the tests after it still run.
extension FakeCompilationTests {
    func testStubMistakesAreIssuesOfTheirSwiftTestingTestAndTheRunGoesOn() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = try build(
            in: folder, main: "Failures.testing.main.txt", executable: "failures-testing")
        let issues = Self.stubMistakes
        let run = try Self.run(runner, ["--testing-library", "swift-testing", "--no-parallel"])
        let lines = (run.output + run.error).split(separator: "\n").map(String.init)
        XCTAssertEqual(run.status, 1, lines.joined(separator: "\n"))
        for issue in issues {
            // `✘ Test name() recorded an issue at <fake's file>:line:col: Issue recorded`,
            // then `↳ message`: the issue is the test's, at the fake's line (not main.swift's).
            let atTheTest = Self.mistakesAtTheTest.contains(issue.test)
            let recorded = lines.firstIndex {
                $0.contains("Test \(issue.test)() recorded an issue at ")
                    && $0.contains("main.swift") == atTheTest
            }
            let comment = recorded.flatMap { lines.dropFirst($0 + 1).first }
            XCTAssertTrue(
                comment?.hasSuffix("↳ \(issue.message)") == true,
                "\(issue.test): \(lines.joined(separator: "\n"))")
        }
        XCTAssertTrue(lines.contains("strict route: false"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("inout kept: 1"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("apiKey: ''"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("the run went on"), lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains { $0.contains("Test zRunsAfterTheMistakes() passed") },
            lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains {
                $0.contains("Test run with 10 tests") && $0.contains("with 9 issues")
            },
            lines.joined(separator: "\n"))
    }
}
