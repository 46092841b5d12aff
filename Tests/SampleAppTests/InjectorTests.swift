import Seam
import XCTest

@testable import SampleApp

/// The real composition root: lifetimes, the broken cycle, scenarios and overrides.
final class InjectorTests: XCTestCase {
    func testRouterAndCoordinatorAreSharedAndPresenterIsUnique() {
        let injector = Injector(scenario: .preview)

        XCTAssertIdentical(injector.router as AnyObject, injector.router as AnyObject)
        XCTAssertIdentical(injector.coordinator as AnyObject, injector.coordinator as AnyObject)
        XCTAssertNotNil(injector.presenter as? Presenter)
    }

    func testPresentersAreNewButShareOneHistoryThatDropsRepeats() {
        let injector = Injector(scenario: .preview)
        let logger = FakeLogging()

        let first = injector.presenter.present("Saved", logger: logger)
        let repeated = injector.presenter.present("Saved", logger: logger)
        let other = injector.presenter.present("Deleted", logger: logger)

        XCTAssertEqual([first, repeated, other], [true, false, true])
        XCTAssertEqual(
            logger.logStub.receivedArguments,
            ["presented: Saved", "dropped repeat: Saved", "presented: Deleted"])
    }

    func testOrdersAreBuiltOncePerCustomer() {
        let injector = Injector(scenario: .preview)

        XCTAssertIdentical(injector.orders(for: 1), injector.orders(for: 1))
        XCTAssertNotIdentical(injector.orders(for: 1), injector.orders(for: 2))
        XCTAssertEqual(injector.orders(for: 2).customerID, 2)
    }

    func testRouterReachesTheCoordinatorBuiltAfterIt() throws {
        let injector = Injector(scenario: .preview)

        injector.router.route(to: "/blog")

        let coordinator = try XCTUnwrap(injector.coordinator as? Coordinator)
        XCTAssertEqual(coordinator.visitedPaths, ["/blog"])
        XCTAssertEqual(injector.router.currentPath, "/blog")
    }

    func testScenariosServeTheirOwnCatalog() async throws {
        let preview = try await Injector(scenario: .preview).orders(for: 1).load()
        let live = try await Injector(scenario: .live).orders(for: 42).load()

        XCTAssertEqual(preview.map(\.title), ["Preview order"])
        XCTAssertEqual(live.map(\.title), ["Espresso beans", "Grinder"])
    }

    func testOverridingTheRouterOfARealInjectorKeepsTheRestReal() {
        let injector = Injector(scenario: .preview)
        let router = FakeRoutable()
        injector.routerCell.override(with: router)

        Controller(injector: injector).tapButton("Orders")

        XCTAssertEqual(router.routeStub.receivedArguments, ["/orders"])
        XCTAssertTrue(injector.coordinator is Coordinator)
    }

    func testASpyRecordsCallsAndForwardsThemToTheRealRouter() {
        let injector = Injector(scenario: .preview)
        let real = Router(coordinator: { injector.coordinator })
        let spy = FakeRoutable(forwardingTo: real)

        spy.route(to: "/blog")

        XCTAssertEqual(spy.routeStub.receivedArguments, ["/blog"])
        XCTAssertEqual(real.currentPath, "/blog")
        XCTAssertEqual(spy.currentPath, "/blog")
    }

    func testFakeInjectorFallsBackToARealInjectorForWhatItDoesNotOverride() async throws {
        let injector = FakeInjector(fallback: Injector(scenario: .preview))

        let orders = try await injector.orders(for: 1).load()

        XCTAssertEqual(orders.map(\.title), ["Preview order"])
    }
}
