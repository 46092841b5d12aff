import Seam
import XCTest

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
}
