import Foundation
import XCTest

/// The command plugins' decisions, which their SwiftPM and Xcode entry points share.
final class CommandPlanTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/projects/App")

    private func arguments(_ verb: CommandPlan.Verb, _ arguments: [String]) -> [String] {
        CommandPlan(verb, arguments: arguments, rootFolder: root).arguments
    }

    func testSeamRunsOverTheRootSeamJSONInTheRootFolder() {
        let plan = CommandPlan(.write, arguments: [], rootFolder: root)
        XCTAssertEqual(plan.arguments, ["--config", "seam.json"])
        XCTAssertEqual(plan.workingFolder, root)
        XCTAssertEqual(
            arguments(.write, ["--dry-run", "-q"]), ["--config", "seam.json", "--dry-run", "-q"])
    }

    // Xcode passes `--target` for each target selected in its dialog, the app's too.
    func testSelectedTargetsBecomePluginTargets() {
        XCTAssertEqual(
            arguments(.write, ["--target", "App", "--target=AppTests", "--check"]),
            [
                "--config", "seam.json", "--plugin-target", "App", "--plugin-target", "AppTests",
                "--check",
            ])
    }

    func testGenerateIsPassedOnWithoutTheSelectedTargets() {
        XCTAssertEqual(
            arguments(.write, ["--target", "App", "generate", "-s", "Sources", "-o", "F.swift"]),
            ["generate", "-s", "Sources", "-o", "F.swift"])
    }

    // Issue 28: checking needed the write permission (seam-check is the command without it).
    func testCheckChecksUnlessItIsToldToPrint() {
        XCTAssertEqual(arguments(.check, []), ["--config", "seam.json", "--check"])
        XCTAssertEqual(arguments(.check, ["--dry-run"]), ["--config", "seam.json", "--dry-run"])
        XCTAssertEqual(
            arguments(.check, ["--check", "--target", "AppTests"]),
            ["--config", "seam.json", "--plugin-target", "AppTests", "--check"])
    }

    func testRunThrowsWhenSeamFails() throws {
        let plan = CommandPlan(.write, arguments: [], rootFolder: root)
        XCTAssertNoThrow(try plan.withFolder("/").run(seam: URL(fileURLWithPath: "/bin/true")))
        XCTAssertThrowsError(try plan.withFolder("/").run(seam: URL(fileURLWithPath: "/bin/false")))
        { error in
            XCTAssertEqual((error as? SeamPluginError)?.description, "seam exited with status 1")
        }
    }
}

extension CommandPlan {
    /// The plan, run in `folder` instead.
    fileprivate func withFolder(_ folder: String) -> CommandPlan {
        var plan = self
        plan.workingFolder = URL(fileURLWithPath: folder)
        return plan
    }
}
