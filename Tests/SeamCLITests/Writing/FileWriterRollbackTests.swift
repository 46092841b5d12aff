import XCTest

@testable import SeamCLI
@testable import SeamGenerator

/// ``FileWriter/apply(_:)`` when a step fails: nothing of the plan may remain.
final class FileWriterRollbackTests: XCTestCase {
    private var root = ""
    private let writer = FileWriter()

    override func setUpWithError() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "FileWriterRollbackTests-\(UUID().uuidString)"
            ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: root)
    }

    private func path(_ relative: String) -> String { root + "/" + relative }

    private func generated(_ relative: String) -> GeneratedFile {
        GeneratedFile(path: path(relative), contents: "\(GeneratedHeader.marker) new \(relative)\n")
    }

    private func write(_ relative: String, _ contents: String) throws {
        try contents.write(toFile: path(relative), atomically: false, encoding: .utf8)
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    private func listing() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    }

    func testParentThatIsFileFailsBeforeAnythingIsWritten() throws {
        try write("blocker", "not a folder\n")
        let plan = WritePlan(changed: [
            generated("A.swift"), generated("blocker/B.swift"), generated("new/C.swift"),
        ])
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual(
                "\(error)",
                "error: cannot write '\(path("blocker/B.swift"))': '\(path("blocker"))' is not a folder"
            )
        }
        XCTAssertEqual(try listing(), ["blocker"])
    }

    func testFailedRenameRestoresReplacedFilesAndRemovesNewOnes() throws {
        let old = "\(GeneratedHeader.marker) old\n"
        try write("A.swift", old)
        try FileManager.default.createDirectory(
            atPath: path("B.swift/inner"), withIntermediateDirectories: true)
        try write("Orphan.swift", "\(GeneratedHeader.marker) orphan\n")
        // `B.swift` is a non-empty folder, so renaming over it fails after `A.swift` and
        // `New/C.swift` were replaced; the plan is stale on purpose.
        let plan = WritePlan(
            changed: [generated("A.swift"), generated("B.swift"), generated("New/C.swift")],
            removed: [path("Orphan.swift")]
        )
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual("\(error)", "error: cannot write '\(path("B.swift"))': Is a directory")
        }
        XCTAssertEqual(try read("A.swift"), old)
        XCTAssertEqual(try listing(), ["A.swift", "B.swift", "B.swift/inner", "Orphan.swift"])
    }

    func testFailedRemovalRestoresRemovedOrphansAndWrittenFiles() throws {
        try write("Gone.swift", "\(GeneratedHeader.marker) gone\n")
        try FileManager.default.createDirectory(
            atPath: path("Folder.swift"), withIntermediateDirectories: false)
        // Removing `Folder.swift` fails after `A.swift` was written and `Gone.swift` removed.
        let plan = WritePlan(
            changed: [generated("A.swift")], removed: [path("Gone.swift"), path("Folder.swift")])
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual(
                "\(error)", "error: cannot remove '\(path("Folder.swift"))': it is a folder")
        }
        XCTAssertEqual(try read("Gone.swift"), "\(GeneratedHeader.marker) gone\n")
        XCTAssertEqual(try listing(), ["Folder.swift", "Gone.swift"])
    }

    func testSuccessfulApplyLeavesNoTemporaries() throws {
        let plan = try writer.plan(
            [generated("out/A.swift"), generated("out/B.swift")], output: .folder(path("out")))
        try writer.apply(plan)
        XCTAssertEqual(try listing(), ["out", "out/A.swift", "out/B.swift"])
        XCTAssertEqual(
            try writer.plan(
                [generated("out/A.swift"), generated("out/B.swift")], output: .folder(path("out"))),
            WritePlan(unchanged: [path("out/A.swift"), path("out/B.swift")]))
    }
}
