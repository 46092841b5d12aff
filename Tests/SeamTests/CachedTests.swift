import Foundation
import Seam
import XCTest

/// An injector whose per-argument build waits until the test lets it finish.
private final class SlowOrdersInjector: Sendable {
    let started = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let ordersCell = Cached<Int, OrdersModel>()

    func orders(for customerID: Int) -> OrdersModel {
        ordersCell(self, customerID) {
            started.signal()
            proceed.wait()
            return OrdersModel(customerID: customerID)
        }
    }
}

final class CachedTests: XCTestCase {
    func testEachDistinctArgumentIsBuiltOnce() {
        let injector = TestInjector()

        let first = injector.orders(for: 1)
        let again = injector.orders(for: 1)
        let other = injector.orders(for: 2)

        XCTAssertIdentical(first, again)
        XCTAssertNotIdentical(first, other)
        XCTAssertEqual(other.customerID, 2)
        XCTAssertEqual(injector.ordersBuilds.count, 2)
    }

    func testConcurrentFirstReadsOfOneArgumentBuildOnce() {
        let injector = TestInjector()
        let seen = Locked<[ObjectIdentifier]>([])

        Threads.race(count: 12) { index in
            let orders = injector.orders(for: index % 3)
            seen.mutate { $0.append(ObjectIdentifier(orders)) }
        }

        XCTAssertEqual(injector.ordersBuilds.count, 3)
        XCTAssertEqual(Set(seen.value).count, 3)
    }

    func testOverrideBuildsEveryLaterArgumentWithTheFake() {
        let injector = TestInjector()
        let before = injector.orders(for: 1)

        injector.ordersCell.override { OrdersModel(customerID: $0 * 100) }

        XCTAssertEqual(injector.orders(for: 1).customerID, 100)
        XCTAssertEqual(injector.orders(for: 2).customerID, 200)
        XCTAssertEqual(before.customerID, 1)
    }

    // Regression: an override made while another thread built the same key was lost.
    func testOverrideDuringABuildOfTheSameKeyWins() {
        let injector = SlowOrdersInjector()
        let done = DispatchSemaphore(value: 0)
        let built = Locked<OrdersModel?>(nil)
        Thread {
            built.mutate { $0 = injector.orders(for: 1) }
            done.signal()
        }.start()
        injector.started.wait()

        injector.ordersCell.override { OrdersModel(customerID: $0 * 100) }
        injector.proceed.signal()
        done.wait()

        XCTAssertEqual(built.value?.customerID, 1)
        XCTAssertEqual(injector.orders(for: 1).customerID, 100)
        XCTAssertIdentical(injector.orders(for: 1), injector.orders(for: 1))
    }

    func testReadsAlternatingBetweenKeysKeepEachValue() {
        let injector = TestInjector()
        let one = injector.orders(for: 1)
        let two = injector.orders(for: 2)

        for _ in 0..<3 {
            XCTAssertIdentical(injector.orders(for: 1), one)
            XCTAssertIdentical(injector.orders(for: 2), two)
        }
        XCTAssertEqual(injector.ordersBuilds.count, 2)
    }

    func testOverrideReleasesTheValuesItForgets() {
        let injector = TestInjector()
        weak let first = injector.orders(for: 1)
        XCTAssertNotNil(first)

        injector.ordersCell.override { OrdersModel(customerID: $0) }

        XCTAssertNil(first)
    }

    func testOverrideWhileReadersRaceIsSeenByEveryLaterRead() {
        let injector = TestInjector()

        Threads.race(count: 8) { index in
            if index == 0 { injector.ordersCell.override { OrdersModel(customerID: $0 * 10) } }
            _ = injector.orders(for: index % 2)
        }

        XCTAssertEqual(injector.orders(for: 1).customerID, 10)
    }
}
