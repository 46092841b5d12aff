import Seam
import XCTest

/// Many threads on many fresh injectors at once; run under `swift test --sanitize=thread`.
final class StressTests: XCTestCase {
    func testManyThreadsOnFreshInjectorsBuildEverySharedMemberOnce() {
        for _ in 0..<50 {
            let injector = TestInjector()
            let routers = Locked<Set<ObjectIdentifier>>([])

            Threads.race(count: 6) { index in
                let coordinator = injector.coordinator
                let router = injector.router
                _ = injector.presenter
                _ = injector.session
                _ = injector.orders(for: index % 2)
                routers.mutate {
                    $0.insert(ObjectIdentifier(router))
                    $0.insert(ObjectIdentifier(coordinator.router))
                }
            }

            XCTAssertEqual(routers.value.count, 1)
            XCTAssertEqual(injector.routerBuilds.count, 1)
            XCTAssertEqual(injector.ordersBuilds.count, 2)
        }
    }

    func testOverridesRacingWithFirstReadsLeaveTheLastOverrideVisible() {
        for _ in 0..<50 {
            let injector = TestInjector(onBuildRouter: { usleep(100) })
            let fake = FakeRouter()

            Threads.race(count: 4) { index in
                if index == 0 { injector.routerCell.override(with: fake) }
                if index == 1 { injector.presenterCell.override { FakePresenter() } }
                if index == 2 { injector.ordersCell.override { OrdersModel(customerID: -$0) } }
                _ = injector.router
                _ = injector.presenter
                _ = injector.orders(for: index)
            }

            XCTAssertIdentical(injector.router, fake)
            XCTAssertTrue(injector.presenter is FakePresenter)
        }
    }
}
