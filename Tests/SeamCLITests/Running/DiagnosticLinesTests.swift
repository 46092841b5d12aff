import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

/// Warnings and notes that many protocols raise for one cause print as one line per run, and
/// `--quiet` prints errors only (issue 26 §3: 3,000 protocols printed 3,000 lines of one
/// warning, with `-q` too).
final class DiagnosticLinesTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    private func seam(_ arguments: String...) throws -> SeamProcess.Outcome {
        try SeamProcess.run(arguments, in: folder.url)
    }

    /// `count` protocols, `Settings<first>`..., that are not class-bound, each with a settable
    /// property that a spy cannot forward.
    private func settings(_ first: Int, _ count: Int) -> String {
        (first..<first + count).map { "protocol Settings\($0) { var value: Int { get set } }\n" }
            .joined()
    }

    private let spyNote =
        "note: spies cannot forward sets of 5 members of protocols that are not class-bound, "
        + "since the real instance may be a value: once set, such a member reads from its stub "
        + "(make the protocol refine AnyObject to forward them, or leave spies out with "
        + "--no-spies or \"spies\": false): FakeSettings1.value, FakeSettings2.value, "
        + "FakeSettings3.value and 2 more\n"

    private func missing(_ name: String, of owner: String) -> Diagnostic {
        Diagnostic(
            .warning, "inherited protocol '\(name)' of '\(owner)' was not found",
            at: SourceLocation(file: "\(owner).swift", line: 1, column: 1)
        ).grouped(.inheritedProtocolNotFound, subject: "'\(name)' of '\(owner)'")
    }

    // Issue 26 §3: a warning that many protocols raise printed a line for each of them.
    func testACausePastItsLimitIsOneLineAtTheFirstsPlace() {
        let other = Diagnostic(.warning, "something else")
        let lines = DiagnosticLines.lines(
            [missing("A", of: "P1"), other] + (2...5).map { missing("A", of: "P\($0)") })
        XCTAssertEqual(
            lines,
            [
                "warning: 5 inherited protocols were not found in sources or reference sources; "
                    + "their requirements are not implemented: 'A' of 'P1', 'A' of 'P2', 'A' of "
                    + "'P3' and 2 more",
                "warning: something else",
            ])
    }

    func testACauseWithinItsLimitPrintsEachDiagnostic() {
        let three = (1...3).map { missing("A", of: "P\($0)") }
        XCTAssertEqual(DiagnosticLines.lines(three), three.map(\.description))
    }

    // Grouping is by the typed cause: the same text without one, or with another cause, is
    // never merged.
    func testDiagnosticsAreGroupedByCauseNotByText() {
        let text = Diagnostic(.warning, "same text")
        let ungrouped = Array(repeating: text, count: 5)
        XCTAssertEqual(DiagnosticLines.lines(ungrouped), ungrouped.map(\.description))
        let packs = (1...4).map { text.grouped(.parameterPack, subject: "f\($0)") }
        XCTAssertEqual(
            DiagnosticLines.lines(packs + [text.grouped(.classBound, subject: "C")]),
            [
                "warning: 4 members use a parameter pack: their fakes count their calls and "
                    + "forward them, but record no arguments and cannot be stubbed: f1, f2, f3 "
                    + "and 1 more",
                "warning: same text",
            ])
    }

    // Issue 26 §3: `seam` printed `spy ... cannot forward sets` for every member on every run.
    func testSpySetsAreOneNotePerRunAndQuietLeavesItOut() throws {
        try folder.write(settings(1, 5), to: "Other/Settings.swift")
        let outcome = try seam("generate", "-s", "Other", "--all", "-o", "Fakes.swift")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.error, spyNote)

        let quiet = try seam("generate", "-s", "Other", "--all", "-o", "Quiet.swift", "-q")
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.error, "")
        XCTAssertEqual(quiet.output, "")
        XCTAssertNotNil(folder.read("Quiet.swift"))

        let noSpies = try seam(
            "generate", "-s", "Other", "--all", "-o", "NoSpies.swift", "--no-spies")
        XCTAssertEqual(noSpies.error, "")
    }

    // Issue 26 §3: one run says it once, over all of its targets.
    func testOneNoteCoversEveryTargetOfTheRun() throws {
        try folder.write(settings(1, 3), to: "Other/A.swift")
        try folder.write(settings(4, 2), to: "Other/B.swift")
        try folder.write(
            #"{"targets": [{"sources": ["Other/A.swift"], "protocols": "all", "#
                + #""outputFile": "A.swift"}, {"sources": ["Other/B.swift"], "#
                + #""protocols": "all", "outputFile": "B.swift"}]}"#,
            to: "seam.json")
        let outcome = try seam()
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.error, spyNote)
    }

    // Issue 26 §3: `-q` silenced summary lines only; it now leaves errors alone and prints
    // nothing else.
    func testQuietPrintsErrorsOnly() throws {
        try folder.write("protocol Unmarked { func run() }\n", to: "Other/Unmarked.swift")
        let warned = try seam("generate", "-s", "Other", "-o", "Fakes.swift", "--quiet")
        XCTAssertEqual(warned.status, 0)
        XCTAssertEqual(warned.error, "")

        try folder.write(
            #"{"targets": [{"sources": [], "outputFile": "F.swift"}]}"#, to: "seam.json")
        let failed = try seam("-q")
        XCTAssertEqual(failed.status, 64)
        XCTAssertEqual(
            failed.error,
            "seam.json:1:26: error: targets[0].sources: expected at least one file or folder of "
                + "sources\n")
    }
}
