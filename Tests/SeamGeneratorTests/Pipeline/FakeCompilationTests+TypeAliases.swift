import Foundation
import XCTest

@testable import SeamGenerator

/// Fakes of protocols that declare type aliases: the fake writes what each alias stands for, and
/// compiles.
extension FakeCompilationTests {
    /// Regression (issue 29, 6): of two chained aliases over an associated type
    /// (`Expression = FinalResult.Element`, `Component = [Expression]`), the fake wrote only the
    /// first as what it stands for and kept `Component`, which the compiler, inferring
    /// `FinalResult` from the fake's members, read through itself ("circular reference").
    func testAFakeOfChainedTypeAliasesOverAnAssociatedTypeCompiles() throws {
        let run = try compileAndRun(
            sources: [
                "Builder.swift": """
                public protocol Builder {
                    associatedtype FinalResult: Collection
                    typealias Expression = FinalResult.Element
                    typealias Component = [Expression]
                    static func buildFinalResult(_ component: Component) -> FinalResult
                    func first(of component: Component) -> Expression
                }

                """
            ],
            main: """
                typealias Fake = FakeBuilder<Set<Int>>
                Fake.buildFinalResultStub.handler = { Set($0) }
                let builder = Fake()
                builder.firstStub.returnValue = 5
                print(Fake.buildFinalResult([3, 3]), builder.first(of: [4]))

                """)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.output, "[3] 5\n")
    }
}
