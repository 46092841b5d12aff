import Seam
import XCTest

final class InjectedTests: XCTestCase {
    private struct Printer {
        @Injected(\.clock) var clock
        @Injected(\.label) var label: String
    }

    func testReadsTheLiveValueWithoutAnOverride() {
        let printer = Printer()

        XCTAssertEqual(printer.clock.now, 1_000)
    }

    func testReadsTheWorldOfItsFirstAccessNotOfItsCreation() {
        let printer = Printer()

        let now = World.withValues {
            $0.clock = FixedClock(now: 3)
        } operation: {
            printer.clock.now
        }

        XCTAssertEqual(now, 3)
    }

    func testKeepsTheFirstReadValue() {
        let printer = Printer()
        _ = World.withValues {
            $0.label = "first"
        } operation: {
            printer.label
        }

        let later = World.withValues {
            $0.label = "second"
        } operation: {
            printer.label
        }

        XCTAssertEqual(later, "first")
        XCTAssertEqual(printer.label, "first")
    }

    func testConcurrentFirstReadsAgreeOnOneValue() {
        let printer = Printer()
        let seen = Locked<Set<String>>([])

        Threads.race(count: 8) { index in
            let label = World.withValues {
                $0.label = "thread \(index)"
            } operation: {
                printer.label
            }
            seen.mutate { $0.insert(label) }
        }

        XCTAssertEqual(seen.value.count, 1)
    }
}
