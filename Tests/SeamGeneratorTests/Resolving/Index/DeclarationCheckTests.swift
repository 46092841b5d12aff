import Foundation
import XCTest

@testable import SeamGenerator

/// Inheritance cycles, type alias cycles and protocols declared twice get a diagnostic.
final class DeclarationCheckTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try GeneratorFixtures.makeTemporaryFolder()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    /// The error lines of generating the `selection` of `source` (every protocol by default),
    /// or its warnings when it succeeds.
    private func diagnostics(
        _ source: String, selection: GenerationRequest.Selection = .all
    ) throws -> [String] {
        try source.write(toFile: "\(folder)/A.swift", atomically: true, encoding: .utf8)
        let request = GenerationRequest(
            sources: ["\(folder)/A.swift"], selection: selection, output: .folder("\(folder)/out"))
        do {
            return try Generator.generate(request).diagnostics.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // Bug: `protocol A: B` with `protocol B: A` was accepted without a word.
    func testInheritanceCycleIsAnErrorNamingTheChain() throws {
        let source =
            "protocol A: B {}\nprotocol B: Other.A, C {}\nprotocol C: A & Sendable {}\nprotocol D: D {}\n"
        XCTAssertEqual(
            try diagnostics(source),
            [
                "\(folder)/A.swift:1:1: error: protocol 'A' inherits from itself: A -> B -> C -> A",
                "\(folder)/A.swift:4:1: error: protocol 'D' inherits from itself: D -> D",
            ])
    }

    func testModuleQualifiedParentOfTheSameNameIsNoCycle() throws {
        XCTAssertEqual(try diagnostics("protocol Logger: OtherModule.Logger {}\n"), [])
    }

    // Bug: type aliases that refer to each other were accepted without a word.
    func testTypeAliasCycleIsAnError() throws {
        let source = """
            protocol P {
                typealias X = Y
                typealias Y = [X]
                typealias Z = Z?
                typealias H<T> = (T) -> Void
                typealias T = H<Int>
            }
            """
        XCTAssertEqual(
            try diagnostics(source),
            [
                "\(folder)/A.swift:2:5: error: type alias 'X' refers to itself: X -> Y -> X",
                "\(folder)/A.swift:4:5: error: type alias 'Z' refers to itself: Z -> Z",
            ])
    }

    // Bug: a cycle through an alias of a protocol and one of its parent got no diagnostic.
    func testTypeAliasCycleAcrossAProtocolAndItsParentIsAnError() throws {
        let source = """
            protocol A {
                typealias X = Y
            }
            protocol B: A {
                typealias Y = [X]
            }
            protocol C: B {}
            """
        let error =
            "\(folder)/A.swift:2:5: error: type alias 'X' refers to itself: A.X -> B.Y -> A.X"
        XCTAssertEqual(try diagnostics(source), [error])
        XCTAssertEqual(try diagnostics(source, selection: .names(["C"])), [error])
        XCTAssertEqual(try diagnostics(source, selection: .names(["A"])), [])
    }

    func testAnAliasOfAFarAncestorIsNoCycleAndACycleThroughItIs() throws {
        var source = "protocol P0 { typealias ID = Int; typealias Back = [Key] }\n"
        for level in 1...60 {
            source += "protocol P\(level): P\(level - 1) { typealias K\(level) = [ID] }\n"
        }
        XCTAssertEqual(try diagnostics(source), [])
        source += "protocol Leaf: P60 { typealias Key = Back? }\n"
        XCTAssertEqual(
            try diagnostics(source, selection: .names(["Leaf"])),
            [
                "\(folder)/A.swift:1:35: error: type alias 'Back' refers to itself: "
                    + "P0.Back -> Leaf.Key -> P0.Back"
            ])
    }

    func testAParentsOwnAliasIsNoCycleAndAParentsCycleIsNamedOnce() throws {
        let source = """
            protocol A {
                typealias X = Y
                typealias Y = Int
            }
            protocol B: A {
                typealias Y = [X]
            }
            protocol P {
                typealias V = [W]
                typealias W = V?
            }
            protocol Q: P {}
            protocol R: P, Q {}
            """
        XCTAssertEqual(
            try diagnostics(source),
            ["\(folder)/A.swift:9:5: error: type alias 'V' refers to itself: V -> W -> V"])
    }

    // Bug: with two parents, the check looked a name up depth first (`C: A, B` saw `Z.X`
    // through `A`), while the fake of `C` uses the alias its walk adds last (`B.X`): a cycle
    // the fake does not have was an error, and generation stopped.
    func testAnAliasTheFakeReplacesIsNoCycleInADiamond() throws {
        let source = """
            protocol Z {
                typealias X = [Y]
            }
            protocol A: Z {}
            protocol B: Z {
                typealias X = Int
            }
            protocol C: A, B {
                typealias Y = X?
                func value() -> Y
            }
            """
        XCTAssertEqual(try diagnostics(source, selection: .names(["C"])), [])
        XCTAssertEqual(try diagnostics(source), [])
        let request = GenerationRequest(
            sources: ["\(folder)/A.swift"], selection: .names(["C"]),
            output: .file("\(folder)/Fakes.swift"))
        let text = try Generator.generate(request).files[0].contents
        XCTAssertTrue(text.contains("final class FakeC: C, SeamFake {"), text)
        // The fake writes what the aliases stand for: `Y` is `X?`, and `X` is `B`'s `Int`.
        XCTAssertTrue(text.contains("    func value() -> Int? {"), text)
    }

    // Bug: a cycle through the alias of the second parent's ancestor, which the fake uses,
    // was missed: the check took the first parent's alias of that name.
    func testACycleThroughTheSecondParentIsAnError() throws {
        let source = """
            protocol B {
                typealias X = Int
            }
            protocol Z {
                typealias X = [Y]
            }
            protocol A: Z {}
            protocol C: B, A {
                typealias Y = X?
            }
            """
        XCTAssertEqual(
            try diagnostics(source, selection: .names(["C"])),
            ["\(folder)/A.swift:5:5: error: type alias 'X' refers to itself: Z.X -> C.Y -> Z.X"])
    }

    // Type alias cycles are looked for in a hierarchy without inheritance errors only: the
    // alias walks need an acyclic hierarchy within the depth limit.
    func testAnAliasCycleIsReportedOnceTheInheritanceCycleIsFixed() throws {
        let cyclic = "protocol A: B { typealias X = Y }\nprotocol B: A { typealias Y = [X] }\n"
        XCTAssertEqual(
            try diagnostics(cyclic),
            ["\(folder)/A.swift:1:1: error: protocol 'A' inherits from itself: A -> B -> A"])
        let fixed = "protocol A { typealias X = Y }\nprotocol B: A { typealias Y = [X] }\n"
        XCTAssertEqual(
            try diagnostics(fixed),
            ["\(folder)/A.swift:1:14: error: type alias 'X' refers to itself: A.X -> B.Y -> A.X"])
    }

    // Bug: of two protocols with one name, the second silently got no fake.
    func testProtocolDeclaredTwiceIsAWarning() throws {
        let source = """
            protocol Clock { func now() -> Int }
            #if os(Linux)
            protocol Clock { func now() -> Int }
            #endif
            protocol Clock { func later() -> Int }
            """
        XCTAssertEqual(
            try diagnostics(source),
            [
                "\(folder)/A.swift:5:1: warning: protocol 'Clock' is declared again; only the one at \(folder)/A.swift:1:1 gets a fake"
            ])
    }

    /// A chain `P0`, `P1: P0`, ... `P<levels>` of one-method protocols, and `Leaf: P<levels>`
    /// marked `seam:fake` and `@MainActor`: `Leaf` has `levels + 1` levels of protocols above it.
    private func generateChain(levels: Int) throws -> GenerationResult {
        var source = "protocol P0 { func f0() }\n"
        for level in 1...max(levels, 1) {
            source += "protocol P\(level): P\(level - 1) { func f\(level)() }\n"
        }
        source += "/// seam:fake\n@MainActor protocol Leaf: P\(levels) {}\n"
        try source.write(toFile: "\(folder)/A.swift", atomically: true, encoding: .utf8)
        return try Generator.generate(
            GenerationRequest(
                sources: ["\(folder)/A.swift"], output: .file("\(folder)/Fakes.swift")))
    }

    func testSixtyFourLevelsOfRefinementAreFollowed() throws {
        let text = try generateChain(levels: 63).files[0].contents
        XCTAssertTrue(text.contains("final class FakeLeaf: Leaf, SeamFake {"))
        XCTAssertTrue(
            text.contains("    nonisolated func f0() {"),
            "P0's members are outside the fake's isolation")
        XCTAssertTrue(text.contains("    nonisolated func f63() {"))
    }

    // Bug: a 10,000-deep refinement chain overflowed the stack while flattening it; then it
    // took shared walks and lists to flatten in linear time. Now the depth has a limit.
    func testRefinementPastSixtyFourLevelsIsOneError() throws {
        let expected = [
            64:
                "67:12: error: protocol 'Leaf' refines 65 levels of protocols; seam follows at most 64",
            10_000:
                "66:1: error: protocol 'P65' refines 65 levels of protocols; seam follows at most 64",
        ]
        for (levels, message) in expected {
            XCTAssertThrowsError(try generateChain(levels: levels)) { error in
                XCTAssertEqual(
                    (error as? GenerationError)?.diagnostics.map(\.description),
                    ["\(folder)/A.swift:\(message)"], "\(levels) levels")
            }
        }
    }
}
