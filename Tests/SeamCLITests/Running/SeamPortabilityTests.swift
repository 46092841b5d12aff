import Foundation
import XCTest

/// A `seam` binary copied out of the build folder (installed, cached in CI) works on its own:
/// the default templates are built into it.
final class SeamPortabilityTests: XCTestCase {
    func testCopiedBinaryOutsideTheRepositoryGeneratesFakes() throws {
        let folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Project/Sources/Services.swift")
        let copy = folder.url.appendingPathComponent("bin/seam")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SeamProcess.executable, to: copy)
        let project = folder.url.appendingPathComponent("Project")

        let arguments = ["generate", "-s", "Sources", "-o", "Fakes.swift", "--dry-run"]
        let copied = try SeamProcess.run(arguments, in: project, seam: copy)
        let built = try SeamProcess.run(arguments, in: project)

        XCTAssertEqual(copied.status, 0, copied.error)
        XCTAssertEqual(copied.error, "")
        XCTAssertTrue(copied.output.contains("final class FakeClock: Clock"), copied.output)
        XCTAssertEqual(copied.output, built.output)
    }
}
