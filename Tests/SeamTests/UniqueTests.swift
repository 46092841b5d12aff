import Seam
import XCTest

final class UniqueTests: XCTestCase {
    func testEveryReadBuildsANewInstance() {
        let injector = TestInjector()

        XCTAssertNotIdentical(injector.presenter, injector.presenter)
    }

    func testOverrideReplacesHowLaterReadsAreBuilt() {
        let injector = TestInjector()
        let before = injector.presenter

        injector.presenterCell.override { FakePresenter() }

        XCTAssertTrue(injector.presenter is FakePresenter)
        XCTAssertTrue(before is Presenter)
        XCTAssertNotIdentical(injector.presenter, injector.presenter)
    }

    // Regression: every override kept the factory it replaced until the cell died.
    func testOverrideReleasesTheFactoryItReplaces() {
        let injector = TestInjector()
        var captured: FakePresenter? = FakePresenter()
        weak let weakCaptured = captured
        injector.presenterCell.override { [captured] in captured! }
        captured = nil
        XCTAssertNotNil(weakCaptured)

        injector.presenterCell.override { FakePresenter() }

        XCTAssertNil(weakCaptured)
        XCTAssertTrue(injector.presenter is FakePresenter)
    }

    // Regression: a cell overridden thousands of times freed its chain of overrides
    // recursively and overflowed a small thread stack.
    func testFreeingACellOverriddenManyTimesFitsInASmallStack() {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let injector = TestInjector()
            for _ in 0..<20_000 {
                injector.presenterCell.override { FakePresenter() }
            }
            _ = injector.presenter
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
    }

    func testReadsFromManyThreadsEachGetTheirOwnInstance() {
        let injector = TestInjector()
        let seen = Locked<[ObjectIdentifier]>([])
        let keep = Locked<[any Presentable]>([])

        Threads.race(count: 8) { _ in
            let presenter = injector.presenter
            keep.mutate { $0.append(presenter) }
            seen.mutate { $0.append(ObjectIdentifier(presenter)) }
        }

        XCTAssertEqual(Set(seen.value).count, 8)
    }
}
