import XCTest

@testable import SeamGenerator

/// Which type aliases ``ClosureAliases`` takes for function types, from what the parser read.
final class ClosureAliasesTests: XCTestCase {
    private func closureNames(_ sources: String...) -> Set<String> {
        ClosureAliases.names(
            in: sources.enumerated().map { Parser.parse(source: $1, path: "\($0).swift") })
    }

    func testFunctionTypesWithAttributesAndEffectsAreClosures() {
        let source = """
            public typealias Plain = (String) -> Void
            typealias Thrower = (_ token: String, _ flags: Int) throws -> Void
            typealias Callback = @convention(c) (
                UnsafeMutableRawPointer?, Int32
            ) -> Int32
            typealias Job = @Sendable () async throws(MyError) -> Int
            """
        XCTAssertEqual(closureNames(source), ["Plain", "Thrower", "Callback", "Job"])
    }

    func testTuplesNamesAndGenericsAreNotClosures() {
        let source = """
            typealias Pair = (Int, String)
            typealias Name = String
            typealias Boxed = Box<(Int) -> Void>
            typealias Maybe = ((Int) -> Void)?
            let typealiasCount = 1
            """
        XCTAssertEqual(closureNames(source), [])
    }

    func testAnAliasOfAClosureAliasIsAClosure() {
        let source = """
            typealias Sink = Module.Callback
            typealias Callback = (Int) -> Void
            typealias Loop = Loop2
            typealias Loop2 = Loop
            """
        XCTAssertEqual(closureNames(source), ["Sink", "Callback"])
    }

    func testAliasesInTypesProtocolsAndExtensionsCountButNotThoseInCommentsOrBodies() {
        let source = """
            // typealias Commented = () -> Void
            struct Box {
                typealias Nested = (Int) -> Void
                func f() { typealias Local = () -> Void }
            }
            protocol Store { typealias Completion = (Bool) -> Void }
            extension Box { typealias Extended = () async -> Int }
            let text = "typealias Quoted = () -> Void"
            """
        XCTAssertEqual(closureNames(source), ["Nested", "Completion", "Extended"])
    }

    func testAnAliasInAnotherFileIsFollowed() {
        XCTAssertEqual(
            closureNames("typealias Sink = Callback", "typealias Callback = (Int) -> Void"),
            ["Sink", "Callback"])
    }
}
