import SeamGenerator
import XCTest

@testable import SeamCLI

final class ArgumentParserTests: XCTestCase {
    private func settings(
        _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Target {
        guard case .run(let options) = try ArgumentParser.parse(arguments),
            let target = options.target
        else {
            XCTFail("expected a generate run", file: file, line: line)
            return Target(request: GenerationRequest(sources: [], output: .file("")))
        }
        return target
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
        XCTAssertEqual(try ArgumentParser.parse([]), .run(RunOptions()))
    }

    func testConfigAndRepeatedTargets() throws {
        let invocation = try ArgumentParser.parse(["-c", "a/seam.json", "--target=A", "-t", "B"])
        var expected = RunOptions()
        expected.configPath = "a/seam.json"
        expected.targetNames = ["A", "B"]
        XCTAssertEqual(invocation, .run(expected))
    }

    func testGenerateReadsEveryTargetFlag() throws {
        let parsed = try settings([
            "generate", "--source", "A", "-s=B", "-r", "R", "--reference-source=S",
            "--protocol", "P", "-p", "Outer.Inner", "--protocols-file", "list.txt",
            "--injector", "Injectable", "--module", "App", "--output-folder", "Fakes",
            "--templates", "T", "--import", "Foundation", "--testable-import", "App",
            "--access-level", "public", "--no-stub-types", "--nonisolated-nonsending",
            "--no-subclassing", "--no-spies",
        ])
        var request = GenerationRequest(
            sources: ["A", "B"], referenceSources: ["R", "S"],
            selection: .names(["P", "Outer.Inner"]), injector: "Injectable",
            output: .folder("Fakes"), templates: "T", imports: ["Foundation"],
            testableImports: ["App"], accessLevel: .public, module: "App")
        request.writesStubTypes = false
        request.nonisolatedNonsending = true
        request.subclassesFakes = false
        request.makesSpies = false
        let expected = Target(request: request, protocolsFiles: ["list.txt"])
        XCTAssertEqual(parsed, expected)
    }

    func testOutputEndingInSwiftIsAFile() throws {
        let file = try settings(["generate", "-s", "A", "-o", "F.swift"])
        XCTAssertEqual(file.request.output, .file("F.swift"))
        let folder = try settings(["generate", "-s", "A", "-o", "F"])
        XCTAssertEqual(folder.request.output, .folder("F"))
    }

    func testSelectionDefaultsToAnnotatedAndAcceptsAll() throws {
        let plain = try settings(["generate", "-s", "A", "-o", "F"])
        XCTAssertEqual(plain.request.selection, .annotated)
        let all = try settings(["generate", "-s", "A", "-o", "F", "--all"])
        XCTAssertEqual(all.request.selection, .all)
    }

    func testArgumentsAfterDoubleDashAreSources() throws {
        let parsed = try settings(["generate", "-o", "F", "A.swift", "--", "--odd.swift", "-s"])
        XCTAssertEqual(parsed.request.sources, ["A.swift", "--odd.swift", "-s"])
    }

    func testRunFlagsAreRead() throws {
        guard
            case .run(let options) = try ArgumentParser.parse(
                ["--dry-run", "-q", "--no-cache", "--cache-dir", "C", "--output-file", "F.swift"])
        else { return XCTFail("expected a run") }
        XCTAssertEqual(options.isDryRun, true)
        XCTAssertEqual(options.isQuiet, true)
        XCTAssertEqual(options.outputOverride, .file("F.swift"))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--help"]), .help)
        XCTAssertEqual(try ArgumentParser.parse(["generate", "-h"]), .help)
        XCTAssertEqual(try ArgumentParser.parse(["--version"]), .version)
    }

    func testMistakesAreNamed() {
        XCTAssertEqual(
            message(["--sorce", "A"]), "error: unknown flag '--sorce'; did you mean '--source'?")
        XCTAssertEqual(message(["--frobnicate"]), "error: unknown flag '--frobnicate'")
        XCTAssertEqual(message(["generate", "-s"]), "error: missing value for '--source'")
        // Bug: `-o ''` (an unset shell variable) wrote the fakes into the file-system root.
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", ""]), "error: empty value for '--output'")
        XCTAssertEqual(
            message(["generate", "-s", "A", "--output-folder="]),
            "error: empty value for '--output-folder'")
        XCTAssertEqual(message(["--cache-dir", ""]), "error: empty value for '--cache-dir'")
        XCTAssertEqual(message(["--check=yes"]), "error: '--check' takes no value")
        XCTAssertEqual(
            message(["A"]),
            "error: unexpected argument 'A' (source paths go after 'seam generate')")
        XCTAssertEqual(
            message(["generate", "-o", "F"]),
            "error: missing '--source' (a file or folder of Swift sources)")
        XCTAssertEqual(
            message(["generate", "-s", "A"]),
            "error: missing '--output' (a file ending in .swift, or a folder)")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--access-level", "open"]),
            "error: '--access-level': 'open' is not one of: public, package, internal")
        // Bug: a bad value was not quoted, so the message did not show what was wrong.
        for value in ["abc", "-1", "nan", "inf", "1e999"] {
            XCTAssertEqual(
                message(["--lock-timeout", value]),
                "error: '--lock-timeout': '\(value)' is not a number of seconds (0 or more)")
        }
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--lock-timeout=2x"]),
            "error: '--lock-timeout': '2x' is not a number of seconds (0 or more)")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--all", "-p", "P"]),
            "error: '--all' cannot be combined with '--protocol'/'--protocols-file'")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--output-file", "G.swift"]),
            "error: '--output-file' repeats the output; give only one")
        XCTAssertEqual(
            message(["--check", "--dry-run"]),
            "error: '--check' and '--dry-run' cannot be used together")
        XCTAssertEqual(
            message(["--source", "A"]),
            "error: '--source' needs 'seam generate' (or put it in seam.json)")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--all", "--annotated"]),
            "error: '--all' cannot be combined with '--annotated'")
        XCTAssertEqual(
            message(["-o", "F", "--output-folder", "G"]),
            "error: '--output-folder' repeats the output; give only one")
        XCTAssertEqual(
            message(["generate", "--config", "x"]),
            "error: '--config' cannot be used with 'generate'")
    }

    // Issue 27, 1: a default for an app's own type, checked before it is written into fakes.
    func testDefaultFlagsGiveDefaultValuesAndABadOneIsAnError() throws {
        let target = try settings([
            "generate", "-s", "A", "-o", "F", "--default", "Episode=Episode(title: \"a=b\")",
            "--default", "Feed.Entry = .placeholder",
        ])
        XCTAssertEqual(
            target.request.defaultValues,
            ["Episode": "Episode(title: \"a=b\")", "Feed.Entry": ".placeholder"])
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--default", "Episode"]),
            "error: '--default': the expression is empty (expected '<Type>=<expression>')")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--default", "Box<Int>=Box()"]),
            "error: '--default': 'Box<Int>' is not a type name (write it without generic "
                + "arguments) (expected '<Type>=<expression>')")
        XCTAssertEqual(
            message(["generate", "-s", "A", "-o", "F", "--default", "A=x\n#error(\"y\")"]),
            "error: '--default': the expression must be one line, without control characters "
                + "(expected '<Type>=<expression>')")
    }
}
