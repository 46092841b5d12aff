import Foundation
import XCTest

@testable import SeamGenerator

/// `Generator.generate` with user templates: what they replace and what they can read.
extension GeneratorTests {
    /// The fakes of `source` rendered by a `File.swift` template that prints `line` for every
    /// item of every fake.
    private func render(_ source: String, eachItem line: String) throws -> String {
        let templates = "\(folder)/templates"
        try FileManager.default.createDirectory(
            atPath: templates, withIntermediateDirectories: true)
        try "{% for fake in fakes %}{% for item in fake.items %}\(line)\n{% endfor %}{% endfor %}"
            .write(toFile: "\(templates)/File.swift.stencil", atomically: true, encoding: .utf8)
        var request = GenerationRequest(
            sources: [source], selection: .all, output: .file("\(folder)/F.swift"))
        request.templates = templates
        return try Generator.generate(request).files[0].contents
    }

    func testUserTemplatesReplaceTheDefaults() throws {
        let source = try write("A.swift", "protocol A {}\n")
        let templates = "\(folder)/templates"
        try FileManager.default.createDirectory(
            atPath: templates, withIntermediateDirectories: true)
        try "// {{ fakes | count }} fake: {% for fake in fakes %}{{ fake.name }}{% endfor %}\n"
            .write(toFile: "\(templates)/File.swift.stencil", atomically: true, encoding: .utf8)
        var request = request([source], .all)
        request.templates = templates
        let files = try Generator.generate(request).files
        // Without Stubs.swift in the folder, no Seam+Stubs.swift is written.
        XCTAssertEqual(files.map(\.path), ["\(folder)/out/A.swift"])
        XCTAssertEqual(files[0].contents, "// 1 fake: FakeA\n")
    }

    func testTemplatesSeeEachMethodsHandlerType() throws {
        let source = try write(
            "A.swift",
            """
            protocol A: Sendable {
                func load(id: Int, force: Bool) async throws -> [String]
                func map<T>(_ value: T) -> T
                subscript(key: String) -> Int { get }
            }

            """)
        XCTAssertEqual(
            try render(source, eachItem: "{{ item.name }}: {{ item.handlerType }}"),
            """
            load: @Sendable (Int, Bool) async throws -> [String]
            map: @Sendable (Any) -> Any
            subscript: @Sendable (String) -> Int

            """)
    }

    func testTemplatesSeeEachPropertysTypeWithSelfReplaced() throws {
        let source = try write(
            "A.swift",
            """
            protocol A {
                var name: String { get }
                var next: Self? { get set }
                var handler: (@Sendable (Int) -> Void)? { get }
                static var shared: [String: Int] { get }
            }

            """)
        XCTAssertEqual(
            try render(source, eachItem: "{{ item.memberName }}: {{ item.type }}"),
            """
            name: String
            next: FakeA?
            handler: (@Sendable (Int) -> Void)?
            shared: [String: Int]

            """)
    }

    func testTemplatesThatNeverReadSuperclassGetCompleteFakes() throws {
        let source = try write(
            "A.swift", "protocol Base { func a() }\nprotocol Refined: Base { func b() }\n")
        let templates = "\(folder)/templates"
        try FileManager.default.createDirectory(
            atPath: templates, withIntermediateDirectories: true)
        let members = "{% for item in fake.items %} {{ item.name }}{% endfor %}\n{% endfor %}"
        var request = GenerationRequest(
            sources: [source], selection: .all, output: .file("\(folder)/F.swift"))
        request.templates = templates
        try ("{% for fake in fakes %}{{ fake.name }}:" + members)
            .write(toFile: "\(templates)/File.swift.stencil", atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try Generator.generate(request).files[0].contents, "FakeBase: a\nFakeRefined: a b\n")
        try ("{% for fake in fakes %}{{ fake.name }}({{ fake.superclass }}):" + members)
            .write(toFile: "\(templates)/File.swift.stencil", atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try Generator.generate(request).files[0].contents,
            "FakeBase(): a\nFakeRefined(FakeBase): b\n")
    }
}
