import Foundation
import XCTest

@testable import SeamCLI
@testable import SeamGenerator

/// ``GenerationPipeline``: its stages run in memory, and reading is the only stage before
/// writing that touches the file system.
final class GenerationPipelineTests: XCTestCase {
    /// A `RawInput` whose files exist nowhere on disk.
    private func input(
        _ sources: [String: String], manifests: [String: String] = [:]
    ) -> GenerationInput {
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"], selection: .all,
            output: .file("/nowhere/Tests/Fakes.swift"))
        let files = sources.keys.sorted().map { path in
            SourceFile(
                path: path, text: sources[path]!,
                manifest: manifests.isEmpty ? nil : "/nowhere/Package.swift")
        }
        let file =
            "{% for fake in fakes %}{{ fake.name }}:{% for item in fake.items %} "
            + "{{ item.declaration }}{% endfor %}\n{% endfor %}"
        return GenerationInput(
            request: request, sources: files, referenceSources: [], manifests: manifests,
            templateFolder: TemplateFolder(
                folder: "/nowhere/Templates", texts: ["File.swift": file]))
    }

    func testThePipelineRunsFromAnInputInMemoryWithoutADisk() throws {
        let result = try GenerationPipeline.run(
            input([
                "/nowhere/Sources/App/Clock.swift": "protocol Clock { func now() -> Double }\n",
                "/nowhere/Sources/App/Runner.swift":
                    "protocol Runner { func run(_ job: Job) async }\n",
                "/nowhere/Sources/App/Job.swift": "typealias Job = () async -> Void\n",
            ]))
        XCTAssertEqual(result.files.map(\.path), ["/nowhere/Tests/Fakes.swift"])
        XCTAssertEqual(
            result.files[0].contents,
            """
            FakeClock: func now() -> Double
            FakeRunner: func run(_ job: Job) async

            """)
    }

    // Bug (issue 26): a seam.json of many targets parsed the built-in templates once per
    // target (13 M instructions each); they are parsed once per process.
    func testTheBuiltInTemplatesAreParsedOncePerProcess() throws {
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"], selection: .all,
            output: .file("/nowhere/Tests/Fakes.swift"))
        let parses = try (0..<2).map { index in
            try GenerationPipeline.parse(
                GenerationInput(
                    request: request,
                    sources: [
                        SourceFile(path: "/nowhere/P\(index).swift", text: "protocol P {}\n")
                    ],
                    referenceSources: [], manifests: [:], templateFolder: .builtIn))
        }
        XCTAssertIdentical(parses[0].templates.catalog, parses[1].templates.catalog)
        XCTAssertEqual(parses[0].templates.templateNames, TemplateFolder.builtIn.files.map(\.name))
    }

    func testEachStageHandsTheNextItsNamedOutput() throws {
        let raw = input([
            "/nowhere/A.swift": "protocol A { var a: Int { get } }\ntypealias F = (Int) -> Void\n"
        ])
        let parsed = try GenerationPipeline.parse(raw)
        XCTAssertEqual(parsed.sources.map(\.path), ["/nowhere/A.swift"])
        XCTAssertEqual(parsed.closureAliases, ["F"])
        let resolved = try GenerationPipeline.resolve(parsed)
        XCTAssertEqual(resolved.fakes.map(\.name), ["FakeA"])
        XCTAssertEqual(
            try GenerationPipeline.render(resolved).files[0].contents, "FakeA: var a: Int\n")
    }

    func testTheNonsendingDefaultComesFromTheManifestTextInTheInput() throws {
        let source = [
            "/nowhere/A.swift": "protocol A { func run(_ body: @escaping () async -> Void) }\n"
        ]
        let feature =
            "let s = [SwiftSetting.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")]\n"
        XCTAssertEqual(
            try GenerationPipeline.run(
                input(source, manifests: ["/nowhere/Package.swift": feature])
            ).files[0].contents,
            "FakeA: func run(_ body: nonisolated(nonsending) @escaping () async -> Void)\n")
        XCTAssertEqual(
            try GenerationPipeline.run(
                input(source, manifests: ["/nowhere/Package.swift": "// " + feature])
            )
            .files[0].contents,
            "FakeA: func run(_ body: @escaping () async -> Void)\n")
    }

    func testTemplatesThatMentionSuperclassOnlyInTextDoNotMakeFakesSubclass() throws {
        // Regression: subclassing was decided by searching the template text for ".superclass".
        var raw = input([
            "/nowhere/A.swift": "protocol Base { func a() }\nprotocol Refined: Base { func b() }\n"
        ])
        raw.templates = TemplateFolder(
            folder: "/nowhere/Templates",
            texts: [
                "File.swift": "{% for fake in fakes %}{{ fake.name }} (see fake.superclass):"
                    + "{% for item in fake.items %} {{ item.name }}{% endfor %}\n{% endfor %}"
            ])
        XCTAssertEqual(
            try GenerationPipeline.run(raw).files[0].contents,
            "FakeBase (see fake.superclass): a\nFakeRefined (see fake.superclass): a b\n")
    }

    func testAManifestThatCannotBeReadIsAnErrorNotAModuleWithoutTheFeature() throws {
        // Regression: an unreadable Package.swift was read as "" (a `try?`), so the feature was
        // silently off.
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "protocol A {}\n".write(toFile: "\(folder)/A.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            atPath: "\(folder)/Package.swift", withIntermediateDirectories: true)
        let request = GenerationRequest(
            sources: ["\(folder)/A.swift"], selection: .all, output: .file("\(folder)/F.swift"))
        XCTAssertThrowsError(try InputReader.read(request)) { error in
            XCTAssertEqual(
                "\(error)", "error: cannot read '\(folder)/Package.swift': Is a directory")
        }
    }
}
