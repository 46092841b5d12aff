import Seam
import XCTest

final class OverrideTests: XCTestCase {
    func testOverrideBeforeTheFirstReadReplacesTheMemberEverywhere() {
        let injector = TestInjector()
        let fake = FakeRouter()

        injector.routerCell.override(with: fake)

        XCTAssertIdentical(injector.router, fake)
        XCTAssertIdentical(injector.coordinator.router, fake)
        XCTAssertEqual(injector.routerBuilds.count, 0)
    }

    func testOverrideAfterTheBuildKeepsWhatBuiltMembersAlreadyRead() {
        let injector = TestInjector()
        let real = injector.router
        let coordinator = injector.coordinator
        let fake = FakeRouter()

        injector.routerCell.override(with: fake)

        XCTAssertIdentical(injector.router, fake)
        XCTAssertIdentical(coordinator.router, real)
        XCTAssertIdentical(injector.coordinator.router, real)
    }

    func testOverridingTwiceReturnsTheLatestValue() {
        let injector = TestInjector()
        let first = FakeRouter()
        let second = FakeRouter()

        injector.routerCell.override(with: first)
        injector.routerCell.override(with: second)

        XCTAssertIdentical(injector.router, second)
    }

    func testReleasingTheInjectorReleasesTheRealValueAndEveryOverride() {
        var injector: TestInjector? = TestInjector()
        weak let real = injector?.router as? Router
        var fake: FakeRouter? = FakeRouter()
        weak let weakFake = fake
        injector?.routerCell.override(with: fake!)
        fake = nil
        XCTAssertNotNil(real)
        XCTAssertNotNil(weakFake)

        injector = nil

        XCTAssertNil(real)
        XCTAssertNil(weakFake)
    }

    func testOverrideWhileReadersRaceIsSeenByEveryLaterRead() {
        let injector = TestInjector()
        let fake = FakeRouter()

        Threads.race(count: 8) { index in
            if index == 0 { injector.routerCell.override(with: fake) }
            _ = injector.router
        }

        XCTAssertIdentical(injector.router, fake)
    }
}
