import Foundation
import SeamGenerator
import XCTest

/// Two `seam` processes whose outputs overlap without being equal (`Out` and `Out/Sub`, `Out`
/// and `Out/X.swift`): one writes at a time, and outputs side by side do not wait.
///
/// The first run is held in the middle: its `seam.json` has a second target, `Zzz/Held`,
/// whose lock this test holds. Locks are taken in path order (`Zzz/.Held.seam-lock` sorts after
/// `.Out.seam-lock` and `Out/.Sub.seam-lock`), so it holds the lock of its first output while
/// it waits for `Zzz/Held`, for as long as the test wants.
final class OverlappingOutputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
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
        let file = OutputLock.file(for: folder.url.appendingPathComponent("Zzz/Held").path)
        return try XCTUnwrap(try OutputLock.acquire(file, mode: .exclusive, timeout: 0) { _ in })
    }

    /// Every lock file left anywhere in the folder.
    private func lockFiles() -> [String] {
        let walk = FolderWalk(folder.url.path, suffix: ".seam-lock")
        return walk.files
    }

    /// The real path of `relative` in the folder (the lock's messages name real paths).
    private func real(_ relative: String) -> String {
        Path.realPath(folder.url.appendingPathComponent(relative).path)
    }

    // Bug: a run writing `Out` and one writing `Out/Sub` (or `Out/X.swift`) took two different
    // lock files, so both wrote at once.
    func testARunWaitsForAnotherWhoseOutputOverlapsItsOwn() throws {
        let cases = [
            ("\"outputFolder\": \"Out\"", "Out/Sub", "Out"),
            ("\"outputFolder\": \"Out\"", "Out/X.swift", "Out"),
            ("\"outputFolder\": \"Out/Sub\"", "Out", "Out/Sub"),
            ("\"outputFile\": \"Out/X.swift\"", "Out", "Out/X.swift"),
        ]
        for (first, second, held) in cases {
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
            let lock = OutputLock.file(for: real(held))
            XCTAssertEqual(
                outcome.error.split(separator: "\n").first { $0.hasPrefix("error:") }.map(
                    String.init),
                "error: cannot write '\(second)': process \(process.processIdentifier) still "
                    + "holds the lock of '\(real(held))' ('\(lock)'), an output that overlaps "
                    + "it, after 0.3 s; run seam again when that process ends")
            // Once the first run has ended, the second writes, and no lock file stays.
            let again = try SeamProcess.run(
                ["generate", "-s", "Sources", flag, second, "--lock-timeout", "0"], in: folder.url)
            XCTAssertEqual(again.status, 0, again.error)
            XCTAssertEqual(lockFiles(), [], "\(first) / \(second)")
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Out"))
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
            "note: waiting for process \(holder), which holds the lock of '\(real("Out"))' "
                + "('\(OutputLock.file(for: real("Out")))'), an output that overlaps 'Out/Sub'\n")
        XCTAssertEqual(folder.list("Out/Sub"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
        XCTAssertEqual(lockFiles(), [])
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
        XCTAssertEqual(lockFiles(), [])
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
        XCTAssertEqual(folder.list("Out"), ["A", "B"])
        XCTAssertEqual(lockFiles(), [])
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
            XCTAssertEqual(lockFiles(), [], "trial \(trial)")
            XCTAssertEqual(
                folder.list("Out/Sub"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
        }
    }
}
