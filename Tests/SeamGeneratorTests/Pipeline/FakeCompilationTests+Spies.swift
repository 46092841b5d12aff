import Foundation
import XCTest

@testable import SeamGenerator

/// Compiled fakes with and without spies, and spies of subclassing fakes.
extension FakeCompilationTests {
    /// With spies off (`--no-spies`), every fixture's fake still compiles, subclasses the fake
    /// of the protocol it refines, and has no `init(forwardingTo:)`.
    func testFakesWithoutSpiesCompileAndStillSubclass() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases = try GeneratorFixtures.cases()
        try GeneratorFixtures.copyInputs(cases, to: folder)
        var request = GenerationRequest(
            sources: cases.map { "\(folder)/\($0).swift" }, selection: .annotated,
            output: .folder("\(folder)/Fakes"))
        request.makesSpies = false
        let files = try Generator.generate(request).files
        try GeneratorFixtures.write(files)
        let text = files.map(\.contents).joined()
        XCTAssertFalse(text.contains("forwardingTo"))
        // (`Constructs` has a protocol member named `forwardee`: look for the fake's own.)
        XCTAssertFalse(
            text.contains("private let forwardee") || text.contains("private var forwardee"))
        XCTAssertFalse(text.contains("if let forwardee"))
        XCTAssertTrue(text.contains("class FakeCachedStore: FakeStore, CachedStore {"), text)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-sil", "-wmo", "-o",
                "/dev/null",
            ] + cases.map { "\(folder)/\($0).swift" } + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error)
        XCTAssertFalse(
            compile.error.contains("/Fakes/"), "diagnostics in generated fakes: \(compile.error)")
    }

    /// A subclass fake's spy needs its own protocol: the `init(forwardingTo:)` of the fake it
    /// subclasses, and those it inherits from further up, are unavailable, with a message.
    func testASubclassFakeRefusesASpyOfABaseProtocol() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try GeneratorFixtures.copyInputs(["Hierarchy"], to: folder)
        let request = GenerationRequest(
            sources: ["\(folder)/Hierarchy.swift"], selection: .annotated,
            output: .folder("\(folder)/Fakes"))
        try GeneratorFixtures.write(try Generator.generate(request).files)
        try """
        func spies(store: any Store, cached: any CachedStore, shared: any SharedCache) {
            _ = FakeSharedCache(forwardingTo: shared)
            _ = FakeSharedCache(forwardingTo: cached)
            _ = FakeSharedCache(forwardingTo: store)
            _ = FakeCachedStore(forwardingTo: store)
        }
        """.write(toFile: "\(folder)/Use.swift", atomically: true, encoding: .utf8)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-typecheck", "\(folder)/Hierarchy.swift",
                "\(folder)/Use.swift",
            ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertNotEqual(compile.status, 0)
        let errors = compile.error.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { $0.replacingOccurrences(of: folder + "/", with: "") }
        let message =
            "error: 'init(forwardingTo:)' is unavailable: a spy needs a value of the fake's own protocol"
        XCTAssertEqual(
            errors,
            [
                "Use.swift:3:9: \(message)", "Use.swift:4:9: \(message)",
                "Use.swift:5:9: \(message)",
            ])
    }
}
