import Foundation
import XCTest

/// The committed fakes in `Tests/SampleAppTests/Fakes` are what `swift run seam` generates
/// from the root `seam.json` today: the built `seam` regenerates them and compares.
final class GeneratedFakesTests: XCTestCase {
    func testCommittedFakesMatchWhatSeamGenerates() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = Self.seamExecutable
        process.arguments = ["--check"]
        process.currentDirectoryURL = root
        let printed = try process.runCapturingOutput()

        XCTAssertEqual(
            process.terminationStatus, 0,
            "The committed fakes are stale; run `swift run seam` at the root. seam said:\n\(printed)"
        )
    }

    /// The built `seam`: `$SEAM_EXECUTABLE`, or the products folder that holds the tests.
    private static var seamExecutable: URL {
        if let path = ProcessInfo.processInfo.environment["SEAM_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("seam")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("seam")
    }
}
