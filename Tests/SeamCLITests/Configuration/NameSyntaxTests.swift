import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

/// Module, import, protocol and type names and default expressions, which the fakes print as
/// they are, are checked where they are given: `seam.json`, flags and protocol lists.
final class NameSyntaxTests: XCTestCase {
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

    private func message(_ text: String) -> String? {
        do {
            _ = try ConfigurationFile.decode(Data(text.utf8), path: "seam.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// The error for a target whose third line, after `sources` and `outputFile`, is `line`
    /// indented by four spaces: a value that starts at offset `n` of `line` is at column `n + 5`.
    private func message(atLine3 line: String) -> String? {
        message(
            #"{"targets": [{"# + "\n" + #"    "sources": ["S"], "outputFile": "F.swift","#
                + "\n    " + line + "\n}]}")
    }

    // Issue 25 §7: a module, import, injector, protocol or default from seam.json was written
    // into the fakes unchecked, so `"module": "M\nerror: x"` added lines of its own.
    func testNamesWrittenIntoTheFakesAreCheckedAtTheirValue() {
        XCTAssertEqual(
            message(atLine3: #""module": "M\nerror: x""#),
            #"seam.json:3:15: error: targets[0].module: 'M\nerror: x' is not a module name "#
                + "(expected a Swift identifier)")
        XCTAssertEqual(
            message(atLine3: #""module": "M; import Evil""#),
            "seam.json:3:15: error: targets[0].module: 'M; import Evil' is not a module name "
                + "(expected a Swift identifier)")
        XCTAssertEqual(
            message(atLine3: #""module": "Darwin.C""#),
            "seam.json:3:15: error: targets[0].module: 'Darwin.C' is not a module name "
                + "(expected a Swift identifier)")
        XCTAssertEqual(
            message(atLine3: #""imports": ["Foundation", "Foundation\n#error(\"x\")"]"#),
            #"seam.json:3:31: error: targets[0].imports[1]: 'Foundation\n#error("x")' is not a "#
                + "module name (expected a Swift identifier, or identifiers joined by dots for a "
                + "submodule)")
        XCTAssertEqual(
            message(atLine3: #""testableImports": ["App Tests"]"#),
            "seam.json:3:25: error: targets[0].testableImports[0]: 'App Tests' is not a module "
                + "name (expected a Swift identifier, or identifiers joined by dots for a "
                + "submodule)")
        XCTAssertEqual(
            message(atLine3: #""injector": "Injectable {}""#),
            "seam.json:3:17: error: targets[0].injector: 'Injectable {}' is not a protocol name "
                + "(expected a Swift identifier, or 'Outer.Inner' for a nested protocol)")
        XCTAssertEqual(
            message(atLine3: #""protocols": ["Clock", "Clock.Inner", "Clock {}"]"#),
            "seam.json:3:43: error: targets[0].protocols[2]: 'Clock {}' is not a protocol name "
                + "(expected a Swift identifier, or 'Outer.Inner' for a nested protocol)")
        XCTAssertEqual(
            message(atLine3: #""accessLevel": "public\nimport Evil""#),
            "seam.json:3:20: error: targets[0].accessLevel: expected one of: public, package, "
                + "internal")
    }

    // Issue 25 §7: a defaults key is a type name, checked at the key; its value is one line.
    func testDefaultsAreCheckedAtTheirKeyAndValue() {
        XCTAssertEqual(
            message(atLine3: #""defaults": {"Model\nx": "Model()"}"#),
            #"seam.json:3:18: error: targets[0].defaults.Model\nx: 'Model\nx' is not a type "#
                + "name (write it without generic arguments)")
        XCTAssertEqual(
            message(atLine3: #""defaults": {"Model": "Model()\u2028func evil() {}"}"#),
            "seam.json:3:27: error: targets[0].defaults.Model: the expression must be one line, "
                + "without control characters")
    }

    func testValidNamesAreAccepted() throws {
        let text =
            #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "module": "_App2", "#
            + #""imports": ["Darwin.C", "Émigré"], "injector": "Outer.Injectable", "#
            + #""protocols": ["Clock", "Outer.Inner"]}]}"#
        let file = try ConfigurationFile.decode(Data(text.utf8), path: "seam.json")
        XCTAssertEqual(file.targets[0].request.module, "_App2")
        XCTAssertEqual(file.targets[0].request.imports, ["Darwin.C", "Émigré"])
        XCTAssertEqual(file.targets[0].request.injector, "Outer.Injectable")
    }

    // Issue 25 §7: `--import $'Foundation\n#error("x")'` wrote a line of its own into the fakes.
    func testFlagNamesAreCheckedWithAOneLineUsageError() throws {
        let cases: [(flag: String, value: String, message: String)] = [
            (
                "--import", "Foundation\n#error(\"x\")",
                #"error: '--import': 'Foundation\n#error("x")' is not a module name (expected a "#
                    + "Swift identifier, or identifiers joined by dots for a submodule)"
            ),
            (
                "--testable-import", "App;",
                "error: '--testable-import': 'App;' is not a module "
                    + "name (expected a Swift identifier, or identifiers joined by dots for a "
                    + "submodule)"
            ),
            (
                "--module", "M; import Evil",
                "error: '--module': 'M; import Evil' is not a "
                    + "module name (expected a Swift identifier)"
            ),
            (
                "--injector", "Injectable\n}",
                #"error: '--injector': 'Injectable\n}' is not a "#
                    + "protocol name (expected a Swift identifier, or 'Outer.Inner' for a nested "
                    + "protocol)"
            ),
            (
                "-p", "Clock.",
                "error: '-p': 'Clock.' is not a protocol name (expected a Swift "
                    + "identifier, or 'Outer.Inner' for a nested protocol)"
            ),
        ]
        for (flag, value, message) in cases {
            let outcome = try seam("generate", "-s", "Sources", "-o", "Fakes.swift", flag, value)
            XCTAssertEqual(outcome.status, 64, flag)
            XCTAssertEqual(outcome.error, message + "\n" + usage, flag)
            XCTAssertNil(folder.read("Fakes.swift"), flag)
        }
    }

    // Issue 25 §7: `"module": "M\nerror: x"` in seam.json wrote a line of its own.
    func testSeamJSONNameErrorPointsAtTheValueAndWritesNothing() throws {
        try folder.write(
            """
            {"targets": [{
                "sources": ["Sources"], "outputFile": "Fakes.swift",
                "module": "M\\nerror: x"
            }]}
            """, to: "seam.json")
        let outcome = try seam()
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            #"seam.json:3:15: error: targets[0].module: 'M\nerror: x' is not a module name "#
                + "(expected a Swift identifier)\n")
        XCTAssertNil(folder.read("Fakes.swift"))
    }

    // Issue 25 §7: a protocol list's names are checked too, at their line.
    func testProtocolListNameErrorPointsAtItsLine() throws {
        try folder.write("Clock\n# a comment\n  Logger {}\n", to: "list.txt")
        let outcome = try seam(
            "generate", "-s", "Sources", "--protocols-file", "list.txt", "-o", "Fakes.swift")
        XCTAssertEqual(outcome.status, 65)
        XCTAssertEqual(
            outcome.error,
            "list.txt:3:3: error: 'Logger {}' is not a protocol name (expected a Swift "
                + "identifier, or 'Outer.Inner' for a nested protocol)\n")
        XCTAssertNil(folder.read("Fakes.swift"))
    }
}
