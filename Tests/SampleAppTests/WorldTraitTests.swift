import Seam
import SeamTesting
import Testing

@testable import SampleApp

/// The `.world` trait of SeamTesting: each test (each argument, too) gets a fresh fake logger of
/// its own, and Swift Testing runs them in parallel. Strict: a `World` key the trait does not
/// set would fail the test instead of reaching the live value.
@Suite(.world(strict: true) { $0.logger = FakeLogging() })
struct WorldTraitTests {
    @Test(arguments: ["Read blog", "Orders", "Settings", "Help"])
    func eachTestLogsToItsOwnLogger(title: String) throws {
        let logger = try #require(World.current.logger as? FakeLogging)

        Controller(injector: FakeInjector()).tapButton(title)

        #expect(logger.logStub.receivedArguments == ["tapped \(title)"])
    }

    @Test func aPresenterGetsTheScopedLogger() throws {
        let logger = try #require(World.current.logger as? FakeLogging)
        let injector = FakeInjector()

        Controller(injector: injector).tapButton("Help")

        let presented = try #require(injector.presenterFake.presentStub.receivedArguments.first)
        #expect(presented.logger as? FakeLogging === logger)
    }
}
