import Seam

/// A clock that tests can read and fix, as an app's cross-cutting dependency.
protocol TestClock: Sendable {
    var now: Int { get }
}

struct LiveClock: TestClock {
    var now: Int { 1_000 }
}

struct FixedClock: TestClock {
    let now: Int
}

enum TestClockKey: WorldKey {
    static let liveValue: any TestClock = LiveClock()
}

enum TestLabelKey: WorldKey {
    static let liveValue = "live"
}

extension World {
    var clock: any TestClock {
        get { self[TestClockKey.self] }
        set { self[TestClockKey.self] = newValue }
    }

    var label: String {
        get { self[TestLabelKey.self] }
        set { self[TestLabelKey.self] = newValue }
    }
}
