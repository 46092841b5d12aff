import Seam
import XCTest

@testable import SampleApp

/// The controller, tested the way an app's tests would be: through the generated fakes.
final class ControllerTests: XCTestCase {
    func testTapReadBlogRoutesToBlog() {
        let injector = FakeInjector()
        let controller = Controller(injector: injector)

        controller.tapButton("Read blog")

        XCTAssertEqual(injector.routerFake.routeStub.receivedArguments, ["/blog"])
        XCTAssertEqual(injector.routerFake.routeStub.callCount, 1)
    }

    func testUnknownButtonPresentsAMessageWithTheStubbedResult() {
        let injector = FakeInjector()
        injector.presenterFake.presentStub.returnValue = true
        let controller = Controller(injector: injector)

        controller.tapButton("Settings")

        XCTAssertEqual(injector.routerFake.routeStub.callCount, 0)
        XCTAssertEqual(
            injector.presenterFake.presentStub.receivedArguments.map(\.message),
            ["Nothing behind 'Settings' yet"]
        )
    }

    func testShowOrdersSummarizesWhatTheAsyncCoordinatorReturns() async {
        let injector = makeInjectorWithRealOrders()
        injector.coordinatorFake.loadOrdersStub.returnValue = [Order(id: 7, title: "Tea")]
        injector.presenterFake.presentStub.returnValue = true
        let controller = Controller(injector: injector)

        let summary = await controller.showOrders(for: 42)

        XCTAssertEqual(summary, "1 orders: Tea")
        XCTAssertEqual(injector.coordinatorFake.loadOrdersStub.receivedArguments, [42])
        XCTAssertEqual(injector.ordersStub.receivedArguments, [42])
    }

    func testShowOrdersReportsAThrownError() async {
        let injector = makeInjectorWithRealOrders()
        injector.coordinatorFake.loadOrdersStub.error = OrdersError.unknownCustomer(9)
        injector.presenterFake.presentStub.returnValue = true
        let controller = Controller(injector: injector)

        let summary = await controller.showOrders(for: 9)

        XCTAssertEqual(summary, "Could not load orders: unknownCustomer(9)")
    }

    func testAPresenterThatDropsTheMessageYieldsNoSummary() async {
        let injector = makeInjectorWithRealOrders()
        injector.coordinatorFake.loadOrdersStub.returnValue = []
        injector.presenterFake.presentStub.returnValue = false

        let summary = await Controller(injector: injector).showOrders(for: 1)

        XCTAssertEqual(summary, "")
        XCTAssertEqual(injector.presenterFake.presentStub.callCount, 1)
    }

    /// A fake injector whose `orders(for:)` builds real order models over its coordinator fake
    /// (`OrdersModel` is a concrete class, so the fake injector has no default for it).
    private func makeInjectorWithRealOrders() -> FakeInjector {
        let injector = FakeInjector()
        injector.ordersStub.handler = { [unowned injector] customerID in
            OrdersModel(customerID: customerID, coordinator: injector.coordinatorFake)
        }
        return injector
    }

    /// The orders model `seam.json` gives as the default: an unstubbed call returns it, and
    /// the run goes on.
    func testAnUnstubbedOrdersModelIsTheDefaultFromSeamJSON() {
        let injector = FakeInjector()

        XCTAssertEqual(injector.orders(for: 5).customerID, 0)
        XCTAssertEqual(injector.ordersStub.receivedArguments, [5])
    }
}
