import XCTest

@testable import SeamCLI
@testable import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ``FileWriter`` leaves no debris: stale temporaries of interrupted runs are removed, a failed
/// write removes its own, and a rollback puts back the very files it replaced.
final class FileWriterDebrisTests: XCTestCase {
    private var root = ""
    private let writer = FileWriter()

    override func setUpWithError() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "FileWriterDebrisTests-\(UUID().uuidString)"
            ).path
        try FileManager.default.createDirectory(
            atPath: root + "/out", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: root)
    }

    private func path(_ relative: String) -> String { root + "/" + relative }

    private func generated(_ relative: String, _ text: String = "new") -> GeneratedFile {
        GeneratedFile(path: path(relative), contents: "\(GeneratedHeader.marker) \(text)\n")
    }

    private func write(_ relative: String, _ contents: String) throws {
        try contents.write(toFile: path(relative), atomically: false, encoding: .utf8)
    }

    private func listing() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    }

    private static let uuid = "0F4C3B9E-2A51-4B7C-9D3E-6A1B2C3D4E5F"

    // Bug: every kill during a write left `.Name.swift.seam-UUID.tmp` files no run removed.
    func testStaleTemporariesInTheOutputsAreRemoved() throws {
        let stale = [".A.swift.seam-\(Self.uuid).tmp", ".Old.swift.seam-\(Self.uuid).tmp"]
        let kept = [".A.swift.seam-not-a-uuid.tmp", ".notes.tmp", "B.swift.seam-\(Self.uuid).tmp"]
        for name in stale + kept { try write("out/" + name, "half") }
        try write(".F.swift.seam-\(Self.uuid).tmp", "half")
        try write(".G.swift.seam-\(Self.uuid).tmp", "someone else's")
        let folderPlan = try writer.plan([generated("out/A.swift")], output: .folder(path("out")))
        XCTAssertEqual(folderPlan.staleTemporaries, stale.map { path("out/" + $0) })
        try writer.apply(folderPlan)
        let filePlan = try writer.plan([generated("F.swift")], output: .file(path("F.swift")))
        XCTAssertEqual(filePlan.staleTemporaries, [path(".F.swift.seam-\(Self.uuid).tmp")])
        try writer.apply(filePlan)
        XCTAssertEqual(
            try listing(),
            [".G.swift.seam-\(Self.uuid).tmp", "F.swift", "out"]
                + (["A.swift"] + kept).sorted().map { "out/" + $0 })
    }

    // Bug (issue 26): a relative output folder was listed twice, as given and as the folder
    // of its files made absolute, and each file copied the names of the second: quadratic.
    func testARelativeOutputFolderIsListedOnce() throws {
        // Temporaries of generated files too, which the second listing found again.
        let stale = [".Old.swift.seam-\(Self.uuid).tmp", ".P0.swift.seam-\(Self.uuid).tmp"]
        for name in stale { try write("out/" + name, "half") }
        let folder = Path.relative(path("out"), to: FileManager.default.currentDirectoryPath)
        XCTAssertFalse(Path.isAbsolute(folder))
        let files = (0..<100).map { Path.appending("P\($0).swift", to: folder) }
        let listed = FileWriter.temporaryFolders(of: [(files, .folder(folder))])
        XCTAssertEqual(listed, [FileWriter.TemporaryFolder(path: folder, everyName: [0])])
        XCTAssertEqual(
            FileWriter.staleTemporaries(of: files, output: .folder(folder)),
            stale.map { Path.appending($0, to: folder) })
    }

    // Bug (issue 26): each of many targets whose output files share a folder listed it, so a
    // no-change rerun was quadratic in them; the run lists it once for all.
    func testOutputFilesOfManyTargetsListTheirFolderOnce() throws {
        let stale = (0..<3).map { ".P\($0).swift.seam-\(Self.uuid).tmp" }
        for name in stale { try write("out/" + name, "half") }
        let outputs = (0..<100).map { index in
            (
                paths: [path("out/P\(index).swift")],
                output: GenerationRequest.Output.file(path("out/P\(index).swift"))
            )
        }
        let listed = FileWriter.temporaryFolders(of: outputs)
        XCTAssertEqual(listed.map(\.path), [path("out")])
        XCTAssertEqual(listed.first?.byName.count, 100)
        let found = FileWriter.staleTemporaries(of: outputs)
        XCTAssertEqual(found.prefix(4).map { $0 }, stale.map { [path("out/" + $0)] } + [[]])
        XCTAssertEqual(found.joined().count, 3)
    }

    // Bug: a write that failed half way (no space left) left its half-written temporary.
    func testFailedWriteRemovesItsOwnTemporary() throws {
        // A file size limit makes the write fail after 64 bytes, as a full disk does.
        var limit = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit), 0)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var small = limit
        small.rlim_cur = 64
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        defer {
            setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
            signal(SIGXFSZ, previousHandler)
        }
        let plan = WritePlan(changed: [
            generated("out/A.swift", String(repeating: "x", count: 1_000))
        ])
        XCTAssertThrowsError(try writer.apply(plan)) { error in
            XCTAssertEqual(
                "\(error)", "error: cannot write '\(path("out/A.swift"))': File too large")
        }
        XCTAssertEqual(try listing(), ["out"])
    }

    // Bug: a rollback rewrote the files it restored, so their date changed and builds recompiled them.
    func testRollbackPutsBackTheSameFiles() throws {
        try write("out/A.swift", "\(GeneratedHeader.marker) old\n")
        try write("out/Orphan.swift", "\(GeneratedHeader.marker) orphan\n")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in ["out/A.swift", "out/Orphan.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: path(name))
        }
        let before = try ["out/A.swift", "out/Orphan.swift"].map {
            try FileManager.default.attributesOfItem(atPath: path($0))
        }
        try FileManager.default.createDirectory(
            atPath: path("out/Folder.swift"), withIntermediateDirectories: false)
        // Removing `Folder.swift` fails after `A.swift` was replaced and `Orphan.swift` removed.
        let plan = WritePlan(
            changed: [generated("out/A.swift")],
            removed: [path("out/Orphan.swift"), path("out/Folder.swift")])
        XCTAssertThrowsError(try writer.apply(plan))
        let after = try ["out/A.swift", "out/Orphan.swift"].map {
            try FileManager.default.attributesOfItem(atPath: path($0))
        }
        XCTAssertEqual(after.map { $0[.modificationDate] as? Date }, [past, past])
        XCTAssertEqual(
            after.map { $0[.systemFileNumber] as? Int },
            before.map { $0[.systemFileNumber] as? Int })
        XCTAssertEqual(
            try String(contentsOfFile: path("out/A.swift"), encoding: .utf8),
            "\(GeneratedHeader.marker) old\n")
        XCTAssertEqual(
            try listing(), ["out", "out/A.swift", "out/Folder.swift", "out/Orphan.swift"])
    }
}
