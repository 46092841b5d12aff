import SeamGenerator
import XCTest

/// The parser lists the global actors a file declares, so that a global actor whose name does
/// not end in `Actor` is still recognized on protocols and members.
final class GlobalActorParsingTests: XCTestCase {
    func testDeclaredGlobalActorsAreListedWithNestedOnesQualified() {
        let file = Parser.parse(
            source: """
                @globalActor actor Worker {
                    static let shared = Worker()
                }
                @globalActor
                public final actor Disk { public static let shared = Disk() }
                enum Storage {
                    @available(macOS 14, *) @globalActor struct Queue {
                        static let shared = Worker.shared
                    }
                }
                actor Plain {}
                @MainActor final class Screen {}
                @globalActor(unused) func notAType() {}
                """, path: "A.swift")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.globalActors, ["Worker", "Disk", "Queue", "Storage.Queue"])
    }

    func testAFileWithoutGlobalActorsListsNone() {
        let file = Parser.parse(
            source: "actor A {}\nprotocol P: Actor {}\nclass globalActor {}\n", path: "A.swift")
        XCTAssertEqual(file.globalActors, [])
    }
}
