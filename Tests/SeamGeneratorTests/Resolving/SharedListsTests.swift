import XCTest

@testable import SeamGenerator

/// ``EntryList`` and ``ProtocolList`` share storage between the lists of a refinement chain
/// and still behave as values.
final class SharedListsTests: XCTestCase {
    private func member(_ source: String) -> FlatProtocol.Entry {
        let parsed = Parser.parse(source: "protocol P { \(source) }", path: "A.swift")
        guard case .member(let member) = parsed.protocols[0].members[0] else {
            preconditionFailure("no member in \(source)")
        }
        return .member(member)
    }

    func testAppendingToAListLeavesTheListsItExtendsAsTheyWere() {
        var parent: EntryList = [member("func a()")]
        var child = parent
        child.append(member("func b()"))
        XCTAssertTrue(child.startsWithSharing(parent))
        // A second child of the same parent gets a storage of its own.
        var sibling = parent
        sibling.append(member("func c()"))
        XCTAssertFalse(sibling.startsWithSharing(parent))
        parent.append(member("func d()"))
        XCTAssertEqual(Array(parent), [member("func a()"), member("func d()")])
        XCTAssertEqual(Array(child), [member("func a()"), member("func b()")])
        XCTAssertEqual(Array(sibling), [member("func a()"), member("func c()")])
        child[0] = member("func e()")
        XCTAssertEqual(Array(child), [member("func e()"), member("func b()")])
        XCTAssertEqual(parent.first, member("func a()"))
    }

    func testFactsHoldForEachPrefixOnly() {
        var list: EntryList = [member("func run()"), member("var runStub: Int { get }")]
        XCTAssertTrue(EntryList(list.prefix(1)).facts.hasBaseStems)
        XCTAssertFalse(list.facts.hasBaseStems)
        list = [member("func run()")]
        var longer = list
        longer.append(member("func run(fast: Bool)"))
        longer.append(member("static func make() -> Self"))
        longer.append(member("init()"))
        longer.append(member("var forwardee: Int { get }"))
        XCTAssertTrue(list.facts.hasBaseStems)
        XCTAssertFalse(list.facts.hasStatics || list.facts.mentionsSelf)
        XCTAssertFalse(list.facts.hasInitializer || list.facts.declares("forwardee"))
        XCTAssertFalse(longer.facts.hasBaseStems)
        XCTAssertTrue(longer.facts.hasStatics && longer.facts.mentionsSelf)
        XCTAssertTrue(longer.facts.hasInitializer && longer.facts.declares("forwardee"))
    }

    func testAProtocolListSharesTheListItContinues() {
        let parent: ProtocolList = ["B", "A"]
        let child = ProtocolList(["C"]).followed(by: parent)
        XCTAssertEqual(Array(child), ["C", "B", "A"])
        XCTAssertEqual(child.count, 3)
        XCTAssertTrue(child.continues(parent))
        XCTAssertFalse(child.continues(["B"]))
        // Equal names, not built on the parent: not known, so not claimed.
        XCTAssertFalse(ProtocolList(["C", "B", "A"]).continues(parent))
        XCTAssertEqual(child, ["C", "B", "A"])
        var extended = child
        extended.append("Z")
        XCTAssertEqual(Array(extended), ["C", "B", "A", "Z"])
        XCTAssertEqual(Array(child), ["C", "B", "A"])
        XCTAssertFalse(extended.continues(parent))
    }

    func testADeepChainOfProtocolListsIsReleasedWithoutExhaustingTheStack() {
        var list: ProtocolList = ["P0"]
        for level in 1..<200_000 { list = ProtocolList(["P\(level)"]).followed(by: list) }
        XCTAssertEqual(list.count, 200_000)
        XCTAssertEqual(list.first { $0 == "P0" }, "P0")
        // Releasing the chain is what is tested: a recursive release overflows the stack here.
        list = []
    }
}
