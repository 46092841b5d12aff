import XCTest

/// Misuse that compiles: each traps with a message that names it and gives the fix.
final class MisuseTests: XCTestCase {
    #if DEBUG
    func testASharedCellReadByASecondMemberStopsNamingBoth() throws {
        try assertTraps(
            "sharedCellReadByTwoMembers",
            message: """
                Seam: Injector.backupRouter reads the cell of Injector.router; a cell belongs \
                to one member, and this one returns Injector.router's value.
                To fix it, give Injector.backupRouter a cell of its own \
                (let backupRouterCell = Shared<Router>()) and read that one there.
                """
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
    #endif

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
