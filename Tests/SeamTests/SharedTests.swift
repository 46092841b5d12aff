import Dispatch
import Seam
import XCTest

final class SharedTests: XCTestCase {
    func testFirstReadBuildsOnceAndLaterReadsReturnTheIdenticalInstance() {
        let injector = TestInjector()

        let first = injector.router
        let second = injector.router

        XCTAssertIdentical(first, second)
        XCTAssertEqual(injector.routerBuilds.count, 1)
    }

    func testEachInjectorBuildsItsOwnInstance() {
        let one = TestInjector()
        let other = TestInjector()

        XCTAssertNotIdentical(one.router, other.router)
    }

    func testReleasingTheInjectorReleasesWhatItBuilt() {
        var injector: TestInjector? = TestInjector()
        weak let router = injector?.router as? Router
        XCTAssertNotNil(router)

        injector = nil

        XCTAssertNil(router)
    }

    func testNothingIsBuiltBeforeTheFirstRead() {
        let injector = TestInjector()

        XCTAssertEqual(injector.routerBuilds.count, 0)
    }

    func testConcurrentFirstReadsBuildExactlyOnceAndShareTheInstance() {
        for _ in 0..<20 {
            let injector = TestInjector(onBuildRouter: { usleep(2_000) })
            let seen = Locked<[ObjectIdentifier]>([])

            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                let router = injector.router
                seen.mutate { $0.append(ObjectIdentifier(router)) }
            }

            XCTAssertEqual(injector.routerBuilds.count, 1)
            XCTAssertEqual(Set(seen.value).count, 1)
            XCTAssertEqual(seen.value.count, 16)
        }
    }

    func testBuildingAMemberThatReadsAnotherMemberDoesNotDeadlock() {
        let injector = TestInjector()

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = injector.coordinator
        }

        XCTAssertIdentical(injector.coordinator.router, injector.router)
        XCTAssertEqual(injector.routerBuilds.count, 1)
    }

    func testIndependentMembersBuildAtTheSameTimeWithoutWaitingForEachOther() {
        // The router's build waits until the orders model is being built on another
        // thread; an injector-wide lock held during builds would make it time out.
        let ordersStarted = DispatchSemaphore(value: 0)
        let routerSawOrders = Locked(false)
        let injector = TestInjector(onBuildRouter: {
            routerSawOrders.mutate { $0 = ordersStarted.wait(timeout: .now() + 5) == .success }
        })
        let group = DispatchGroup()

        DispatchQueue.global().async(group: group) { _ = injector.router }
        DispatchQueue.global().async(group: group) {
            _ = injector.ordersCell(injector, 7) {
                ordersStarted.signal()
                return OrdersModel(customerID: 7)
            }
        }

        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(routerSawOrders.value, true)
    }
}
