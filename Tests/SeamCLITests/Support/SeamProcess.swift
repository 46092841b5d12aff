import Foundation
import XCTest

/// Runs the built `seam` executable in a folder and captures what it did.
struct SeamProcess {
    /// What one run printed and returned.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    /// The built `seam`: `$SEAM_EXECUTABLE`, or the products folder that holds the tests.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["SEAM_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("seam")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("seam")
    }()

    /// Starts the built `seam arguments` in `folder` without waiting for it, its standard error
    /// going to the file `error` and its standard output to `output` (discarded when `nil`);
    /// both files are made empty first.
    static func launch(
        _ arguments: [String], in folder: URL, output: URL? = nil, error: URL
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try output.map(emptyFile) ?? FileHandle.nullDevice
        process.standardError = try emptyFile(error)
        try process.run()
        return process
    }

    /// A handle writing to the file `url`, made empty (and its folder made) first.
    private static func emptyFile(_ url: URL) throws -> FileHandle {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return try FileHandle(forWritingTo: url)
    }

    /// Runs `seam arguments` in `folder`; `seam` is the built one unless given.
    static func run(
        _ arguments: [String], in folder: URL, seam: URL = executable
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = seam
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Files rather than pipes: a full pipe would block the child while we wait for it.
        let out = folder.appendingPathComponent(".seam-test-stdout")
        let err = folder.appendingPathComponent(".seam-test-stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return Outcome(
            status: process.terminationStatus,
            output: try String(contentsOf: out, encoding: .utf8),
            error: try String(contentsOf: err, encoding: .utf8))
    }
}
