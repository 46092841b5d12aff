import Foundation
import XCTest

/// A run with nothing to write succeeds on an output it cannot write: it takes its lock with
/// `flock` on the output's folders and makes no lock file.
///
/// Root may write anything, so as root (in CI containers) `seam` runs as `nobody` through
/// `setpriv`, for whom the output is read-only.
final class ReadOnlyOutputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/Services.swift")
    }

    /// Runs `seam arguments` as a user who cannot write to files and folders made read-only.
    private func seamAsReader(_ arguments: [String]) throws -> SeamProcess.Outcome {
        guard getuid() == 0 else { return try SeamProcess.run(arguments, in: folder.url) }
        #if os(Linux)
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setpriv.path))
        return try SeamProcess.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", SeamProcess.executable.path]
                + arguments,
            in: folder.url, seam: setpriv)
        #else
        throw XCTSkip("root writes read-only files, and no setpriv runs seam as another user")
        #endif
    }

    /// Sets the permissions of each of `paths` in the folder.
    private func setPermissions(_ permissions: Int, _ paths: [String]) throws {
        for path in paths {
            try FileManager.default.setAttributes(
                [.posixPermissions: permissions],
                ofItemAtPath: folder.url.appendingPathComponent(path).path)
        }
    }

    // Issue 25 §12: a no-change run on a read-only output exited 73 (it could not create its
    // lock file).
    func testANoChangeRunOnAReadOnlyOutputFolderSucceeds() throws {
        try folder.write(SampleSources.configuration, to: "seam.json")
        XCTAssertEqual(try SeamProcess.run([], in: folder.url).status, 0)
        let files = folder.list("Fakes").map { "Fakes/\($0)" }
        try setPermissions(0o444, files)
        try setPermissions(0o555, ["Fakes"])
        defer { try? setPermissions(0o755, ["Fakes"]) }

        for arguments in [[], ["--check"]] {
            let outcome = try seamAsReader(arguments)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.error)")
            XCTAssertEqual(outcome.error, "", "\(arguments)")
        }
        XCTAssertEqual(folder.list("Fakes"), ["Clock.swift", "Logger.swift", "Seam+Stubs.swift"])
    }

    // Issue 25 §12: the same for a read-only output file in a read-only folder.
    func testANoChangeRunOnAReadOnlyOutputFileSucceeds() throws {
        let arguments = ["generate", "-s", "Sources", "--output-file", "Out/Fakes.swift"]
        XCTAssertEqual(try SeamProcess.run(arguments, in: folder.url).status, 0)
        try setPermissions(0o444, ["Out/Fakes.swift"])
        try setPermissions(0o555, ["Out"])
        defer { try? setPermissions(0o755, ["Out"]) }

        for extra in [[], ["--check"]] {
            let outcome = try seamAsReader(arguments + extra)
            XCTAssertEqual(outcome.status, 0, "\(extra): \(outcome.error)")
            XCTAssertEqual(outcome.error, "", "\(extra)")
        }
        XCTAssertEqual(folder.list("Out"), ["Fakes.swift"])
    }
}
