import Seam
import XCTest

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
}
