import Foundation
import XCTest

@testable import SeamGenerator

/// Compiled fakes under isolation: `nonisolated(nonsending)` and a `@MainActor` injector.
extension FakeCompilationTests {
    func testNonsendingFakesConformToAModuleBuiltWithTheFeature() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let protocols = "\(folder)/Runner.swift"
        try """
        @globalActor public actor Background { public static let shared = Background() }
        public protocol Runner: Sendable {
            func run(_ body: @escaping @Sendable () async -> Void) async
            func value(_ make: () async throws -> Int) async throws -> Int
            func anywhere(_ body: @escaping @isolated(any) () async -> Void)
            func concurrent(_ body: @escaping @concurrent () async -> Void)
            func background(_ body: @escaping @Background () async -> Void)
            func swap(_ body: inout () async -> Void)
            var later: (() async -> Int)? { get }
            subscript(key: String) -> (() async -> Void)? { get }
            // The feature's meaning reaches generic constraints and `where` clauses too
            // (review of the typed member kinds: only parameters and results were marked).
            func each<S: AsyncSequence<() async -> Void, Never>>(_ calls: S) async
            func drain<S: AsyncSequence>(_ calls: S) async where S.Element == () async -> Void
            // Bug (review): the parentheses were dropped, and Swift read both words as the
            // parameter's ("'&' used with non-inout argument").
            func swapMarked(_ body: inout (nonisolated(nonsending) () async -> Void)) async
        }
        """.write(toFile: protocols, atomically: true, encoding: .utf8)
        let module = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-enable-upcoming-feature",
                "NonisolatedNonsendingByDefault",
                "-parse-as-library", "-emit-module", "-module-name", "Runners",
                "-emit-module-path", "\(folder)/Runners.swiftmodule", protocols,
            ])
        XCTAssertEqual(module.status, 0, module.error)
        var request = GenerationRequest(
            sources: [protocols], selection: .all, output: .folder("\(folder)/Fakes"))
        request.module = "Runners"
        request.nonisolatedNonsending = true
        try GeneratorFixtures.write(try Generator.generate(request).files)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-typecheck", "-parse-as-library", "-I", folder,
            ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error)
        XCTAssertEqual(compile.error, "")
    }

    /// A `@MainActor` injector's `nonisolated` members (and one isolated to another global
    /// actor) are reachable from any context, assigned or stubbed, and go to the fallback.
    func testAMainActorInjectorsMembersOutsideItsIsolationWorkFromAnyContext() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        @globalActor actor DiskActor { static let shared = DiskActor() }
        final class Box { var value = 0 }
        /// seam:fake
        @MainActor protocol Screen { func show() }
        /// Not `Sendable`. seam:fake
        protocol Store { func load() -> Int }
        /// seam:injector
        @MainActor protocol AppInjector {
            var screen: any Screen { get }
            nonisolated var version: String { get }
            nonisolated func makeID() -> Int
            @DiskActor var cacheLimit: Int { get }
            nonisolated var store: any Store { get }
            @DiskActor func fill(_ box: Box) async -> Int
            #if os(Windows)
            var registry: Int { get }
            #endif
        }
        @MainActor final class RealInjector: AppInjector {
            var screen: any Screen { fatalError("unused") }
            nonisolated var version: String { "1.0" }
            nonisolated func makeID() -> Int { 42 }
            @DiskActor var cacheLimit: Int { 10 }
            nonisolated var store: any Store { fatalError("unused") }
            @DiskActor func fill(_ box: Box) async -> Int { box.value }
        }
        """.write(toFile: "\(folder)/App.swift", atomically: true, encoding: .utf8)
        try """
        let injector = FakeInjector()
        let fallback = FakeInjector(fallback: RealInjector())
        injector.version = "2.0"
        injector.makeIDStub.returnValue = 7
        let read = await Task.detached {
            "\\(injector.version) \\(injector.makeID()) \\(fallback.version) \\(fallback.makeID())"
        }.value
        await injector.setCacheLimit(3)
        let limits = "\\(await injector.cacheLimit) \\(await fallback.cacheLimit)"
        print(read, limits, injector.makeIDStub.callCount, fallback.makeIDStub.callCount)
        injector.storeFake.loadStub.returnValue = 5
        let box = Box()
        box.value = 8
        let stored = await Task.detached { injector.store.load() }.value
        print(stored, await injector.fill(Box()), await fallback.fill(box))

        extension FakeInjector {
            @DiskActor func setCacheLimit(_ limit: Int) { cacheLimit = limit }
        }
        """.write(toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
        let request = GenerationRequest(
            sources: ["\(folder)/App.swift"], selection: .annotated,
            output: .folder("\(folder)/Fakes"))
        try GeneratorFixtures.write(try Generator.generate(request).files)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-Onone", "-o", "\(folder)/app",
                "\(folder)/App.swift",
                "\(folder)/main.swift",
            ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error)
        XCTAssertEqual(compile.error, "")
        let run = try Self.run("\(folder)/app", [])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.output, "2.0 7 1.0 42 3 10 1 1\n5 0 8\n")
    }
}
