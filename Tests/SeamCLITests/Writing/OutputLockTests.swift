import XCTest

@testable import SeamCLI
@testable import SeamGenerator

/// ``OutputLock``: which folders a run locks, and that a second holder waits. (Two processes
/// contending: `ConcurrentWriteTests` and `OverlappingOutputTests` in the CLI's tests.)
final class OutputLockTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "OutputLockTests-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(
            atPath: folder + "/Out/Sub", withIntermediateDirectories: true)
        // The folders are named by their real paths, so compare with the real root.
        let real = try XCTUnwrap(realpath(folder, nil))
        defer { free(real) }
        root = String(cString: real)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: root)
    }

    /// The folders locked for `outputs`, below the root, `X` for exclusive.
    private func locked(_ outputs: [(String, Bool)]) -> [String] {
        OutputLock.folders(for: outputs.map { (root + "/" + $0.0, $0.1) })
            .filter { $0.path.hasPrefix(root) }
            .map { String($0.path.dropFirst(root.count)) + ($0.isExclusive ? " X" : "") }
    }

    func testAnOutputLocksItsFolderExclusivelyAndTheFoldersAboveShared() {
        XCTAssertEqual(locked([("Out", true)]), ["", "/Out X"])
        XCTAssertEqual(locked([("Out/X.swift", false)]), ["", "/Out X"])
        XCTAssertEqual(locked([("Out/Sub", true), ("Out", true)]), ["", "/Out X", "/Out/Sub X"])
        // Every folder above is locked too: the root's own parents come first.
        let all = OutputLock.folders(for: [(root + "/Out", true)]).map(\.path)
        XCTAssertEqual(all.first, "/")
        XCTAssertEqual(all, all.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    func testAnOutputThatDoesNotExistLocksTheNearestFolderAboveThatDoes() {
        XCTAssertEqual(locked([("New/Deeper", true)]), [" X"])
        XCTAssertEqual(locked([("Out/New/X.swift", false)]), ["", "/Out X"])
    }

    func testEverySpellingOfAnOutputLocksOneFolder() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Link", withDestinationPath: root + "/Out")
        XCTAssertEqual(locked([("Link", true), ("./Out/../Out", true)]), ["", "/Out X"])
    }

    // Two names that differ only in Unicode normalization are two folders on Linux: both are
    // locked (a `String` key would take them for one).
    func testFoldersDifferingOnlyInNormalizationAreBothLocked() throws {
        for name in ["Caf\u{e9}", "Cafe\u{301}"] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + name, withIntermediateDirectories: true)
        }
        XCTAssertEqual(locked([("Caf\u{e9}", true), ("Cafe\u{301}", true)]).count, 3)
    }

    func testASecondHolderWaitsThenFails() throws {
        let first = try OutputLock.acquire([(root + "/Out", true)], timeout: 0) { _, _ in }
        var waitedFor: [String] = []
        XCTAssertThrowsError(
            try OutputLock.acquire([(root + "/Out/Sub", true)], timeout: 0.05) { _, folder in
                waitedFor.append(folder)
            }
        ) { error in
            XCTAssertEqual(
                error as? OutputLock.Failure,
                .held(output: root + "/Out/Sub", folder: root + "/Out", by: nil))
        }
        XCTAssertEqual(waitedFor, [root + "/Out"])
        first.release()
        let second = try OutputLock.acquire([(root + "/Out/Sub", true)], timeout: 0) { _, _ in }
        second.release()
    }

    func testOutputsSideBySideDoNotWait() throws {
        try FileManager.default.createDirectory(
            atPath: root + "/Out/Other", withIntermediateDirectories: true)
        let first = try OutputLock.acquire([(root + "/Out/Sub", true)], timeout: 0) { _, _ in }
        let second = try OutputLock.acquire([(root + "/Out/Other", true)], timeout: 0) { _, _ in }
        first.release()
        second.release()
    }
}
