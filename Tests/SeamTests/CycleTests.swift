import XCTest

final class CycleTests: XCTestCase {
    private let fix =
        "To fix it, let one of these members read the next one later "
        + "(on first use, or through a closure), not while it is being built."

    func testCycleThroughSharedAndUniqueMembersTrapsWithTheChainInOrder() throws {
        try assertTraps(
            "sharedAndUnique",
            chain: "Injector.router -> Injector.presenter -> Injector.router"
        )
    }

    func testCycleOfUniqueMembersTrapsInsteadOfOverflowingTheStack() throws {
        try assertTraps(
            "uniqueOnly",
            chain: "Injector.view -> Injector.interactor -> Injector.view"
        )
    }

    // Regression (issue 25.4): the chain named the member three times, not the keys.
    func testCycleBetweenArgumentsOfOneMemberTrapsNamingEachKey() throws {
        try assertTraps(
            "perArgument",
            chain:
                "Injector.orders(for:)[1] -> Injector.orders(for:)[2] -> Injector.orders(for:)[1]"
        )
    }

    // Regression (issue 25.4): a key of a `Cached` member in a chain of other members.
    func testCycleThroughAKeyNamesTheKeyAsItDescribesItself() throws {
        try assertTraps(
            "throughAKey",
            chain: "Injector.home -> Injector.profile(for:)[alice] -> Injector.home"
        )
    }

    func testWeakMemberThatReadsItselfTraps() throws {
        try assertTraps("weak", chain: "Injector.session -> Injector.session")
    }

    func testCycleAcrossTwoThreadsTrapsInsteadOfHanging() throws {
        try assertTrapsAcrossThreads(
            "acrossThreads",
            chains: [
                "Injector.right -> Injector.left -> Injector.right",
                "Injector.left -> Injector.right -> Injector.left",
            ]
        )
    }

    // Regression (issue 25.4): across threads too, the chain named the member, not the keys.
    func testCycleAcrossTwoThreadsThroughKeysNamesEachKey() throws {
        try assertTrapsAcrossThreads(
            "acrossThreadsThroughKeys",
            chains: [
                "Injector.leg(_:)[4] -> Injector.leg(_:)[3] -> Injector.leg(_:)[4]",
                "Injector.leg(_:)[3] -> Injector.leg(_:)[4] -> Injector.leg(_:)[3]",
            ]
        )
    }

    /// Asserts that `scenario` traps with exactly one of `chains`: which thread finds the
    /// cycle depends on timing.
    private func assertTrapsAcrossThreads(
        _ scenario: String,
        chains: [String],
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let outcome = try ChildProcess.run(scenario: scenario)

        XCTAssertTrue(outcome.isTrap, outcome.standardError, file: file, line: line)
        let messages = chains.map { "Seam: dependency cycle: " + $0 + "\n" + fix }
        XCTAssertEqual(
            messages.filter { outcome.standardError.contains($0) }.count,
            1,
            outcome.standardError,
            file: file,
            line: line
        )
    }

    private func assertTraps(
        _ scenario: String,
        chain: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let outcome = try ChildProcess.run(scenario: scenario)

        XCTAssertTrue(outcome.isTrap, outcome.standardError, file: file, line: line)
        let message = "Seam: dependency cycle: " + chain + "\n" + fix
        XCTAssertEqual(
            outcome.standardError.components(separatedBy: "Fatal error: ").dropFirst().first
                .map { String($0.prefix(message.count)) },
            message,
            file: file,
            line: line
        )
    }
}
