import Foundation
import XCTest

/// The child side of ``CycleTests``: does nothing unless a parent test named a scenario.
final class CycleScenarioTests: XCTestCase {
    func testRunsTheScenarioNamedInTheEnvironment() throws {
        guard let name = ProcessInfo.processInfo.environment[CycleScenarios.variable] else {
            throw XCTSkip("Runs only as the child process of CycleTests.")
        }
        CycleScenarios.run(name)
        XCTFail("Scenario \(name) did not trap")
    }
}
