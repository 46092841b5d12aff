import XCTest

@testable import SeamGenerator

/// The resolve stage's work over a refinement chain `P0`, `P1: P0`, ... with every protocol
/// selected grows with the chain's length, not with its square (issue 17: a 10,000-deep chain
/// did not finish). Counted, not timed.
final class ChainWorkTests: XCTestCase {
    /// The resolve stage's output for a chain of `depth` protocols, each declaring one method,
    /// and an injector that refines the last one.
    private func resolved(depth: Int) throws -> ResolvedOutput {
        var source = "protocol P0 { func f0() }\n"
        for level in 1..<depth {
            source += "protocol P\(level): P\(level - 1) { func f\(level)() }\n"
        }
        source += "protocol Injector: P\(depth - 1) { var clock: P0 { get } }\n"
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"],
            selection: .names((0..<depth).map { "P\($0)" }), injector: "Injector",
            output: .file("/nowhere/Tests/Fakes.swift"))
        let raw = RawInput(
            request: request,
            sources: [SourceFile(path: "/nowhere/Sources/App/Chain.swift", text: source)],
            referenceSources: [], manifests: [:],
            templates: TemplateFolder(
                folder: "/nowhere/Templates",
                texts: ["File.swift": "{% for fake in fakes %}{{ fake.name }}\n{% endfor %}"]))
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
}
