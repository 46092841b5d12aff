import Foundation
import XCTest

final class SeamDiagnosticsTests: XCTestCase {
    private var folder: TemporaryFolder!
    private let usage =
        "Usage: seam generate --source <path> ... --output <path> [options] (see seam --help)\n"

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
    }

    private func seam(_ arguments: String...) throws -> SeamProcess.Outcome {
        try SeamProcess.run(arguments, in: folder.url)
    }

    func testHelpListsEveryFlag() throws {
        let outcome = try seam("--help")
        XCTAssertEqual(outcome.status, 0)
        for flag in [
            "--source", "--reference-source", "--protocol", "--protocols-file", "--all",
            "--annotated", "--injector", "--module", "--output", "--output-file",
            "--output-folder", "--templates", "--import", "--testable-import", "--access-level",
            "--no-stub-types", "--nonisolated-nonsending",
            "--no-nonisolated-nonsending", "--no-subclassing", "--no-spies", "--check", "--dry-run",
            "--quiet",
            "--config", "--target", "--version",
        ] {
            XCTAssertTrue(
                outcome.output.contains(flag + " ") || outcome.output.contains(flag + "\n"), flag)
        }
    }

    func testVersionPrintsTheVersion() throws {
        let outcome = try seam("--version")
        XCTAssertEqual(outcome.output, "seam 0.1.0\n")
        XCTAssertEqual(outcome.status, 0)
    }

    func testBadFlagPrintsErrorAndUsage() throws {
        let outcome = try seam("generate", "--sorce", "Sources")
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(
            outcome.error, "error: unknown flag '--sorce'; did you mean '--source'?\n" + usage)
    }

    func testMissingSeamJSONIsAUsageError() throws {
        let outcome = try seam()
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            "error: no seam.json in the current folder or any parent (write one, or pass flags to "
                + "'seam generate')\n" + usage)
    }

    func testMissingConfigFileIsNamed() throws {
        let outcome = try seam("--config", "other/seam.json")
        XCTAssertEqual(outcome.status, 64)
        // A mistake in a file ends with its message: the usage line (issue 28) pointed at
        // the arguments, which were not what to fix.
        XCTAssertEqual(outcome.error, "other/seam.json: error: no such file\n")
    }

    func testUnknownConfigurationKeyNamesTheKeyAndTheFile() throws {
        try folder.write(#"{"targets": [{"sorces": ["Sources"]}]}"#, to: "seam.json")
        let outcome = try seam()
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            "seam.json: error: targets[0].sorces: unknown key; did you mean 'sources'?\n")
    }

    func testJSONSyntaxErrorNamesLineAndColumn() throws {
        try folder.write(
            "{\n  \"targets\": [\n    {\"sources\": [\"Sources\"],}\n  ]\n}\n", to: "seam.json")
        let outcome = try seam()
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            "seam.json:3:29: error: invalid JSON: a comma before '}' ends no member\n")
    }

    // Issue 28: a misspelled module was accepted without a word, and the fakes imported it.
    func testModuleThatNoSourceTargetIsNamedIsAWarning() throws {
        try folder.write(SampleSources.services, to: "Sources/Greeting/Services.swift")
        try folder.write(
            #"{"targets": [{"sources": ["Sources/Greeting"], "module": "Greting", "#
                + #""protocols": "all", "outputFile": "Fakes.swift"}]}"#,
            to: "seam.json")
        let outcome = try seam("--dry-run")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.error,
            "seam.json: warning: targets[0].module: the sources are in target 'Greeting', not "
                + "'Greting'; did you mean 'Greeting'?\n")

        let flags = try seam(
            "generate", "-s", "Sources/Greeting", "--module", "Other", "--all", "--dry-run", "-o",
            "F.swift")
        XCTAssertEqual(flags.status, 0)
        XCTAssertEqual(
            flags.error, "warning: '--module': the sources are in target 'Greeting', not 'Other'\n")
    }

    func testModuleOfSourcesOutsideSwiftPMsLayoutIsNotChecked() throws {
        try folder.write(SampleSources.services, to: "App/Services.swift")
        let outcome = try seam(
            "generate", "-s", "App", "--module", "App", "--all", "--dry-run", "-o", "F.swift")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.error, "")
    }

    func testUnknownProtocolIsNamed() throws {
        let outcome = try seam("generate", "-s", "Sources", "-p", "Clok", "-o", "F.swift")
        XCTAssertEqual(outcome.status, 65)
        XCTAssertTrue(outcome.error.hasPrefix("error: "), outcome.error)
        XCTAssertTrue(outcome.error.contains("Clok"), outcome.error)
        XCTAssertTrue(outcome.error.contains("Clock"), outcome.error)
        XCTAssertNil(folder.read("F.swift"))
    }

    func testSourceErrorIsPrintedWithItsLocation() throws {
        try folder.write("/// seam:fake\nprotocol Broken\n", to: "Sources/Broken.swift")
        let outcome = try seam("generate", "-s", "Sources", "-o", "Out")
        XCTAssertEqual(outcome.status, 65)
        let pattern = #"^Sources/Broken\.swift:[0-9]+:[0-9]+: error: "#
        let match = outcome.error.range(of: pattern, options: .regularExpression)
        XCTAssertNotNil(match, outcome.error)
        XCTAssertEqual(folder.list("."), ["Sources"])
    }

    func testForeignFileIsNeverOverwritten() throws {
        try folder.write("// hand-written\n", to: "Out/Clock.swift")
        let outcome = try seam("generate", "-s", "Sources", "-o", "Out")
        XCTAssertEqual(outcome.status, 73)
        XCTAssertTrue(outcome.error.contains("Out/Clock.swift"), outcome.error)
        XCTAssertEqual(folder.read("Out/Clock.swift"), "// hand-written\n")
        XCTAssertEqual(folder.list("Out"), ["Clock.swift"])
    }

    func testCheckPassesWhenOutputIsCurrent() throws {
        XCTAssertEqual(try seam("generate", "-s", "Sources", "-o", "Out").status, 0)
        let check = try seam("generate", "-s", "Sources", "-o", "Out", "--check")
        XCTAssertEqual(check.status, 0, check.error)
        XCTAssertEqual(check.output, "seam: Out: up to date\n")
        let quiet = try seam("generate", "-s", "Sources", "-o", "Out", "--check", "--quiet")
        XCTAssertEqual(quiet.status, 0, quiet.error)
        XCTAssertEqual(quiet.output, "")
        XCTAssertEqual(quiet.error, "")
    }

    func testCheckNamesStaleFilesAndWritesNothing() throws {
        XCTAssertEqual(try seam("generate", "-s", "Sources", "-o", "Out").status, 0)
        try folder.write("// Generated by seam, edited by hand\n", to: "Out/Clock.swift")
        try folder.write("/// seam:fake\nprotocol Extra {}\n", to: "Sources/Extra.swift")
        let outcome = try seam("generate", "-s", "Sources", "-o", "Out", "--check")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, "seam: Out: 2 stale\n")
        XCTAssertEqual(
            outcome.error,
            """
            Out/Clock.swift: error: stale: generating would change this file
            Out/Extra.swift: error: stale: generating would create this file

            """)
        XCTAssertEqual(folder.list("Out"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
        XCTAssertEqual(folder.read("Out/Clock.swift"), "// Generated by seam, edited by hand\n")
    }

    // Issue 25 §9: `"sources": []`, or a run that found no protocol, wrote a file without fakes
    // and said nothing.
    func testARunThatFindsNoProtocolWarnsAndEmptySourcesIsAnError() throws {
        try folder.write("protocol Unmarked { func run() }\n", to: "Other/Unmarked.swift")
        let unmarked = try seam("generate", "-s", "Other", "-o", "Fakes.swift")
        XCTAssertEqual(unmarked.status, 0)
        XCTAssertEqual(
            unmarked.error,
            "warning: nothing to fake: no protocol of the sources has 'seam:fake' in its doc "
                + "comment (mark one, or name the protocols to fake); 'Fakes.swift' gets no fakes\n"
        )

        try folder.write(
            #"{"targets": [{"sources": [], "outputFile": "Empty.swift"}]}"#, to: "seam.json")
        let empty = try seam()
        XCTAssertEqual(empty.status, 64)
        XCTAssertEqual(
            empty.error,
            "seam.json:1:26: error: targets[0].sources: expected at least one file or folder of "
                + "sources\n")
        XCTAssertNil(folder.read("Empty.swift"))
    }
}
