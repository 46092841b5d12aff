import Seam
import XCTest

/// A dependency known by a class-bound protocol, as an app's dependencies are.
private protocol Store: AnyObject, Sendable {}
private final class LiveStore: Store {}
private final class FakeStore: Store {}

private final class StoreInjector: Sendable {
    let builds = Counter()
    let storeCell = Weak<any Store>()

    var store: any Store {
        storeCell(self) {
            builds.increment()
            return LiveStore()
        }
    }
}

final class WeakTests: XCTestCase {
    func testReadsShareTheInstanceWhileSomethingHoldsIt() {
        let injector = TestInjector()

        let held = injector.session

        XCTAssertIdentical(injector.session, held)
        XCTAssertEqual(injector.sessionBuilds.count, 1)
    }

    func testReadAfterTheLastHolderReleasedBuildsANewInstance() {
        let injector = TestInjector()
        var held: Session? = injector.session
        weak let first = held
        held = nil

        let next = injector.session

        XCTAssertNil(first)
        XCTAssertEqual(injector.sessionBuilds.count, 2)
        XCTAssertIdentical(injector.session, next)
    }

    func testReadsOfTheLiveInstanceDoNotKeepItAlive() {
        let injector = StoreInjector()
        var held: (any Store)? = injector.store
        weak let first = held
        for _ in 0..<3 { XCTAssertIdentical(injector.store, held) }

        held = nil

        XCTAssertNil(first)
    }

    func testConcurrentFirstReadsBuildOnceWhileHeld() {
        let injector = TestInjector()
        let kept = Locked<[Session]>([])

        Threads.race(count: 8) { _ in
            let session = injector.session
            kept.mutate { $0.append(session) }
        }

        XCTAssertEqual(injector.sessionBuilds.count, 1)
        XCTAssertEqual(Set(kept.value.map(ObjectIdentifier.init)).count, 1)
    }

    func testAProtocolExistentialIsSharedWhileHeldAndRebuiltAfterRelease() {
        let injector = StoreInjector()
        var held: (any Store)? = injector.store
        weak let first = held

        XCTAssertIdentical(injector.store, held)
        XCTAssertEqual(injector.builds.count, 1)
        held = nil

        XCTAssertNil(first)
        XCTAssertTrue(injector.store is LiveStore)
        XCTAssertEqual(injector.builds.count, 2)
    }

    func testOverrideReturnsTheFakeFromEveryLaterRead() {
        let injector = StoreInjector()
        let real = injector.store
        let fake = FakeStore()

        injector.storeCell.override(with: fake)

        XCTAssertIdentical(injector.store, fake)
        XCTAssertIdentical(injector.store, fake)
        XCTAssertTrue(real is LiveStore)
        XCTAssertEqual(injector.builds.count, 1)
    }

    func testOverrideKeepsTheFakeAliveAndReleasesItWithTheCell() {
        var injector: StoreInjector? = StoreInjector()
        var fake: FakeStore? = FakeStore()
        weak let weakFake = fake
        injector?.storeCell.override(with: fake!)
        fake = nil
        XCTAssertNotNil(weakFake)
        XCTAssertIdentical(injector?.store, weakFake)

        injector = nil

        XCTAssertNil(weakFake)
    }

    func testRebuildsWhileOtherThreadsReadGiveOneLiveInstanceAtATime() {
        let injector = StoreInjector()

        Threads.race(count: 8) { _ in
            for _ in 0..<200 {
                let store = injector.store
                XCTAssertTrue(store is LiveStore)
            }
        }

        XCTAssertGreaterThanOrEqual(injector.builds.count, 1)
    }
}
