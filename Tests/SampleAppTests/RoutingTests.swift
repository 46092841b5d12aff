import Testing

@testable import SampleApp

/// The controller's routes, in Swift Testing; `ControllerTests` has the XCTest ones.
struct RoutingTests {
    @Test func tapOrdersRoutesToOrders() {
        let injector = FakeInjector()

        Controller(injector: injector).tapButton("Orders")

        #expect(injector.routerFake.routeStub.receivedArguments == ["/orders"])
    }

    @Test func readBlogRoutesAndCallsNothingElse() {
        let injector = FakeInjector().makeStrict()  // an unstubbed call fails the test
        injector.routerFake.routeStub.returnValue = ()
        let journal = SeamJournal()
        injector.recordCalls(into: journal)  // every fake's calls, in order

        Controller(injector: injector).tapButton("Read blog")

        #expect(journal.lines == [#"router.route "/blog""#])
    }
}
