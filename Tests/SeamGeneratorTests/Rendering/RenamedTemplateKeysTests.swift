import Foundation
import XCTest

@testable import SeamGenerator

/// Templates written for the former key names (`fake.isLocked`, `item.forwardCall`) still render
/// what the new names do, with one warning per tag that names the new key.
final class RenamedTemplateKeysTests: XCTestCase {
    private static let source = """
        protocol Store: AnyObject, Sendable {
            var name: String { get set }
            func load(id: Int) async throws -> String
        }

        """

    /// What `template` (the whole `File.swift`) renders for ``source``, with the diagnostics.
    private func run(_ template: String) throws -> (text: String, warnings: [String]) {
        let request = GenerationRequest(
            sources: ["/nowhere/Sources/App"], selection: .all,
            output: .file("/nowhere/Tests/Fakes.swift"))
        let input = GenerationInput(
            request: request,
            sources: [SourceFile(path: "/nowhere/Sources/App/Store.swift", text: Self.source)],
            referenceSources: [], manifests: [:],
            templateFolder: TemplateFolder(
                folder: "/nowhere/Templates", texts: ["File.swift": template])
        )
        let result = try GenerationPipeline.run(input)
        return (result.files[0].contents, result.diagnostics.map(\.description))
    }

    /// A template that prints every renamed key of a fake and its items, under `names`.
    private func template(_ names: [String: String]) -> String {
        func name(_ key: String) -> String { names[key] ?? key }
        return "{% for fake in fakes %}{{ fake.\(name("realInstance")) }}"
            + "{% if fake.\(name("isSendable")) %} sendable{% endif %}"
            + "{% if fake.\(name("canSpy")) %} spy{% endif %}\n"
            + "{% for item in fake.items %}{% if item.isMethod %}"
            + "{{ item.\(name("spyEffects")) }}{{ item.\(name("spyCall")) }} "
            + "{{ item.\(name("spyBinding")) }}{% if item.\(name("canSpy")) %} spy{% endif %}\n"
            + "{% elif item.isProperty %}{{ item.\(name("spyBinding")) }}"
            + "{% if item.\(name("spySets")) %} sets{% endif %}\n{% endif %}{% endfor %}{% endfor %}"
    }

    func testFormerNamesRenderWhatTheNewNamesDo() throws {
        let former = Dictionary(
            uniqueKeysWithValues: TemplateModel.renamedKeys.map { ($0.value, $0.key) })
        let new = try run(template([:]))
        let old = try run(template(former))
        XCTAssertEqual(
            new.text,
            """
            forwardee sendable spy
            let sets
            try await load(id: id) let spy

            """)
        XCTAssertEqual(old.text, new.text)
        XCTAssertEqual(new.warnings, [])
    }

    func testEachTagThatReadsAFormerNameWarnsOnceNamingTheNewOne() throws {
        let template =
            "{% for fake in fakes %}{% if fake.isLocked or fake.isLocked %}\n"
            + "  {{ fake.forwardee }}{% endif %}{% for item in fake.items %}"
            + "{% if item.isMethod %}{{ item.forwardCall }}{% endif %}{% endfor %}{% endfor %}"
        let (text, warnings) = try run(template)
        XCTAssertEqual(text, "  forwardeeload(id: id)")
        XCTAssertEqual(
            warnings,
            [
                "/nowhere/Templates/File.swift.stencil:1:24: warning: 'isLocked' is renamed 'isSendable'",
                "/nowhere/Templates/File.swift.stencil:2:3: warning: 'forwardee' is renamed 'realInstance'",
                "/nowhere/Templates/File.swift.stencil:2:84: warning: 'forwardCall' is renamed 'spyCall'",
            ])
    }

    func testTheBuiltInTemplatesReadNoFormerName() throws {
        XCTAssertEqual(
            try TemplateLibrary(.builtIn, renamedKeys: TemplateModel.renamedKeys).warnings, [])
    }

    func testAFormerNameIsNoKeyOfAnyRecordAndNamesOneKey() {
        let names = Set(TemplateModel.all.flatMap { $0.entries.map(\.name) })
        for list in TemplateModel.all {
            for entry in list.entries {
                guard let old = entry.renamedFrom else { continue }
                XCTAssertFalse(names.contains(old), "\(old) is still a key")
                XCTAssertEqual(TemplateModel.renamedKeys[old], entry.name, "\(list.title).\(old)")
            }
        }
        XCTAssertEqual(
            TemplateModel.renamedKeys,
            [
                "isLocked": "isSendable", "forwardee": "realInstance", "canForward": "canSpy",
                "forwardEffects": "spyEffects", "forwardCall": "spyCall",
                "forwardBinding": "spyBinding", "forwardsSet": "spySets",
            ])
    }
}
