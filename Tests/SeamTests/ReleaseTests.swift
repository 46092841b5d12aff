import Seam
import XCTest

/// A value whose `deinit` runs a closure: user code that runs when a cell frees it.
private final class Model: Sendable {
    let onDeinit: @Sendable () -> Void

    init(_ onDeinit: @escaping @Sendable () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

/// A key whose `deinit` runs a closure.
private final class Key: Hashable, Sendable {
    let id: Int
    let onDeinit: @Sendable () -> Void

    init(_ id: Int, _ onDeinit: @escaping @Sendable () -> Void = {}) {
        self.id = id
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }

    static func == (left: Key, right: Key) -> Bool { left.id == right.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

private final class ModelInjector: Sendable {
    let ordersCell = Cached<Int, Model>()
    let labelCell = Cached<Key, Int>()
    let sessionCell = Weak<Model>()
    let deinits = Counter()

    func orders(_ id: Int) -> Model {
        ordersCell(self, id) { Model { [weak self] in _ = self?.orders(id + 1) } }
    }

    func label(for key: Key) -> Int {
        labelCell(self, key) { key.id }
    }

    var session: Model { sessionCell(self) { Model() } }
}

/// Counts the models alive: made and not yet freed.
private final class Census: Sendable {
    private let made = Counter()
    private let freed = Counter()

    var alive: Int { made.count - freed.count }

    func model() -> Model {
        made.increment()
        return Model { [freed] in freed.increment() }
    }
}

/// What cells free, when, and that freeing runs no user code under a cell's lock.
final class ReleaseTests: XCTestCase {
    // Regression (issue 25.1): the override freed the value it replaced under the cell's
    // lock, and the value's deinit, which reads the cell, never returned.
    func testCachedOverrideWhoseReplacedValueReadsTheCellInItsDeinitReturns() {
        let injector = ModelInjector()
        _ = injector.orders(1)
        let deinits = injector.deinits

        let finished = Threads.finishes {
            injector.ordersCell.override { _ in
                Model { deinits.increment() }
            }
        }

        XCTAssertTrue(finished, "the override deadlocked")
        XCTAssertIdentical(injector.orders(1), injector.orders(1))
    }

    // Regression (issue 25.1): the override freed the table's copy of a key under the lock.
    func testCachedOverrideWhoseForgottenKeyReadsTheCellInItsDeinitReturns() {
        let injector = ModelInjector()
        let deinits = injector.deinits
        _ = injector.label(
            for: Key(1) { [weak injector] in
                _ = injector?.label(for: Key(2))
                deinits.increment()
            }
        )

        let finished = Threads.finishes {
            injector.labelCell.override { $0.id * 10 }
        }

        XCTAssertTrue(finished, "the override deadlocked")
        XCTAssertEqual(deinits.count, 1)
        XCTAssertEqual(injector.label(for: Key(2)), 20)
    }

    // Regression (issue 25.1): the override released the factory it replaced, and what the
    // factory captured, under the lock.
    func testCachedOverrideWhoseReplacedFactoryCapturesAReaderOfTheCellReturns() {
        let injector = ModelInjector()
        let deinits = injector.deinits
        do {
            let captured = Model { [weak injector] in
                _ = injector?.orders(3)
                deinits.increment()
            }
            injector.ordersCell.override { [captured] _ in
                _ = captured
                return Model()
            }
        }

        let finished = Threads.finishes {
            injector.ordersCell.override { _ in Model() }
        }

        XCTAssertTrue(finished, "the override deadlocked")
        XCTAssertEqual(deinits.count, 1)
    }

    // Regression (issue 25.1): the override freed the override it replaced under the lock,
    // and that value's deinit, which overrides the cell again, never returned.
    func testWeakOverrideWhoseReplacedValueOverridesAgainInItsDeinitReturns() {
        let injector = ModelInjector()
        let deinits = injector.deinits
        let last = Model()
        injector.sessionCell.override(
            with: Model { [weak injector] in
                injector?.sessionCell.override(with: last)
                deinits.increment()
            }
        )

        let finished = Threads.finishes {
            injector.sessionCell.override(with: Model())
        }

        XCTAssertTrue(finished, "the override deadlocked")
        XCTAssertEqual(deinits.count, 1)
        XCTAssertIdentical(injector.session, last)
    }

    // Regression (issue 25.2): overrides replaced while other threads read were kept until
    // an override found no reader at all (a million overrides under 64 readers kept them all).
    func testWeakOverridesReplacedWhileOthersReadAreFreed() {
        let injector = ModelInjector()
        let census = Census()

        Threads.whileReading(
            threads: 8, reading: { _ = injector.session },
            during: { for _ in 0..<20_000 { injector.sessionCell.override(with: census.model()) } })

        // The override shown, and at most two batches of retired ones.
        XCTAssertLessThanOrEqual(census.alive, 17)
    }

    // Regression (issue 25.2), the same for the values a `Cached` override forgets.
    func testCachedValuesForgottenWhileOthersReadAreFreed() {
        let injector = ModelInjector()
        let census = Census()

        Threads.whileReading(
            threads: 8, reading: { _ = injector.orders(1) },
            during: { for _ in 0..<20_000 { injector.ordersCell.override { _ in census.model() } } }
        )

        XCTAssertLessThanOrEqual(census.alive, 17)
    }
}
