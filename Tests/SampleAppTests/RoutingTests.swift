import Testing

@testable import SampleApp

/// The controller's routes, in Swift Testing; `ControllerTests` has the XCTest ones.
struct RoutingTests {
    @Test func tapOrdersRoutesToOrders() {
        let injector = FakeInjector()

        Controller(injector: injector).tapButton("Orders")

        #expect(injector.routerFake.routeStub.receivedArguments == ["/orders"])
    }
}
