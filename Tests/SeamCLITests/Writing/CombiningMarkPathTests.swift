import Foundation
import XCTest

/// Output paths whose parts start with a combining mark, which makes the `/` before the mark
/// and the mark one `Character`: `seam` still writes inside the named folder, and only there.
final class CombiningMarkPathTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
    }

    private func generate(into output: String) throws {
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources", "-o", output], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.error)
    }

    /// The hidden entries beside the test's folder named after it (where a lock file of a
    /// path split in the wrong place went).
    private func debrisBesideTheFolder() throws -> [String] {
        let parent = folder.url.deletingLastPathComponent()
        let name = folder.url.lastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: parent.path)
            .filter { $0.hasPrefix(".") && $0.contains(name) }
    }

    // Bug: the lock file of `\u{301}Out` went to a new folder `.seam-cli-…` beside the
    // current one, named after the current folder.
    func testAFolderStartingWithACombiningMarkGetsTheFakesAndNoLockFile() throws {
        try generate(into: "Reference")
        try generate(into: "\u{301}Out")
        XCTAssertFalse(folder.list("Reference").isEmpty)
        XCTAssertEqual(folder.list("\u{301}Out"), folder.list("Reference"))
        XCTAssertEqual(folder.list("."), ["Reference", "Sources", "\u{301}Out"])
        XCTAssertEqual(try debrisBesideTheFolder(), [])
        let check = try SeamProcess.run(
            ["generate", "-s", "Sources", "-o", "\u{301}Out", "--check"], in: folder.url)
        XCTAssertEqual(check.status, 0, check.error)
    }

    func testANestedFolderStartingWithACombiningMarkGetsTheFakesAndNoLockFile() throws {
        try generate(into: "Reference")
        try generate(into: "Gen/\u{301}Out")
        XCTAssertEqual(folder.list("Gen/\u{301}Out"), folder.list("Reference"))
        XCTAssertEqual(folder.list("Gen"), ["\u{301}Out"])
        XCTAssertEqual(folder.list("."), ["Gen", "Reference", "Sources"])
        XCTAssertEqual(try debrisBesideTheFolder(), [])
    }
}
