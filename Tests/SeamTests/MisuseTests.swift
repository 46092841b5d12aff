import XCTest

/// Misuse that compiles: each traps with a message that names it and gives the fix.
final class MisuseTests: XCTestCase {
    // Regression (issue 25.5): in release builds, the second member got the first one's
    // value instead of this stop. Every test here runs in debug and release builds
    // (`swift test -c release --filter SeamTests.MisuseTests`).
    func testASharedCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "sharedCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "router", second: "backupRouter", cell: "Shared<Router>")
        )
    }

    func testASharedCellOfALargeValueReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "largeSharedCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "itinerary", second: "returnItinerary", cell: "Shared<Itinerary>")
        )
    }

    func testAnOverriddenSharedCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "overriddenSharedCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "router", second: "backupRouter", cell: "Shared<Router>")
        )
    }

    func testACachedCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "cachedCellReadByTwoMembers",
            message: """
                Seam: Injector.archivedOrders(for:) reads the cell of Injector.orders(for:); \
                a cell belongs to one member, and this one returns Injector.orders(for:)'s value.
                To fix it, give Injector.archivedOrders(for:) a cell of its own \
                (let archivedOrdersCell = Cached<Int, OrdersModel>()) and read that one there.
                """
        )
    }

    func testAWeakCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "weakCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "session", second: "guestSession", cell: "Weak<Session>")
        )
    }

    func testAnOverriddenWeakCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "overriddenWeakCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "session", second: "guestSession", cell: "Weak<Session>")
        )
    }

    func testAnOverriddenUniqueCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "overriddenUniqueCellReadByTwoMembers",
            message: sharedCellMessage(
                first: "presenter", second: "backupPresenter", cell: "Unique<Presenter>")
        )
    }

    func testAWeakCellOfAStructStopsOnItsFirstBuild() throws {
        try assertTraps(
            "weakOfAStruct",
            message: """
                Seam: Weak<Int> cannot hold its value weakly: Int is not a class or a protocol \
                that only classes adopt.
                To fix it, make the protocol class-bound (protocol P: AnyObject), or use Shared.
                """
        )
    }

    /// The report for `second` reading the cell of `first`, word for word.
    private func sharedCellMessage(first: String, second: String, cell: String) -> String {
        """
        Seam: Injector.\(second) reads the cell of Injector.\(first); a cell belongs to one \
        member, and this one returns Injector.\(first)'s value.
        To fix it, give Injector.\(second) a cell of its own \
        (let \(second)Cell = \(cell)()) and read that one there.
        """
    }

    private func assertTraps(
        _ scenario: String,
        message: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let outcome = try ChildProcess.run(scenario: scenario)

        XCTAssertTrue(outcome.isTrap, outcome.standardError, file: file, line: line)
        XCTAssertTrue(
            outcome.standardError.contains(message + "\n"),
            "expected:\n\(message)\ngot:\n\(outcome.standardError)",
            file: file,
            line: line
        )
    }
}
