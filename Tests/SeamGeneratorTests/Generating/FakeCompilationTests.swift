import Foundation
import XCTest

@testable import SeamGenerator

/// Compiles the fakes of every generator fixture with `swiftc -swift-version 6` (no
/// diagnostic may point into them), together with `Behaviour.main.txt`, runs the program and compares
/// what it prints; trap scenarios run in child processes whose stderr must hold the message.
final class FakeCompilationTests: XCTestCase {
    private static let traps: [(scenario: String, message: String)] = [
        (
            "method",
            "FakeRouter.destination(of:) has no return value: set destinationStub.returnValue or destinationStub.handler"
        ),
        ("property", "FakeRouter.home has no value: set homeStub.value"),
        (
            "injector",
            "FakeInjector.ordersModel is not set: assign injector.ordersModel before reading it"
        ),
        (
            "injectorMethod",
            "FakeInjector.orders(for:) has no return value: set ordersStub.returnValue or ordersStub.handler"
        ),
        (
            "generic",
            "FakeTransformer.transform(_:) has no return value: set transformStub.returnValue or transformStub.handler"
        ),
        (
            "noncopyable",
            "FakeScoped.withScope(_:) cannot be stubbed: it uses the noncopyable or nonescapable "
                + "generic type 'R'; make the fake a spy with init(forwardingTo:)"
        ),
    ]

    func testGeneratedFakesCompileAndBehaveAsStubbed() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = try build(in: folder)
        let run = try Self.run(executable, [])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.output, try GeneratorFixtures.text("Behaviour.expected.txt"))
        for trap in Self.traps {
            let result = try Self.run(executable, [trap.scenario])
            XCTAssertNotEqual(result.status, 0, trap.scenario)
            XCTAssertTrue(
                result.error.contains("Fatal error: \(trap.message)"),
                "\(trap.scenario): stderr was \(result.error)")
        }
    }

    /// Issue 18: a forgotten stub ended the whole test run in `fatalError`. Each mistake is
    /// now a failure of the XCTest test that made it, with its message, and the tests after it
    /// still run; only a member with no value to return at all still stops the run.
    func testStubMistakesFailTheirXCTestTestAndTheRunGoesOn() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = try build(in: folder, main: "Failures.main.txt", executable: "failures.xctest")
        let failures: [(test: String, message: String)] = [
            (
                "testUnstubbedThrowingMethod",
                "FakeRouter.resolve(_:) has no return value: set resolveStub.returnValue or resolveStub.handler"
            ),
            ("testUnsetThrowingProperty", "FakeRouter.landing has no value: set landingStub.value"),
            (
                "testGenericReturnValueOfAnotherType",
                "FakeTransformer.decode(_:from:) asks for a value of type 'Int', but decodeStub.returnValue "
                    + "holds a value of type 'String'"
            ),
            (
                "testGenericHandlerOfAnotherType",
                "FakeTransformer.decode(_:from:) asks for a value of type 'Int', but decodeStub.handler "
                    + "returned a value of type 'String'"
            ),
            (
                "testGenericInoutHandlerOfAnotherType",
                "FakeTransformer.update(_:) asks for a value of type 'Int', but updateStub.handler "
                    + "set an inout argument to a value of type 'String'"
            ),
            (
                "testUnsetInjectorDependencyWithADefault",
                "FakeInjector.apiKey is not set: assign injector.apiKey before reading it"
            ),
            (
                "testUnsetThrowingInjectorDependency",
                "FakeInjector.session is not set: assign injector.session before reading it"
            ),
        ]
        let names = failures.map(\.test) + ["testZRunsAfterTheMistakes"]
        let run = try Self.run(
            runner, [names.map { "failures.StubMistakeTests/\($0)" }.joined(separator: ",")])
        let output = run.output + run.error
        XCTAssertEqual(run.status, 1, output)
        for failure in failures {
            XCTAssertTrue(
                output.contains(
                    "error: StubMistakeTests.\(failure.test) : failed - \(failure.message)\n"),
                "\(failure.test): \(output)")
        }
        XCTAssertTrue(output.contains("threw: true\n"), output)
        XCTAssertTrue(output.contains("apiKey: ''\n"), output)
        XCTAssertTrue(output.contains("inout kept: 1\n"), output)
        XCTAssertTrue(output.contains("the run went on\n"), output)
        XCTAssertTrue(
            output.contains("Test Case 'StubMistakeTests.testZRunsAfterTheMistakes' passed"), output
        )
        XCTAssertTrue(output.contains("Executed 8 tests, with 7 failures"), output)

        let stop = try Self.run(
            runner, ["failures.StubMistakeTests/testUnstubbedMethodWithNoValue"])
        let stopped =
            "FakeInjector.orders(for:) has no return value: set ordersStub.returnValue or "
            + "ordersStub.handler (the fake has no value to return instead, so the run stops here)"
        XCTAssertNotEqual(stop.status, 0)
        XCTAssertTrue(
            (stop.output + stop.error).contains(
                "error: StubMistakeTests.testUnstubbedMethodWithNoValue : failed - \(stopped)\n"),
            stop.output + stop.error)
        XCTAssertTrue(stop.error.contains("Fatal error: \(stopped)"), stop.error)
    }

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

    /// `Benchmarks/compile-cost.sh` compiles the baseline and the reference layout from their
    /// own templates: they must keep rendering and compiling as the template model changes.
    func testTheCompileCostBenchmarksTemplatesRenderFakesThatCompile() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The shapes of the benchmark's input (Benchmarks/Sources/GeneratorBenchmark).
        try """
        import Foundation
        protocol Grand: Sendable {
            var name: String { get }
            var count: Int { get set }
            func load(id: Int) async throws -> [String]
            func save(_ value: String, forKey key: String)
        }
        protocol Parent: Grand {
            func fetch(_ url: String) async -> Data?
            func map<T>(_ value: T) -> T
            func notify(_ handler: @escaping @Sendable (Int) -> Void)
        }
        protocol Child: Parent {
            var delegate: Child? { get set }
            func route(to path: String, animated: Bool) -> Bool
            func values() throws -> [String: Int]
            static func make() -> Int
        }
        """.write(toFile: "\(folder)/Input.swift", atomically: true, encoding: .utf8)
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Benchmarks/CompileCost").standardized.path
        for templates in ["BaselineTemplates", "ReferenceTemplates"] {
            let output = "\(folder)/\(templates).swift"
            var request = GenerationRequest(
                sources: ["\(folder)/Input.swift"], selection: .all, output: .file(output))
            request.templates = "\(benchmarks)/\(templates)"
            try GeneratorFixtures.write(try Generator.generate(request).files)
            let compile = try Self.run(
                "/usr/bin/env",
                [
                    "swiftc", "-swift-version", "6", "-typecheck", "\(folder)/Input.swift", output,
                ])
            XCTAssertEqual(compile.status, 0, "\(templates): \(compile.error)")
            XCTAssertEqual(compile.error, "", templates)
        }
    }

    /// Generates the fixtures' fakes into `folder` and compiles them with the behaviour program
    /// (or `main`), returning the executable's path.
    func build(
        in folder: String, main: String = "Behaviour.main.txt",
        executable name: String = "behaviour"
    ) throws -> String {
        let cases = try GeneratorFixtures.cases()
        try GeneratorFixtures.copyInputs(cases, to: folder)
        let request = GenerationRequest(
            sources: cases.map { "\(folder)/\($0).swift" }, selection: .annotated,
            output: .folder("\(folder)/Fakes"))
        try GeneratorFixtures.write(try Generator.generate(request).files)
        try GeneratorFixtures.text(main)
            .write(toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let sources =
            cases.map { "\(folder)/\($0).swift" } + fakes.map { "\(folder)/Fakes/\($0)" }
            + ["\(folder)/main.swift"]
        let executable = "\(folder)/\(name)"
        let compile = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-Onone", "-o", executable] + sources)
        XCTAssertEqual(compile.status, 0, compile.error)
        // Inputs may warn on purpose (a redeclared associated type, as Hummingbird has);
        // the generated fakes must not.
        XCTAssertFalse(
            compile.error.contains("/Fakes/"), "diagnostics in generated fakes: \(compile.error)")
        return executable
    }

    /// Runs `path`; output goes through files, so a chatty child cannot fill a pipe and hang.
    static func run(
        _ path: String, _ arguments: [String]
    ) throws -> (status: Int32, output: String, error: String) {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputPath = "\(folder)/stdout"
        let errorPath = "\(folder)/stderr"
        XCTAssertTrue(FileManager.default.createFile(atPath: outputPath, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: errorPath, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOfFile: outputPath, encoding: .utf8),
            try String(contentsOfFile: errorPath, encoding: .utf8)
        )
    }
}
