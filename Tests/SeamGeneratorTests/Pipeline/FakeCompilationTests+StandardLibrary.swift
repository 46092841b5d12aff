import Foundation
import XCTest

@testable import SeamGenerator

/// Fakes of protocols that inherit standard-library protocols (issue 29): a fake implements the
/// inherited requirements it can write, and a protocol whose inherited requirements it cannot
/// write gets no fake and a warning, while the others still compile.
extension FakeCompilationTests {
    /// Regression (issue 29, 3): a protocol inheriting `AdditiveArithmetic`,
    /// `RandomNumberGenerator` or `Collection` got a fake without their requirements, which
    /// did not compile ("type 'FakeP' does not conform to protocol 'AdditiveArithmetic'").
    func testAnInheritedStandardProtocolIsWrittenOrIsAWarningAndNoFake() throws {
        let run = try compileAndRun(
            sources: [
                "Standard.swift": """
                public protocol P: AdditiveArithmetic, Comparable { var label: String { get } }
                public protocol Q: RandomNumberGenerator { init(seed: UInt64) }
                public protocol R<Element>: Collection {
                    mutating func remove(at i: Index) -> Element
                }
                public protocol Other { func run() }

                """
            ],
            main: """
                var generator = FakeQ(seed: 7)
                generator.nextStub.returnValue = 42
                print(generator.next(), generator.initStub.receivedArguments)
                print(Int.random(in: 0..<100, using: &generator) < 100)
                FakeOther().run()

                """)
        let warning = { (line: Int, name: String, standard: String) in
            "Standard.swift:\(line):8: warning: no fake for '\(name)': it inherits '\(standard)', "
                + "whose requirements seam does not write; write a conforming type by hand"
        }
        XCTAssertEqual(
            run.diagnostics,
            [warning(1, "P", "AdditiveArithmetic"), warning(3, "R", "Collection")])
        XCTAssertEqual(run.output, "42 [7]\ntrue\n")
    }
}
