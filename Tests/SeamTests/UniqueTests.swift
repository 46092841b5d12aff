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
