import Foundation
import Testing
import XCTest

@testable import SampleApp

/// Issue 27 under Swift Testing: per-argument rules, queued outcomes, strict fakes, one journal
/// across fakes, resets, waiting, and comparing recorded calls in one assertion.
@Suite struct StubFeatureTests {
    @Test func rulesPickByArgumentsAndFallBackToTheReturnValue() async {
        let injector = FakeInjector()
        injector.ordersStub.handler = { [coordinator = injector.coordinatorFake] customerID in
            OrdersModel(customerID: customerID, coordinator: coordinator)
        }
        injector.presenterFake.presentStub.returnValue = true
        let loadOrders = injector.coordinatorFake.loadOrdersStub
        loadOrders.returnValue = []
        loadOrders.when(7, .returning([Order(id: 1, title: "Tea")]))
        loadOrders.when({ $0 < 0 }, .throwing(OrdersError.unknownCustomer(-1)))
        let controller = Controller(injector: injector)

        #expect(await controller.showOrders(for: 7) == "1 orders: Tea")
        #expect(
            await controller.showOrders(for: -1) == "Could not load orders: unknownCustomer(-1)")
        #expect(await controller.showOrders(for: 3) == "0 orders: ")
    }

    @Test func queuedOutcomesComeOnePerCallThenTheFallback() async throws {
        let coordinator = FakeCoordinatable()
        coordinator.placeOrderStub.enqueue(
            .returning(Order(id: 1, title: "Tea")), .throwing(OrdersError.unknownCustomer(2)))
        coordinator.placeOrderStub.returnValue = Order(id: 9, title: "Fallback")

        #expect(try await coordinator.placeOrder("Tea", for: 1).id == 1)
        await #expect(throws: OrdersError.unknownCustomer(2)) {
            try await coordinator.placeOrder("Tea", for: 2)
        }
        #expect(try await coordinator.placeOrder("Tea", for: 3).id == 9)
        #expect(
            coordinator.placeOrderStub.calls == [
                #"(title: "Tea", customerID: 1)"#, #"(title: "Tea", customerID: 2)"#,
                #"(title: "Tea", customerID: 3)"#,
            ])
    }

    @Test func theJournalShowsTheOrderOfCallsAcrossFakes() {
        let injector = FakeInjector()
        let journal = SeamJournal()
        injector.recordCalls(into: journal)
        let controller = Controller(injector: injector)

        controller.tapButton("Settings")
        controller.tapButton("Read blog")

        #expect(
            journal.lines.map { $0.prefix { $0 != " " } } == ["presenter.present", "router.route"])
        #expect(journal.lines(of: "router") == [#"router.route "/blog""#])
        #expect(journal.lines(of: "presenter").count == 1)
    }

    @Test func aStrictFakeFailsACallWithNothingStubbedAtTheLineThatMadeItStrict() {
        let injector = FakeInjector().makeStrict()
        let controller = Controller(injector: injector)

        withKnownIssue {
            controller.tapButton("Read blog")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "router.route was called with nothing stubbed for it, and its fake is strict: "
                    + "stub routeStub (returnValue, handler, error, when or enqueue)"
            ] && issue.sourceLocation?.fileName == "StubFeatureTests.swift"
        }
        #expect(injector.routerFake.routeStub.receivedArguments == ["/blog"])
    }

    @Test func aStrictFakeAcceptsWhatTheTestStubbed() {
        let injector = FakeInjector().makeStrict()
        injector.routerFake.routeStub.returnValue = ()

        Controller(injector: injector).tapButton("Read blog")

        #expect(injector.routerFake.routeStub.callCount == 1)
    }

    @Test func waitingForCallsFromAnotherTask() async {
        let injector = FakeInjector()
        let controller = Controller(injector: injector)

        Task.detached { controller.tapButton("Read blog") }

        #expect(await injector.routerFake.routeStub.waitForCalls(1, timeout: 10))
        #expect(injector.routerFake.routeStub.receivedArguments == ["/blog"])
    }

    @Test func aWaitThatTimesOutFailsWithWhatWasReceived() async {
        let route = FakeRoutable().routeStub

        await withKnownIssue {
            let arrived = await route.waitForCalls(2, timeout: 0.05)
            #expect(!arrived)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["waited 0.05 s for 2 calls; 0 received: []"]
                && issue.sourceLocation?.fileName == "StubFeatureTests.swift"
        }
    }

    @Test func resetStubsForgetsTheCallsAndStubsOfEveryFake() {
        let injector = FakeInjector()
        injector.presenterFake.presentStub.returnValue = true
        injector.routerFake.routeStub.when("/x", .returning(()))
        Controller(injector: injector).tapButton("Read blog")

        injector.resetStubs()

        #expect(injector.routerFake.routeStub.callCount == 0)
        #expect(injector.presenterFake.presentStub.returnValue == nil)
    }
}

/// Issue 27 under XCTest: the same features, asserted with XCTest.
final class StubFeatureXCTests: XCTestCase {
    func testTheJournalComparesInOneAssertion() {
        let injector = FakeInjector()
        let journal = SeamJournal()
        injector.recordCalls(into: journal)

        Controller(injector: injector).tapButton("Read blog")
        Controller(injector: injector).tapButton("Orders")

        XCTAssertEqual(journal.lines, [#"router.route "/blog""#, #"router.route "/orders""#])
    }

    func testRecordedCallsOfSeveralArgumentsCompareInOneAssertion() async throws {
        let coordinator = FakeCoordinatable()
        coordinator.placeOrderStub.returnValue = Order(id: 1, title: "Tea")

        _ = try await coordinator.placeOrder("Tea", for: 7)

        XCTAssertEqual(coordinator.placeOrderStub.calls, [#"(title: "Tea", customerID: 7)"#])
        XCTAssertTrue(
            coordinator.placeOrderStub.receivedArguments.elementsEqual([("Tea", 7)], by: ==))
    }

    func testWaitingForCallsFromAnotherTask() async {
        let injector = FakeInjector()
        let controller = Controller(injector: injector)

        Task.detached { controller.tapButton("Orders") }

        let arrived = await injector.routerFake.routeStub.waitForCalls(1, timeout: 10)
        XCTAssertTrue(arrived)
        XCTAssertEqual(injector.routerFake.routeStub.receivedArguments, ["/orders"])
    }

    func testRulesAndQueuesOnAThrowingAsyncMember() async throws {
        let coordinator = FakeCoordinatable()
        coordinator.loadOrdersStub.when(1, .returning([Order(id: 1, title: "Tea")]))
        coordinator.loadOrdersStub.enqueue(.throwing(OrdersError.unknownCustomer(2)))

        let first = try await coordinator.loadOrders(for: 1)
        XCTAssertEqual(first.map(\.title), ["Tea"])
        do {
            _ = try await coordinator.loadOrders(for: 2)
            XCTFail("the queued error was not thrown")
        } catch {
            XCTAssertEqual(error as? OrdersError, .unknownCustomer(2))
        }
        let fallback = try await coordinator.loadOrders(for: 3)
        XCTAssertEqual(fallback, [])
    }
}
