import XCTest

@testable import SeamGenerator

/// Which type aliases ``ClosureAliasScanner`` takes for function types.
final class ClosureAliasScannerTests: XCTestCase {
    private func closureNames(_ source: String) -> Set<String> {
        var scanner = ClosureAliasScanner()
        scanner.scan(Array(source.utf8))
        return scanner.closureNames()
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
}
