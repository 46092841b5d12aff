import Foundation
import XCTest

/// A path that is not valid UTF-8, in the arguments or in `seam.json`, is rejected: decoding
/// it replaced its bytes with U+FFFD, and `seam` wrote to another path.
final class NonUTF8PathTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
    }

    /// Runs `seam` with `arguments`, in which `\0377` stands for the byte 0xFF, through `sh`:
    /// `Process` takes arguments as strings, which are always UTF-8.
    private func seam(_ arguments: [String]) throws -> SeamProcess.Outcome {
        let script =
            "exec \"$0\" " + arguments.map { "\"$(printf '%b' '\($0)')\"" }.joined(separator: " ")
        return try SeamProcess.run(
            ["-c", script, SeamProcess.executable.path], in: folder.url,
            seam: URL(fileURLWithPath: "/bin/sh"))
    }

    // Issue 25 §13: `-o 'Out/\xFF.swift'` wrote `Out/\u{FFFD}.swift`.
    func testAnArgumentThatIsNotUTF8IsAUsageError() throws {
        let outcome = try seam(["generate", "-s", "Sources", "-o", "Out/\\0377.swift"])
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            "error: argument 5, 'Out/\u{FFFD}.swift', is not valid UTF-8 (seam reads and writes "
                + "paths as UTF-8: rename the file or folder)\n"
                + "Usage: seam generate --source <path> ... --output <path> [options] "
                + "(see seam --help)\n")
        XCTAssertEqual(folder.list("."), ["Sources"])
    }

    // Issue 25 §13: `"outputFile": "Out/\xFF.swift"` in seam.json wrote `Out/\u{FFFD}.swift`.
    func testAStringInSeamJSONThatIsNotUTF8IsAnError() throws {
        let json =
            Data(#"{"targets": [{"sources": ["Sources"], "outputFile": "Out/"#.utf8)
            + Data([0xFF]) + Data(#".swift"}]}"#.utf8)
        try json.write(to: folder.url.appendingPathComponent("seam.json"))
        let outcome = try SeamProcess.run([], in: folder.url)
        XCTAssertEqual(outcome.status, 64)
        XCTAssertEqual(
            outcome.error,
            "seam.json:1:53: error: invalid JSON: a string is not valid UTF-8 (seam reads and "
                + "writes paths as UTF-8)\n")
        XCTAssertEqual(folder.list("."), ["Sources", "seam.json"])
    }

    // Issue 25 §8: the protocols of a file under a folder whose name is not valid UTF-8 were
    // left out without a word (the walk named the folder with U+FFFD, which did not exist).
    // SwiftPM leaves such a file out of the module too: a warning at it, and the run goes on.
    func testASourceUnderAFolderThatIsNotUTF8IsLeftOutWithAWarningAtItsPath() throws {
        let make =
            "mkdir \"$(printf 'Sources/Bad\\377')\" && printf 'protocol Timer { func now() -> Int }\\n'"
            + " > \"$(printf 'Sources/Bad\\377/Timer.swift')\" && exec \"$0\" \"$@\""
        let outcome = try SeamProcess.run(
            [
                "-c", make, SeamProcess.executable.path, "generate", "-s", "Sources", "-o",
                "Out.swift", "--all",
            ],
            in: folder.url, seam: URL(fileURLWithPath: "/bin/sh"))
        _ = try SeamProcess.run(
            ["-c", "rm -rf Sources"], in: folder.url, seam: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.error,
            "Sources/Bad\\xFF/Timer.swift:1:1: warning: file left out: its path is not valid UTF-8, "
                + "which seam cannot name and SwiftPM does not build; rename the file or folder\n")
        XCTAssertEqual(folder.list("."), ["Out.swift"])
        XCTAssertFalse(folder.read("Out.swift")?.contains("FakeTimer") ?? true)
    }
}
