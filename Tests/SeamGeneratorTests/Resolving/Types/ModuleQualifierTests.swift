import XCTest

@testable import SeamGenerator

/// ``ModuleQualifier`` and the fakes' default values in one output file with a module: the
/// work of qualifying grows with the protocols, not with their square (issue 26: each fake
/// built a table of every name the sources declare, and one of every fake, so 10,000
/// one-method protocols took 118 s and 10.3 GB). Counted, not timed.
final class ModuleQualifierTests: XCTestCase {
    /// The resolve stage's output for `count` public protocols of module `App` with one method
    /// each, every one faked into one file, which imports Foundation where their file imports
    /// nothing: each fake's names are qualified (`App.P0`).
    private func resolved(protocols count: Int) throws -> ResolvedOutput {
        let source = (0..<count).map {
            "public protocol P\($0) { func f\($0)(_ x: Int) -> Int }\n"
        }.joined()
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"], selection: .all,
            output: .file("/nowhere/Tests/Fakes.swift"), module: "App")
        let raw = GenerationInput(
            request: request,
            sources: [SourceFile(path: "/nowhere/Sources/App/Protocols.swift", text: source)],
            referenceSources: [], manifests: [:], templateFolder: .builtIn)
        return try GenerationPipeline.resolve(try GenerationPipeline.parse(raw))
    }

    func testQualifyingGrowsLinearlyWithTheProtocols() throws {
        let short = try resolved(protocols: 100)
        let long = try resolved(protocols: 200)
        XCTAssertEqual(long.fakes.map(\.outline.protocolName).last, "App.P199")
        XCTAssertGreaterThan(short.qualifyingWork, 100)
        XCTAssertEqual(
            long.qualifyingWork, 2 * short.qualifyingWork,
            "\(short.qualifyingWork) at 100 protocols, \(long.qualifyingWork) at 200")
    }
}
