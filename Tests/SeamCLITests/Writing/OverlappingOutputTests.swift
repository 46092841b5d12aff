import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

/// Two `seam` processes whose outputs overlap without being equal (`Out` and `Out/Sub`, `Out`
/// and `Out/X.swift`): one writes at a time, and outputs side by side do not wait.
///
/// The first run is held in the middle: its `seam.json` has a second target, `Zzz/Held`,
/// whose folder this test locks. Folders are locked in path order (`Zzz/Held` sorts after
/// `Out` and `Out/Sub`), so it holds the locks of its first output while it waits for
/// `Zzz/Held`, for as long as the test wants. The output folders exist beforehand: a run
/// locks the nearest folder that exists.
final class OverlappingOutputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
        try makeFolders()
    }

    private func makeFolders() throws {
        for path in ["Out/Sub", "Out/A", "Out/B", "Zzz/Held"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
        }
    }

    /// Starts `seam` on a `seam.json` writing `output` (`"outputFolder": "Out"`) and
    /// `Zzz/Held`, and returns once it holds the lock of `output` and waits for that of
    /// `Zzz/Held` (see ``holdZzz()``).
    private func startHeldRun(writing output: String) throws -> Process {
        try folder.write(
            """
            {"targets": [
              {"name": "First", "sources": ["Sources"], \(output)},
              {"name": "Held", "sources": ["Sources"], "outputFolder": "Zzz/Held"}
            ]}
            """, to: "seam.json")
        let process = try launch([], log: "first.err")
        let me = ProcessInfo.processInfo.processIdentifier
        let waited = folder.waitFor("waiting for process \(me)", in: "first.err", while: process)
        XCTAssertTrue(waited.contains("waiting for process \(me)"), waited)
        XCTAssertTrue(process.isRunning)
        return process
    }

    /// Starts `seam arguments` in the folder, its standard error going to the file `log`.
    private func launch(_ arguments: [String], log: String) throws -> Process {
        try SeamProcess.launch(
            arguments, in: folder.url, error: folder.url.appendingPathComponent(log))
    }

    /// Holds the lock of `Zzz/Held` in this process.
    private func holdZzz() throws -> OutputLock {
        let held = folder.url.appendingPathComponent("Zzz/Held").path
        return try OutputLock.acquire([(held, true)], timeout: 0) { _, _ in }
    }

    /// The real path of `relative` in the folder (the lock's messages name real paths).
    private func real(_ relative: String) -> String {
        Path.realPath(folder.url.appendingPathComponent(relative).path)
    }

    // Bug: a run writing `Out` and one writing `Out/Sub` (or `Out/X.swift`) took two different
    // lock files, so both wrote at once.
    func testARunWaitsForAnotherWhoseOutputOverlapsItsOwn() throws {
        let cases = [
            ("\"outputFolder\": \"Out\"", "Out/Sub"),
            ("\"outputFolder\": \"Out\"", "Out/X.swift"),
            ("\"outputFolder\": \"Out/Sub\"", "Out"),
            ("\"outputFile\": \"Out/X.swift\"", "Out"),
        ]
        for (first, second) in cases {
            let zzz = try holdZzz()
            let process = try startHeldRun(writing: first)
            let flag = second.hasSuffix(".swift") ? "--output-file" : "--output-folder"
            let outcome = try SeamProcess.run(
                ["generate", "-s", "Sources", flag, second, "--lock-timeout", "0.3"],
                in: folder.url)
            zzz.release()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, first)
            XCTAssertEqual(outcome.status, 75, "\(second): \(outcome.error)")
            // Both lock the outer output's folder, `Out`, one of them exclusively.
            XCTAssertEqual(
                outcome.error.split(separator: "\n").first { $0.hasPrefix("error:") }.map(
                    String.init),
                "error: cannot write '\(second)': process \(process.processIdentifier) still "
                    + "holds the lock of '\(real("Out"))' after 0.3 s; run seam again when that "
                    + "process ends")
            // Once the first run has ended, the second writes.
            let again = try SeamProcess.run(
                ["generate", "-s", "Sources", flag, second, "--lock-timeout", "0"], in: folder.url)
            XCTAssertEqual(again.status, 0, again.error)
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Out"))
            try makeFolders()
        }
    }

    func testAWaitingRunSaysForWhomThenWrites() throws {
        let zzz = try holdZzz()
        let first = try startHeldRun(writing: "\"outputFolder\": \"Out\"")
        let second = try launch(["generate", "-s", "Sources", "-o", "Out/Sub"], log: "second.err")
        let holder = first.processIdentifier
        let waited = folder.waitFor(
            "waiting for process \(holder)", in: "second.err", while: second)
        XCTAssertTrue(waited.contains("waiting for process \(holder)"), waited)
        XCTAssertTrue(second.isRunning)
        zzz.release()
        first.waitUntilExit()
        second.waitUntilExit()
        XCTAssertEqual([first.terminationStatus, second.terminationStatus], [0, 0])
        XCTAssertEqual(
            folder.read("second.err"),
            "note: waiting for process \(holder), which holds the lock of '\(real("Out"))'\n")
        XCTAssertEqual(folder.list("Out/Sub"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
    }

    func testACheckWaitsForAWriterOfAnOverlappingOutput() throws {
        let write = try SeamProcess.run(["generate", "-s", "Sources", "-o", "Out"], in: folder.url)
        XCTAssertEqual(write.status, 0)
        let zzz = try holdZzz()
        let process = try startHeldRun(writing: "\"outputFolder\": \"Out/Sub\"")
        let check = try SeamProcess.run(
            ["generate", "-s", "Sources", "-o", "Out", "--check", "--lock-timeout", "0"],
            in: folder.url)
        zzz.release()
        process.waitUntilExit()
        XCTAssertEqual(check.status, 75, check.error)
        XCTAssertTrue(check.error.hasPrefix("error: cannot check 'Out': process "), check.error)
    }

    func testOutputsSideBySideDoNotWait() throws {
        let zzz = try holdZzz()
        let process = try startHeldRun(writing: "\"outputFolder\": \"Out/A\"")
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources", "-o", "Out/B", "--lock-timeout", "0"], in: folder.url)
        let stillHeld = process.isRunning
        zzz.release()
        process.waitUntilExit()
        XCTAssertTrue(stillHeld)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(folder.list("Out"), ["A", "B", "Sub"])
    }

    /// Writes a `seam.json` named `name` whose targets write the folders `outputs`.
    private func writeConfiguration(_ name: String, outputs: [String]) throws {
        let targets = outputs.enumerated().map { index, output in
            "{\"name\": \"T\(index)\", \"sources\": [\"Sources\"], \"outputFolder\": \"\(output)\"}"
        }
        try folder.write("{\"targets\": [\(targets.joined(separator: ", "))]}", to: name)
    }

    // Each run holds the lock of an output inside the other's: taken in another order, each
    // would hold one and wait for the other's for all of --lock-timeout.
    func testRunsWhoseOutputsCrossNeverWaitInACircle() throws {
        try writeConfiguration("one.json", outputs: ["Out", "Other/Sub"])
        try writeConfiguration("two.json", outputs: ["Other", "Out/Sub"])
        for trial in 0..<5 {
            let processes = try ["one", "two"].map { name in
                try launch(
                    ["--config", "\(name).json", "--lock-timeout", "20"],
                    log: "\(name).err")
            }
            for process in processes { process.waitUntilExit() }
            XCTAssertEqual(processes.map(\.terminationStatus), [0, 0], "trial \(trial)")
            XCTAssertEqual(
                folder.list("Out/Sub"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
        }
    }

    // Issue 25 §11: a folder run removed the output file that another seam.json writes into
    // its folder as an orphan, and the two runs flipped forever. A run removes only files whose
    // header names its own sources.
    func testAFolderRunKeepsAFileThatAnotherSeamJSONWritesIntoIt() throws {
        try folder.write(
            "{\"targets\": [{\"sources\": [\"Sources\"], \"outputFolder\": \"Out\"}]}",
            to: "seam.json")
        try folder.write(
            """
            {"targets": [{"sources": ["../Sources"], "protocols": ["Unmarked"],
              "outputFile": "../Out/Extra.swift"}]}
            """, to: "Tools/seam.json")
        try folder.write("/// seam:fake\nprotocol Gone {}\n", to: "Sources/Gone.swift")
        let expected =
            ["A", "B", "Clock.swift", "Extra.swift", "Gone.swift", "Logger.swift"]
            + ["Seam+Stubs.swift", "Sub"]
        for trial in 0..<2 {
            let folderRun = try SeamProcess.run([], in: folder.url)
            XCTAssertEqual(folderRun.status, 0, folderRun.error)
            let fileRun = try SeamProcess.run(["--config", "Tools/seam.json"], in: folder.url)
            XCTAssertEqual(fileRun.status, 0, fileRun.error)
            XCTAssertEqual(
                fileRun.output,
                "seam: Out/Extra.swift: \(trial == 0 ? 1 : 0) written, "
                    + "\(trial) unchanged, 0 removed\n")
            XCTAssertEqual(folder.list("Out"), expected, "trial \(trial)")
        }
        let rerun = try SeamProcess.run([], in: folder.url)
        XCTAssertEqual(rerun.output, "seam: Out: 0 written, 4 unchanged, 0 removed\n")
        // The file of a protocol whose source file was deleted is the folder run's own.
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("Sources/Gone.swift"))
        let removal = try SeamProcess.run([], in: folder.url)
        XCTAssertEqual(removal.output, "seam: Out: 0 written, 3 unchanged, 1 removed\n")
        XCTAssertFalse(folder.list("Out").contains("Gone.swift"))
        XCTAssertTrue(folder.list("Out").contains("Extra.swift"))
    }
}
