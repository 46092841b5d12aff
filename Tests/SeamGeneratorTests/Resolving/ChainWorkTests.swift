import XCTest

@testable import SeamGenerator

/// The resolve stage's work over a refinement chain `P0`, `P1: P0`, ... with every protocol
/// selected grows with the chain's length, not with its square (issue 17: a 10,000-deep chain
/// did not finish). Counted, not timed.
final class ChainWorkTests: XCTestCase {
    /// The resolve stage's output for a chain of `depth` protocols, each declaring one method,
    /// and an injector that refines the last one; the built-in templates make fakes subclass.
    /// Each protocol's declaration starts with `attribute` (`@MainActor `).
    private func resolved(depth: Int, attribute: String = "") throws -> ResolvedOutput {
        var source = "\(attribute)protocol P0 { func f0() }\n"
        for level in 1..<depth {
            source += "\(attribute)protocol P\(level): P\(level - 1) { func f\(level)() }\n"
        }
        source += "protocol Injector: P\(depth - 1) { var clock: P0 { get } }\n"
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"],
            selection: .names((0..<depth).map { "P\($0)" }), injector: "Injector",
            output: .file("/nowhere/Tests/Fakes.swift"))
        let raw = GenerationInput(
            request: request,
            sources: [SourceFile(path: "/nowhere/Sources/App/Chain.swift", text: source)],
            referenceSources: [], manifests: [:],
            templateFolder: .builtIn)
        return try GenerationPipeline.resolve(try GenerationPipeline.parse(raw))
    }

    /// The fakes and the injector share one ``FlatteningMemo``: each requirement is added
    /// once, the injector's own property included. Flattening the injector on its own would add
    /// the chain's `depth` requirements again, and flattening each fake on its own `depth²/2`.
    func testTheFakesAndTheInjectorShareOneFlatteningMemo() throws {
        for depth in [50, 100] {
            let output = try resolved(depth: depth)
            XCTAssertEqual(output.fakes.count, depth)
            XCTAssertEqual(output.injector?.dependencies.count, 1)
            XCTAssertEqual(output.work.requirementVisits, depth + 1, "depth \(depth)")
        }
    }

    /// The stages after flattening prepare each fake from the shared list of its parent's
    /// requirements, find each base in a few steps and resolve only a fake's own members:
    /// twice the chain, twice the steps. Before, each fake walked every inherited requirement
    /// (stems, bases, names), four times the steps at twice the depth.
    func testTheStagesAfterFlatteningGrowLinearlyWithAChain() throws {
        let short = try resolved(depth: 100)
        let long = try resolved(depth: 200)
        XCTAssertEqual(long.fakes.filter { !$0.superclass.isEmpty }.count, 199)
        XCTAssertGreaterThan(short.work.steps, 100)
        XCTAssertLessThanOrEqual(
            abs(long.work.steps - 2 * short.work.steps), 10,
            "\(short.work.steps) steps at 100 deep, \(long.work.steps) at 200")
    }

    /// A chain of `@MainActor` protocols is as linear: a fake whose members have no attribute,
    /// no `nonisolated` and no `isolated` parameter, and that inherits no requirement of a
    /// protocol with no isolation, implements none outside its isolation, found without
    /// walking its inherited requirements. Before, each fake walked them all.
    func testTheStagesAfterFlatteningGrowLinearlyWithAnIsolatedChain() throws {
        let short = try resolved(depth: 100, attribute: "@MainActor ")
        let long = try resolved(depth: 200, attribute: "@MainActor ")
        XCTAssertEqual(long.fakes.filter { !$0.superclass.isEmpty }.count, 199)
        XCTAssertEqual(long.fakes.last?.outline.globalActor, "@MainActor")
        XCTAssertGreaterThan(short.work.steps, 100)
        XCTAssertLessThanOrEqual(
            abs(long.work.steps - 2 * short.work.steps), 10,
            "\(short.work.steps) steps at 100 deep, \(long.work.steps) at 200")
    }
}
