import XCTest

@testable import SeamGenerator

/// ``OutputLock``'s file: one per real output, beside it, and gone after release with the
/// folders made for it. (Two processes contending for it: `ConcurrentWriteTests` and
/// `OverlappingOutputTests` in the CLI's tests, since a process never conflicts with its own
/// POSIX locks.)
final class OutputLockTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "OutputLockTests-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(
            atPath: folder + "/real", withIntermediateDirectories: true)
        // The lock file is named from the real path, so compare with the real root.
        let real = try XCTUnwrap(realpath(folder, nil))
        defer { free(real) }
        root = String(cString: real)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: root)
    }

    private func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    func testEverySpellingOfAnOutputNamesOneLockFileBesideIt() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link", withDestinationPath: root + "/real")
        let expected = root + "/real/.Out.seam-lock"
        XCTAssertEqual(OutputLock.file(for: root + "/real/Out"), expected)
        XCTAssertEqual(OutputLock.file(for: root + "/real/./x/../Out/"), expected)
        XCTAssertEqual(OutputLock.file(for: root + "/link/Out"), expected)
        // An output that is itself a link to a folder: beside the folder it names.
        XCTAssertEqual(OutputLock.file(for: root + "/link"), root + "/.real.seam-lock")
        XCTAssertEqual(
            OutputLock.file(for: root + "/link/Fakes.swift"), root + "/real/.Fakes.swift.seam-lock")
        XCTAssertEqual(
            OutputLock.file(for: root + "/link/missing/Out"), root + "/real/missing/.Out.seam-lock")
    }

    // Bug: the path was normalized as text before `realpath`, so `link/..` went up from the
    // link's own folder, not from the folder it names: two lock files for one output.
    func testDotDotAfterALinkGoesUpFromTheFolderItNames() throws {
        try FileManager.default.createDirectory(
            atPath: root + "/real/inner", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link", withDestinationPath: root + "/real/inner")
        let expected = root + "/real/.Out.seam-lock"
        XCTAssertEqual(OutputLock.file(for: root + "/real/Out"), expected)
        XCTAssertEqual(OutputLock.file(for: root + "/link/../Out"), expected)
        XCTAssertEqual(OutputLock.file(for: root + "/link/../missing/../Out/"), expected)
        // `..` after a missing folder goes up as text, then the link it reaches is resolved.
        XCTAssertEqual(
            OutputLock.file(for: root + "/missing/../link/Out"), root + "/real/inner/.Out.seam-lock"
        )
    }

    func testTheLockFilesOfOverlappingOutputsAreThoseAboveAndInside() throws {
        let manager = FileManager.default
        for folder in ["real/Out/Sub/Deeper", "real/Out/.hidden", "real/Out/.build", "other"] {
            try manager.createDirectory(
                atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try manager.createSymbolicLink(
            atPath: root + "/real/Out/link", withDestinationPath: root + "/other")
        let locks = [
            "/.real.seam-lock", "/real/.Out.seam-lock", "/real/Out/.X.swift.seam-lock",
            "/real/Out/Sub/Deeper/.Y.swift.seam-lock", "/real/Out/.hidden/.Z.seam-lock",
            // Not looked for: beside it, through a link, not a lock file, under `.build`.
            "/real/.Outer.seam-lock", "/other/.W.seam-lock", "/real/Out/Sub/W.seam-lock",
            "/real/Out/.build/.V.seam-lock",
        ]
        for lock in locks { XCTAssertTrue(manager.createFile(atPath: root + lock, contents: nil)) }
        XCTAssertEqual(
            OutputLock.overlappingFiles(ofRealPath: root + "/real/Out"),
            [
                ".real.seam-lock", "real/Out/.X.swift.seam-lock", "real/Out/.hidden/.Z.seam-lock",
                "real/Out/Sub/Deeper/.Y.swift.seam-lock",
            ].map { root + "/" + $0 })
        XCTAssertEqual(
            OutputLock.overlappingFiles(ofRealPath: root + "/real/Out/Sub/Deeper/Y.swift"),
            [".real.seam-lock", "real/.Out.seam-lock"].map { root + "/" + $0 })
    }

    /// A lock file's name is `.`, the output's name and `.seam-lock` joined byte by byte, so it
    /// is found, and its output named, by its bytes: an output name that ends with a mark that
    /// joins the next character (U+0600) into one `Character` does not hide its lock file.
    func testTheLockFileOfAnOutputWhoseNameEndsWithAJoiningMarkIsFound() throws {
        let out = root + "/real/Out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let file = OutputLock.file(forRealPath: out + "/X\u{600}")
        XCTAssertEqual(file, out + "/.X\u{600}.seam-lock")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: nil))
        XCTAssertEqual(OutputLock.overlappingFiles(ofRealPath: out), [file])
        XCTAssertEqual(OutputLock.output(ofLockFile: file), out + "/X\u{600}")
    }

    func testReleaseDeletesTheFileAndTheFoldersMadeForIt() throws {
        let file = root + "/new/deeper/.Out.seam-lock"
        let lock = try XCTUnwrap(
            try OutputLock.acquire(file, mode: .exclusive, timeout: 0) { _ in })
        XCTAssertTrue(exists("new/deeper/.Out.seam-lock"))
        lock.release()
        XCTAssertFalse(exists("new"))
        XCTAssertTrue(exists("real"))
        lock.release()  // a second release does nothing
    }

    func testFoldersThatGotOtherFilesStay() throws {
        let lock = try XCTUnwrap(
            try OutputLock.acquire(root + "/new/.Out.seam-lock", mode: .exclusive, timeout: 0) {
                _ in
            })
        try FileManager.default.createDirectory(
            atPath: root + "/new/Out", withIntermediateDirectories: false)
        lock.release()
        XCTAssertFalse(exists("new/.Out.seam-lock"))
        XCTAssertTrue(exists("new/Out"))
    }

    // Bug: a dangling symbolic link on the way to the output made taking the lock loop for ever.
    func testADanglingLinkOnTheWayIsAnErrorNotALoop() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/gone", withDestinationPath: root + "/nowhere")
        let file = OutputLock.file(for: root + "/gone/Out")
        XCTAssertEqual(file, root + "/gone/.Out.seam-lock")
        XCTAssertThrowsError(try OutputLock.acquire(file, mode: .exclusive, timeout: 0) { _ in }) {
            XCTAssertEqual(
                $0 as? OutputLock.Failure,
                .unusable("cannot create folder '\(root)/gone': File exists"))
        }
    }

    func testASharedLockWithoutALockFileIsNoLockAndMakesNothing() throws {
        let file = root + "/missing/.Out.seam-lock"
        XCTAssertNil(try OutputLock.acquire(file, mode: .shared, timeout: 0) { _ in })
        XCTAssertFalse(exists("missing"))
    }

    func testASharedLockLeavesTheFile() throws {
        let file = root + "/real/.Out.seam-lock"
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: nil))
        let lock = try XCTUnwrap(try OutputLock.acquire(file, mode: .shared, timeout: 0) { _ in })
        lock.release()
        XCTAssertTrue(exists("real/.Out.seam-lock"))
    }

    /// `String` equates canonically equivalent names, but on Linux `Caf\u{e9}` and `Cafe\u{301}`
    /// are two outputs with two lock files: both are taken.
    func testLockFilesDifferingOnlyInNormalizationAreBothTaken() throws {
        let outputs = [root + "/real/Caf\u{e9}", root + "/real/Cafe\u{301}"]
        let locks = try OutputLockSet.acquire(outputs, mode: .exclusive, timeout: 0) { _, _ in }
        defer { for lock in locks { lock.release() } }
        let bytes = { (path: String) in Array(path.utf8) }
        XCTAssertEqual(
            locks.map { bytes($0.path) },
            [root + "/real/.Cafe\u{301}.seam-lock", root + "/real/.Caf\u{e9}.seam-lock"].map(bytes))
    }

    /// A lock file that changed in every round is named in the error, with its output.
    func testLockFilesThatKeepChangingNameTheOutputAndTheLockFile() {
        let output = root + "/real/Out"
        XCTAssertThrowsError(
            try OutputLockSet.acquire([output], mode: .exclusive, timeout: 0, rounds: 0) { _, _ in }
        ) { error in
            let failure = error as? OutputLockSet.Failure
            XCTAssertEqual(failure?.entry.output, output)
            XCTAssertEqual(
                failure?.reason,
                .unusable(
                    "cannot lock '\(output)': its lock file '\(root)/real/.Out.seam-lock' keeps "
                        + "changing (another process makes or deletes it each time)"))
        }
    }
}
