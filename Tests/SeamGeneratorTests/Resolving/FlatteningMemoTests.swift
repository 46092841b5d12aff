import XCTest

@testable import SeamGenerator

/// ``FlatteningMemo`` gives each protocol what a whole walk of its ancestors gives, and walks
/// each protocol's requirements once.
final class FlatteningMemoTests: XCTestCase {
    private func index(_ source: String) -> ProtocolIndex {
        ProtocolIndex(sources: [Parser.parse(source: source, path: "A.swift")], references: [])
    }

    /// Every protocol of `source`, flattened through one memo and each on its own.
    private func assertMemoMatchesWholeWalks(
        _ source: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let index = index(source)
        let decls = index.entries.map(\.decl)
        let memoized = FlatteningMemo.flatten(decls, index: index)
        for (decl, flat) in zip(decls, memoized) {
            XCTAssertEqual(
                flat, ProtocolFlattener.flatten(decl, index: index), decl.name, file: file,
                line: line)
        }
        // Children first: a child's walk comes before its parent's is asked for.
        let reversed = FlatteningMemo.flatten(decls.reversed(), index: index)
        XCTAssertEqual(reversed.reversed(), memoized, file: file, line: line)
    }

    func testChainsWithStandardUnknownAndWhereClausesMatchWholeWalks() {
        assertMemoMatchesWholeWalks(
            """
            protocol Base: Sendable, Unknown { func a(); var v: Int { get }; associatedtype T }
            protocol Middle: Equatable, Base where T: Hashable {
                mutating func a(); var v: Int { get set }
            }
            protocol Top: Unknown, Middle, Other where Self: AnyObject { func b() }
            protocol Pinned: Sequence<Int>, Top {}
            protocol Named: Identifiable, Top where ID == String {}
            protocol Box<Item> { associatedtype Item; func put(_ item: Item) }
            protocol IntBox: Box<Int> where Self: Sendable { func count() -> Int }
            protocol Late: Unknown where Item == Int, Self: Box {}
            """)
    }

    func testIsolatedChildOfUnisolatedParentsMatchesWholeWalks() {
        assertMemoMatchesWholeWalks(
            """
            protocol Plain { func a() async; var d: String { get } }
            protocol Middle: Plain { func b() }
            @MainActor protocol Isolated: Middle { func c() }
            protocol Below: Isolated { func e() }
            protocol Worker: Actor, Middle { func f() }
            """)
    }

    func testDiamondsAndCompositionsMatchWholeWalks() {
        assertMemoMatchesWholeWalks(
            """
            protocol Root { func r() }
            protocol Left: Root { func l() }
            protocol Right: Root { func r(); func x() }
            protocol Diamond: Left, Right { func d() }
            protocol Composed: Left & Sendable { func c() }
            #if os(Windows)
            protocol Twin: Root { func a() }
            #else
            protocol Twin: Left { func b() }
            #endif
            protocol Conditional: Diamond {
                #if DEBUG
                func debug()
                #endif
            }
            """)
    }

    /// Bug: flattening every protocol of a refinement chain walked each protocol's ancestors
    /// again, N²/2 requirement visits in all (a 10,000-deep chain did not finish).
    func testARefinementChainTakesOneVisitPerRequirement() {
        func visits(_ depth: Int) -> Int {
            var source = "protocol P0 { func f0() }\n"
            for level in 1..<depth {
                source += "protocol P\(level): P\(level - 1) { func f\(level)() }\n"
            }
            let index = index(source)
            var memo = FlatteningMemo(
                index: index, requested: Set(index.entries.map(\.decl.location)))
            for entry in index.entries { _ = memo.flat(of: entry.decl) }
            XCTAssertEqual(memo.flat(of: index.entries.last!.decl).entries.count, depth)
            return memo.requirementVisits
        }
        XCTAssertEqual(visits(200), 200)
        XCTAssertEqual(visits(400), 400)
    }
}
