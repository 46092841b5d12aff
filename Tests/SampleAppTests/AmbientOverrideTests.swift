import Dispatch
import Seam
import XCTest

@testable import SampleApp

/// Ambient overrides in XCTest: each of many concurrent "tests" scopes its own logger, and
/// none sees another's (the same as `AmbientLoggerTests`, which Swift Testing runs in parallel).
final class AmbientOverrideTests: XCTestCase {
    func testConcurrentScopesEachSeeOnlyTheirOwnLogger() {
        let loggers = (0..<32).map { _ in FakeLogging() }

        DispatchQueue.concurrentPerform(iterations: loggers.count) { index in
            World.withValues { $0.logger = loggers[index] } operation: {
                Controller(injector: FakeInjector()).tapButton("Button \(index)")
            }
        }

        for (index, logger) in loggers.enumerated() {
            XCTAssertEqual(logger.logStub.receivedArguments.first, "tapped Button \(index)")
        }
    }

    func testOutsideAnyScopeTheLiveLoggerIsUsed() {
        XCTAssertTrue(World.current.logger is PrintLogger)
    }
}
