import Seam
import XCTest

/// A screen that holds the injector it came from, as a fake that reads other members may.
private final class Screen: Sendable {
    let injector: ScreenInjector?
    weak let weakInjector: ScreenInjector?

    init(holding injector: ScreenInjector) {
        self.injector = injector
        self.weakInjector = nil
    }

    init(weaklyHolding injector: ScreenInjector?) {
        self.injector = nil
        self.weakInjector = injector
    }
}

/// One cell of each lifetime, for overrides that capture the injector.
private final class ScreenInjector: Sendable {
    let homeCell = Shared<Screen>()
    let sessionCell = Weak<Screen>()
    let detailCell = Unique<Screen>()
    let ordersCell = Cached<Int, Screen>()
}

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

    // Issue 25.3: an override is held by its cell, and the cell by the injector, so an
    // override that holds the injector strongly keeps it alive (a retain cycle), as
    // Overrides.md says. Replacing the override frees it, except in `Shared`, which keeps
    // every value it held; that injector stays alive for the rest of this test process.
    func testAnOverrideThatHoldsTheInjectorStronglyKeepsItAlive() {
        let shared = survivor { $0.homeCell.override(with: Screen(holding: $0)) }
        let weak = survivor { $0.sessionCell.override(with: Screen(holding: $0)) }
        let unique = survivor { injector in
            injector.detailCell.override { Screen(holding: injector) }
        }
        let cached = survivor { injector in
            injector.ordersCell.override { _ in Screen(holding: injector) }
        }
        XCTAssertNotNil(shared.injector, "Shared")
        XCTAssertNotNil(weak.injector, "Weak")
        XCTAssertNotNil(unique.injector, "Unique")
        XCTAssertNotNil(cached.injector, "Cached")

        weak.injector?.sessionCell.override(with: Screen(weaklyHolding: nil))
        unique.injector?.detailCell.override { Screen(weaklyHolding: nil) }
        cached.injector?.ordersCell.override { _ in Screen(weaklyHolding: nil) }

        XCTAssertNil(weak.injector, "Weak")
        XCTAssertNil(unique.injector, "Unique")
        XCTAssertNil(cached.injector, "Cached")
    }

    // Issue 25.3: the fix Overrides.md gives, a weak or unowned capture, lets it go.
    func testAnOverrideThatHoldsTheInjectorWeaklyLetsItGo() {
        let overrides = survivor { injector in
            injector.detailCell.override { [weak injector] in Screen(weaklyHolding: injector) }
            injector.ordersCell.override { [unowned injector] _ in
                Screen(weaklyHolding: injector)
            }
            injector.homeCell.override(with: Screen(weaklyHolding: injector))
            injector.sessionCell.override(with: Screen(weaklyHolding: injector))
        }

        XCTAssertNil(overrides.injector)
    }

    /// Makes an injector, passes it to `override` and drops it: what is left of it, if
    /// anything still holds it.
    private func survivor(after override: (ScreenInjector) -> Void) -> Survivor {
        var survivor = Survivor()
        do {
            let injector = ScreenInjector()
            override(injector)
            survivor.injector = injector
        }
        return survivor
    }
}

/// A weak reference to an injector that a test dropped.
private struct Survivor {
    weak var injector: ScreenInjector?
}
