import Dispatch
import Seam
import SeamTesting
import XCTest

@testable import SampleApp

/// Ambient overrides in XCTest: each of many concurrent "tests" scopes its own logger, and
/// none sees another's (the same as `AmbientLoggerTests`, which Swift Testing runs in parallel).
final class AmbientOverrideTests: XCTestCase {
    func testConcurrentScopesEachSeeOnlyTheirOwnLogger() {
        let loggers = (0..<32).map { _ in FakeLogging() }

        DispatchQueue.concurrentPerform(iterations: loggers.count) { index in
            World.withValues {
                $0.logger = loggers[index]
            } operation: {
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

/// Every test of the class in one strict `withWorld` scope of SeamTesting, with a fresh fake
/// logger per test.
final class WorldScopedControllerTests: XCTestCase {
    override func invokeTest() {
        withWorld(strict: true) {
            $0.logger = FakeLogging()
        } operation: {
            super.invokeTest()
        }
    }

    private var logger: FakeLogging? { World.current.logger as? FakeLogging }

    func testATapLogsToTheScopedLogger() throws {
        let logger = try XCTUnwrap(logger)

        Controller(injector: FakeInjector()).tapButton("Orders")

        XCTAssertEqual(logger.logStub.receivedArguments, ["tapped Orders"])
    }

    func testConcurrentScopesInsideTheTestKeepTheirLoggers() {
        let loggers = (0..<16).map { _ in FakeLogging() }

        DispatchQueue.concurrentPerform(iterations: loggers.count) { index in
            withWorld(strict: true) {
                $0.logger = loggers[index]
            } operation: {
                Controller(injector: FakeInjector()).tapButton("Button \(index)")
            }
        }

        for (index, logger) in loggers.enumerated() {
            XCTAssertEqual(logger.logStub.receivedArguments, ["tapped Button \(index)"])
        }
    }
}
