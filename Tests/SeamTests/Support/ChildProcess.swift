import Foundation
import XCTest

/// Runs one cycle scenario in a copy of this test process and captures how it ended.
enum ChildProcess {
    struct Outcome {
        /// Whether the child stopped abnormally (a trap, or a sanitizer's non-zero exit).
        let isTrap: Bool
        let standardError: String
    }

    /// Runs `scenario` through ``CycleScenarioTests`` in a child test process.
    static func run(scenario: String) throws -> Outcome {
        #if os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [
            "SeamTests.CycleScenarioTests/testRunsTheScenarioNamedInTheEnvironment"
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[CycleScenarios.variable] = scenario
        // The crash backtracer forks and inspects threads, which ThreadSanitizer cannot follow.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            isTrap: process.terminationReason == .uncaughtSignal
                || process.terminationStatus != 0,
            standardError: String(decoding: data, as: UTF8.self)
        )
        #else
        throw XCTSkip("The child-process cycle tests run on Linux only.")
        #endif
    }
}
