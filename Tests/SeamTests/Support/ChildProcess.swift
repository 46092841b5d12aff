import Foundation
import XCTest

/// Runs one cycle scenario in a copy of this test process and captures how it ended.
enum ChildProcess {
    struct Outcome {
        let isTrap: Bool
        let standardError: String
    }

    /// Runs `scenario` through ``CycleScenarioTests`` in a child test process.
    static func run(scenario: String) throws -> Outcome {
        #if os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["SeamTests.CycleScenarioTests/testRunsTheScenarioNamedInTheEnvironment"]
        var environment = ProcessInfo.processInfo.environment
        environment[CycleScenarios.variable] = scenario
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            isTrap: process.terminationReason == .uncaughtSignal,
            standardError: String(decoding: data, as: UTF8.self)
        )
        #else
        throw XCTSkip("The child-process cycle tests run on Linux only.")
        #endif
    }
}
