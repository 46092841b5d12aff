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
        (
            "unfitDefault",
            "FakeBadging.render() has no return value: set renderStub.returnValue or renderStub.handler"
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

    /// The mistakes both child runs make (`Failures.main.txt` under XCTest,
    /// `Failures.testing.main.txt` under Swift Testing): each test's name
    /// (`testUnstubbedThrowingMethod` in XCTest) and the message it fails with.
    static let stubMistakes: [(test: String, message: String)] = [
        (
            "unstubbedThrowingMethod",
            "FakeRouter.resolve(_:) has no return value: set resolveStub.returnValue or resolveStub.handler"
        ),
        ("unsetThrowingProperty", "FakeRouter.landing has no value: set landingStub.value"),
        (
            "genericReturnValueOfAnotherType",
            "FakeTransformer.decode(_:from:) asks for a value of type 'Int', but decodeStub.returnValue "
                + "holds a value of type 'String'"
        ),
        (
            "genericHandlerOfAnotherType",
            "FakeTransformer.decode(_:from:) asks for a value of type 'Int', but decodeStub.handler "
                + "returned a value of type 'String'"
        ),
        (
            "genericInoutHandlerOfAnotherType",
            "FakeTransformer.update(_:) asks for a value of type 'Int', but updateStub.handler "
                + "set an inout argument to a value of type 'String'"
        ),
        (
            "unsetInjectorDependencyWithADefault",
            "FakeInjector.apiKey is not set: assign injector.apiKey before reading it"
        ),
        (
            "unsetThrowingInjectorDependency",
            "FakeInjector.session is not set: assign injector.session before reading it"
        ),
        (
            "resetOfAFakeThatShowsItsOwnMirror",
            "FakeReflective's protocol refines CustomReflectable, so its stubs cannot be found: "
                + "reset, make strict or record each stub by hand"
        ),
        (
            "callOfAStrictFake",
            "FakeRouter.route was called with nothing stubbed for it, and its fake is strict: "
                + "stub routeStub (returnValue, handler, error, when or enqueue)"
        ),
    ]

    /// The mistakes that end a throwing member's call: XCTest shows them as `XCTUnwrap` failures,
    /// whose error it does not report again when the test lets it escape.
    /// The mistakes whose failure points at the test (the line that made the fake strict),
    /// not at the fake's member.
    static let mistakesAtTheTest: Set<String> = ["callOfAStrictFake"]

    static let thrownMistakes: Set<String> = [
        "unstubbedThrowingMethod", "unsetThrowingProperty", "genericReturnValueOfAnotherType",
        "genericHandlerOfAnotherType", "unsetThrowingInjectorDependency",
    ]

    /// Issue 18: a forgotten stub ended the whole test run in `fatalError`. Each mistake is
    /// now one failure of the XCTest test that made it, with its message, at the fake's member
    /// (issue 27: not at the support file), and the tests after it still run; only a member
    /// with no value to return at all still stops the run.
    func testStubMistakesFailTheirXCTestTestAndTheRunGoesOn() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = try build(in: folder, main: "Failures.main.txt", executable: "failures.xctest")
        let unwrapped = #"XCTUnwrap failed: expected non-nil value of type "SeamStubbedValue" - "#
        let failures = Self.stubMistakes.map {
            mistake -> (test: String, message: String, place: String) in
            (
                "test" + mistake.test.prefix(1).uppercased() + mistake.test.dropFirst(),
                (Self.thrownMistakes.contains(mistake.test) ? unwrapped : "failed - ")
                    + mistake.message,
                Self.mistakesAtTheTest.contains(mistake.test) ? "/main.swift:" : "/Fakes/"
            )
        }
        let names = failures.map(\.test) + ["testZRunsAfterTheMistakes"]
        let run = try Self.run(
            runner, [names.map { "failures.StubMistakeTests/\($0)" }.joined(separator: ",")])
        let output = run.output + run.error
        XCTAssertEqual(run.status, 1, output)
        let lines = output.split(separator: "\n")
        for failure in failures {
            let line = lines.first {
                $0.hasSuffix("error: StubMistakeTests.\(failure.test) : \(failure.message)")
            }
            XCTAssertTrue(line?.contains(failure.place) == true, "\(failure.test): \(output)")
        }
        XCTAssertTrue(output.contains("strict route: false\n"), output)
        XCTAssertTrue(output.contains("apiKey: ''\n"), output)
        XCTAssertTrue(output.contains("inout kept: 1\n"), output)
        XCTAssertTrue(output.contains("the run went on\n"), output)
        XCTAssertTrue(
            output.contains("Test Case 'StubMistakeTests.testZRunsAfterTheMistakes' passed"), output
        )
        XCTAssertTrue(output.contains("Executed 10 tests, with 9 failures"), output)

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
