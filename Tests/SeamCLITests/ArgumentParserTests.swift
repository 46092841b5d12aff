@testable import SeamCLI
import XCTest

final class ArgumentParserTests: XCTestCase {
    private func settings(
        _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> TargetSettings {
        guard case .run(let options) = try ArgumentParser.parse(arguments),
            case .flags(let settings) = options.source
        else {
            XCTFail("expected a generate run", file: file, line: line)
            return TargetSettings()
        }
        return settings
    }

    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try ArgumentParser.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    func testNoArgumentsReadsSeamJSON() throws {
        let expected = RunOptions(source: .configuration(path: "seam.json", targets: []))
        XCTAssertEqual(try ArgumentParser.parse([]), .run(expected))
    }

    func testConfigAndRepeatedTargets() throws {
        let invocation = try ArgumentParser.parse(["-c", "a/seam.json", "--target=A", "-t", "B"])
        let expected = RunOptions(source: .configuration(path: "a/seam.json", targets: ["A", "B"]))
        XCTAssertEqual(invocation, .run(expected))
    }

    func testGenerateReadsEveryTargetFlag() throws {
        let parsed = try settings([
            "generate", "--source", "A", "-s=B", "-r", "R", "--reference-source=S",
            "--protocol", "P", "-p", "Outer.Inner", "--protocols-file", "list.txt",
            "--injector", "Injectable", "--module", "App", "--output-folder", "Fakes",
            "--templates", "T", "--import", "Foundation", "--testable-import", "App",
            "--access-level", "public", "--no-stub-types", "--nonisolated-nonsending", "--no-subclassing",
            "--no-spies",
        ])
        var expected = TargetSettings()
        expected.sources = ["A", "B"]
        expected.referenceSources = ["R", "S"]
        expected.selection = .listed(names: ["P", "Outer.Inner"], files: ["list.txt"])
        expected.injector = "Injectable"
        expected.module = "App"
        expected.output = .folder("Fakes")
        expected.templates = "T"
        expected.imports = ["Foundation"]
        expected.testableImports = ["App"]
        expected.accessLevel = "public"
        expected.writesStubTypes = false
        expected.nonisolatedNonsending = true
        expected.subclassesFakes = false
        expected.makesSpies = false
        XCTAssertEqual(parsed, expected)
    }

    func testOutputEndingInSwiftIsAFile() throws {
        let file = try settings(["generate", "-s", "A", "-o", "F.swift"])
        XCTAssertEqual(file.output, .file("F.swift"))
        XCTAssertEqual(try settings(["generate", "-s", "A", "-o", "F"]).output, .folder("F"))
    }

    func testSelectionDefaultsToAnnotatedAndAcceptsAll() throws {
        XCTAssertEqual(try settings(["generate", "-s", "A", "-o", "F"]).selection, .annotated)
        XCTAssertEqual(try settings(["generate", "-s", "A", "-o", "F", "--all"]).selection, .all)
    }

    func testArgumentsAfterDoubleDashAreSources() throws {
        let parsed = try settings(["generate", "-o", "F", "A.swift", "--", "--odd.swift", "-s"])
        XCTAssertEqual(parsed.sources, ["A.swift", "--odd.swift", "-s"])
    }

    func testRunFlagsAreRead() throws {
        guard case .run(let options) = try ArgumentParser.parse(
            ["--dry-run", "-q", "--no-cache", "--cache-dir", "C", "--output-file", "F.swift"])
        else { return XCTFail("expected a run") }
        XCTAssertEqual(options.isDryRun, true)
        XCTAssertEqual(options.isQuiet, true)
        XCTAssertEqual(options.isCacheDisabled, true)
        XCTAssertEqual(options.cacheDirectory, "C")
        XCTAssertEqual(options.outputOverride, .file("F.swift"))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--help"]), .help)
        XCTAssertEqual(try ArgumentParser.parse(["generate", "-h"]), .help)
        XCTAssertEqual(try ArgumentParser.parse(["--version"]), .version)
    }

    func testMistakesAreNamed() {
        XCTAssertEqual(message(["--sorce", "A"]), "error: unknown flag '--sorce'")
        XCTAssertEqual(message(["generate", "-s"]), "error: missing value for '--source'")
        XCTAssertEqual(message(["--check=yes"]), "error: '--check' takes no value")
        XCTAssertEqual(message(["A"]),
            "error: unexpected argument 'A' (source paths go after 'seam generate')")
        XCTAssertEqual(message(["generate", "-o", "F"]),
            "error: missing '--source' (a file or folder of Swift sources)")
        XCTAssertEqual(message(["generate", "-s", "A"]),
            "error: missing '--output' (a file ending in .swift, or a folder)")
        XCTAssertEqual(message(["generate", "-s", "A", "-o", "F", "--access-level", "open"]),
            "error: '--access-level' must be one of: public, package, internal")
        XCTAssertEqual(message(["generate", "-s", "A", "-o", "F", "--all", "-p", "P"]),
            "error: '--all' cannot be combined with '--protocol'/'--protocols-file'")
        XCTAssertEqual(message(["generate", "-s", "A", "-o", "F", "--output-file", "G.swift"]),
            "error: '--output-file' repeats the output; give only one")
        XCTAssertEqual(message(["--check", "--dry-run"]),
            "error: '--check' and '--dry-run' cannot be used together")
        XCTAssertEqual(message(["--source", "A"]),
            "error: '--source' needs 'seam generate' (or put it in seam.json)")
        XCTAssertEqual(message(["generate", "--config", "x"]),
            "error: '--config' cannot be used with 'generate'")
    }
}
