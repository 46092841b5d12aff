import XCTest

@testable import SeamGenerator

/// The resolver's decisions, read from the models it builds (no templates involved):
/// subclassing, `#if` portability, member naming, isolation, effects and `Sendable`.
final class FakeResolverTests: XCTestCase {
    /// The resolve stage's output for `source`, run in memory.
    private func resolve(_ source: String, subclassing: Bool = true) throws -> ResolvedOutput {
        var request = GenerationRequest(
            sources: ["/memory"], selection: .all, output: .file("/memory/F.swift"))
        request.subclassesFakes = subclassing
        let input = GenerationInput(
            request: request, sources: [SourceFile(path: "/memory/A.swift", text: source)],
            referenceSources: [],
            templateFolder: TemplateFolder(
                folder: "/memory/Templates", texts: ["File.swift": "{{ fake.superclass }}"]))
        return try GenerationPipeline.resolve(try GenerationPipeline.parse(input))
    }

    private func fake(_ name: String, in output: ResolvedOutput) throws -> FakeModel {
        try XCTUnwrap(output.fakes.first { $0.name == name })
    }

    private func methods(of fake: FakeModel) -> [FakeMethod] {
        fake.items.compactMap { item in
            if case .method(let method) = item { return method }
            return nil
        }
    }

    func testAFakeOfARefinedProtocolSubclassesTheFakeOfItsBaseAndAddsOnlyItsOwnMembers() throws {
        let output = try resolve(
            "protocol Base { func a() }\nprotocol Refined: Base { func b() }\n")
        let base = try fake("FakeBase", in: output)
        let refined = try fake("FakeRefined", in: output)
        XCTAssertEqual(refined.superclass, "FakeBase")
        XCTAssertEqual(refined.baseProtocol, "Base")
        XCTAssertTrue(base.isSubclassed)
        XCTAssertEqual(methods(of: refined).map(\.stem), ["b"])
        XCTAssertEqual(methods(of: base).map(\.stem), ["a"])
    }

    // Issue 25 (found by .ci/fuzz --compile-every): `subscript(key key: String)` was faked as
    // `subscript(key: String)`, which has no label and does not conform.
    func testASubscriptParameterWhoseLabelIsItsNameKeepsTheLabel() throws {
        let output = try resolve(
            """
            protocol Table {
                subscript(key key: String) -> Int { get }
                subscript(index: Int) -> Int { get }
                func find(key key: String) -> Int
            }

            """)
        let subscripts = try fake("FakeTable", in: output).items.compactMap { item in
            if case .subscript(let method, _, _) = item { return method.declaration.text }
            return nil
        }
        XCTAssertEqual(
            subscripts, ["subscript(key key: String) -> Int", "subscript(_ index: Int) -> Int"])
        XCTAssertEqual(
            methods(of: try fake("FakeTable", in: output)).map(\.declaration.text),
            ["func find(key: String) -> Int"])
    }

    func testNoSubclassingWhenTheRequestSaysNotOrTheFakesDifferInSendability() throws {
        let plain = try resolve(
            "protocol Base { func a() }\nprotocol Refined: Base { func b() }\n", subclassing: false)
        XCTAssertEqual(try fake("FakeRefined", in: plain).superclass, "")
        XCTAssertEqual(methods(of: try fake("FakeRefined", in: plain)).map(\.stem), ["a", "b"])
        let sendable = try resolve(
            "protocol Base { func a() }\nprotocol Refined: Base, Sendable { func b() }\n")
        XCTAssertEqual(try fake("FakeRefined", in: sendable).superclass, "")
        XCTAssertTrue(try fake("FakeRefined", in: sendable).isSendable)
        XCTAssertFalse(try fake("FakeBase", in: sendable).isSendable)
    }

    func testAFakeRepeatsOnlyThePortablePartOfItsProtocolsCondition() throws {
        let output = try resolve(
            """
            #if os(Linux) && SQLITE_ENABLE_FTS5
            protocol Tokenizer { func next() }
            #endif
            #if DEBUG || canImport(UIKit)
            protocol Debug { func dump() }
            #endif

            """)
        XCTAssertEqual(
            try fake("FakeTokenizer", in: output).condition, .check("os", argument: "Linux"))
        XCTAssertEqual(
            try fake("FakeDebug", in: output).condition?.description, "DEBUG || canImport(UIKit)")
        XCTAssertNil(PortableCondition.of([.flag("CUSTOM_FLAG")]))
        let platforms = CompilationCondition.any([
            .check("os", argument: "macOS"), .check("os", argument: "iOS"),
        ])
        XCTAssertEqual(
            PortableCondition.of([platforms, .flag("DEBUG")])?.description,
            "(os(macOS) || os(iOS)) && DEBUG")
    }

    func testOverloadsGetStemsThatTellThemApartAndOthersKeepTheirBaseName() throws {
        let output = try resolve(
            """
            protocol Loader {
                func load(id: Int) -> Int
                func load(id: String) -> Int
                func reset()
            }

            """)
        XCTAssertEqual(
            methods(of: try fake("FakeLoader", in: output)).map(\.stem),
            ["loadIdInt", "loadIdString", "reset"])
    }

    func testMembersOutsideAnIsolatedFakesIsolationAreTypedByHowTheyLeaveIt() throws {
        let output = try resolve(
            """
            @globalActor actor WorkerActor { static let shared = WorkerActor() }
            @MainActor protocol Screen {
                nonisolated func id() -> Int
                @WorkerActor func work() async
                func draw()
            }

            """)
        let screen = try fake("FakeScreen", in: output)
        XCTAssertEqual(screen.globalActor, GlobalActor(attribute: Attribute(name: "MainActor")))
        let byStem = Dictionary(uniqueKeysWithValues: methods(of: screen).map { ($0.stem, $0) })
        XCTAssertEqual(byStem["id"]?.isolation, .nonisolated)
        XCTAssertEqual(
            byStem["work"]?.isolation,
            .globalActor(GlobalActor(attribute: Attribute(name: "WorkerActor"))))
        XCTAssertEqual(byStem["draw"]?.isolation, nil)
        XCTAssertEqual(byStem["id"]?.isOutsideIsolation, true)
        XCTAssertEqual(byStem["draw"]?.isOutsideIsolation, false)
    }

    func testEffectsAreKeptAsAsyncAndThrowsUntilTheyArePrinted() throws {
        let output = try resolve(
            """
            protocol Store {
                func save() async throws
                func load<E: Error>() throws(E) -> Int
                var count: Int { get async throws }
            }

            """)
        let store = try fake("FakeStore", in: output)
        let byStem = Dictionary(uniqueKeysWithValues: methods(of: store).map { ($0.stem, $0) })
        XCTAssertEqual(byStem["save"]?.effects, Effects(isAsync: true, throwing: .untyped))
        XCTAssertEqual(byStem["save"]?.effects.callPrefix, "try await ")
        // A handler cannot throw the method's own generic error type: calling it needs no `try`.
        XCTAssertEqual(byStem["load"]?.effects, Effects.none)
        XCTAssertEqual(byStem["load"]?.spyEffects.callPrefix, "try ")
        let count = store.items.compactMap { item -> FakeProperty? in
            if case .property(let property) = item { return property }
            return nil
        }.first
        XCTAssertEqual(count?.effects.clause, " async throws")
        XCTAssertEqual(AccessLevel.internal.prefix, "")
        XCTAssertEqual(AccessLevel.package.prefix, "package ")
    }
}
