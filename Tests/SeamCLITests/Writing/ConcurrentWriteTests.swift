import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

/// Two `seam` processes writing the same output at once, as a build plugin and a run in a
/// terminal do: one writes at a time, and the other waits and says for whom.
final class ConcurrentWriteTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    /// Writes `count` annotated protocols into `name`, each with a member named after `member`,
    /// plus `extra` protocols only this input has (their fakes become the other's orphans).
    private func writeInput(_ name: String, member: String, extra: String) throws {
        for index in 0..<100 {
            try folder.write(
                "/// seam:fake\nprotocol P\(index) {\n    func \(member)\(index)(x: Int) -> Int\n}\n",
                to: "\(name)/P\(index).swift")
        }
        for index in 0..<10 {
            try folder.write(
                "/// seam:fake\nprotocol \(extra)\(index) {\n    var value: Int { get }\n}\n",
                to: "\(name)/\(extra)\(index).swift")
        }
    }

    /// Every entry of `path` (hidden ones too) with its text.
    private func snapshot(_ path: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        for name in folder.list(path) {
            entries[name] = try XCTUnwrap(folder.read("\(path)/\(name)"), name)
        }
        return entries
    }

    /// Starts `seam arguments` in the folder, its output going to files named after `log`.
    private func launch(_ arguments: [String], log: String) throws -> Process {
        let logs = folder.url.appendingPathComponent("Logs")
        return try SeamProcess.launch(
            arguments, in: folder.url, output: logs.appendingPathComponent("\(log).out"),
            error: logs.appendingPathComponent("\(log).err"))
    }

    /// Makes `Out` half one reference and half the other: without a lock, each run then
    /// plans to change the other's half, and both halves stay (3 of 10 trials on Linux).
    private func startFromAMix(of references: [[String: String]]) throws {
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("Out"))
        let names = Set(references[0].keys).union(references[1].keys).sorted()
        for (index, name) in names.enumerated() {
            let half = index < names.count / 2 ? 0 : 1
            guard let text = references[half][name] ?? references[1 - half][name] else { continue }
            try folder.write(text, to: "Out/\(name)")
        }
    }

    private func status(_ arguments: [String]) throws -> Int32 {
        try SeamProcess.run(arguments, in: folder.url).status
    }

    // Bug: two runs writing one output at once with different inputs left a mix of both, and
    // the no-change cache (since deleted) then vouched for it.
    func testConcurrentRunsLeaveExactlyOneInputsOutput() throws {
        try writeInput("A", member: "alpha", extra: "OnlyA")
        try writeInput("B", member: "beta", extra: "OnlyB")
        let runs = [
            ["generate", "-s", "A", "-o", "Out"],
            ["generate", "-s", "B", "-o", "Out"],
        ]
        XCTAssertEqual(try status(["generate", "-s", "A", "-o", "ReferenceA"]), 0)
        XCTAssertEqual(try status(["generate", "-s", "B", "-o", "ReferenceB"]), 0)
        let references = [try snapshot("ReferenceA"), try snapshot("ReferenceB")]
        XCTAssertNotEqual(references[0], references[1])
        var winners: [Int] = []
        for trial in 0..<10 {
            try startFromAMix(of: references)
            // Alternate which starts first, so that either can win.
            let order = trial.isMultiple(of: 2) ? [0, 1] : [1, 0]
            let processes = try order.map { try launch(runs[$0], log: "\(trial)-\($0)") }
            for process in processes { process.waitUntilExit() }
            XCTAssertEqual(processes.map(\.terminationStatus), [0, 0], "trial \(trial)")
            let output = try snapshot("Out")
            // The loser's file of a protocol that only its input has may stay: a run removes
            // only files whose header names its own sources (issue 25 §11).
            let winner = try XCTUnwrap(
                references.indices.first { index in
                    references[index].allSatisfy { output[$0.key] == $0.value }
                        && output.allSatisfy { name, text in
                            references[index][name] != nil || references[1 - index][name] == text
                        }
                }, "trial \(trial): a mix of both inputs")
            winners.append(winner)
            for (index, run) in runs.enumerated() {
                XCTAssertEqual(
                    try status(run + ["--check"]), index == winner ? 0 : 1, "trial \(trial)")
            }
        }
        print("winners by trial: \(winners)")
    }

    /// Makes the folder `Out` and holds its lock in this process.
    private func holdOut() throws -> OutputLock {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Out"), withIntermediateDirectories: true)
        return try OutputLock.acquire([(real("Out"), true)], timeout: 0) { _, _ in }
    }

    /// The real path of `relative` in the folder (the lock's messages name real paths).
    private func real(_ relative: String) -> String {
        Path.realPath(folder.url.appendingPathComponent(relative).path)
    }

    func testSecondRunNamesTheHolderAndGivesUpAfterTheTimeout() throws {
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
        let lock = try holdOut()
        let me = ProcessInfo.processInfo.processIdentifier
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources", "-o", "Out", "--lock-timeout", "0.5"], in: folder.url)
        lock.release()
        XCTAssertEqual(outcome.status, 75)
        XCTAssertEqual(
            outcome.error,
            """
            note: waiting for process \(me), which holds the lock of '\(real("Out"))'
            error: cannot write 'Out': process \(me) still holds the lock of '\(real("Out"))' \
            after 0.5 s; run seam again when that process ends
            note: '--lock-timeout <seconds>' sets how long seam waits

            """)
        XCTAssertEqual(folder.list("Out"), [])
    }

    func testSecondRunWaitsForTheHolderThenWrites() throws {
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
        let lock = try holdOut()
        let process = try launch(["generate", "-s", "Sources", "-o", "Out"], log: "waiting")
        let me = ProcessInfo.processInfo.processIdentifier
        let error = folder.waitFor(
            "waiting for process \(me)", in: "Logs/waiting.err", while: process)
        XCTAssertTrue(error.contains("waiting for process \(me), which holds the lock"), error)
        XCTAssertTrue(process.isRunning)
        XCTAssertEqual(folder.list("Out"), [])
        lock.release()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(folder.list("Out"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
    }

    func testCheckWaitsForAWriter() throws {
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
        let check = ["generate", "-s", "Sources", "-o", "Out", "--check", "--lock-timeout", "0"]
        XCTAssertEqual(try status(Array(check.dropLast(3))), 0)
        let writer = try holdOut()
        let blocked = try SeamProcess.run(check, in: folder.url)
        writer.release()
        let me = ProcessInfo.processInfo.processIdentifier
        XCTAssertEqual(blocked.status, 75)
        XCTAssertEqual(
            blocked.error.split(separator: "\n").first,
            "error: cannot check 'Out': process \(me) still holds the lock of '\(real("Out"))'; "
                + "run seam again when that process ends")
        XCTAssertEqual(try status(check), 0)
    }

    func testARunKilledWhileHoldingTheLockLeavesItFree() throws {
        try writeInput("A", member: "alpha", extra: "OnlyA")
        XCTAssertEqual(try status(["generate", "-s", "A", "-o", "Reference"]), 0)
        let process = try launch(["generate", "-s", "A", "-o", "Out"], log: "killed")
        // Kill it as soon as it holds the lock (this process can no longer take it).
        while process.isRunning {
            let out = [(path: real("Out"), isFolder: true)]
            guard let probe = try? OutputLock.acquire(out, timeout: 0, waiting: { _, _ in })
            else { break }
            probe.release()
            usleep(200)
        }
        let wasHolding = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertTrue(wasHolding, "the run ended before it could be killed")
        // The next run neither waits nor fails, and finishes the output.
        let outcome = try SeamProcess.run(
            ["generate", "-s", "A", "-o", "Out", "--lock-timeout", "0"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(try snapshot("Out"), try snapshot("Reference"))
    }

    func testCheckTakesNoLockFileAndWritesNothing() throws {
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
        XCTAssertEqual(try status(["generate", "-s", "Sources", "-o", "New/Out", "--check"]), 1)
        XCTAssertEqual(folder.list("."), ["Sources"])
    }
}
