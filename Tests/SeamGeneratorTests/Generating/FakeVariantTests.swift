import Foundation
import XCTest

@testable import SeamGenerator

/// Puts the protocols of `Fixtures/Variants/Constructs.txt` through every variant (public,
/// `@MainActor`, `Sendable`, `Actor`, nested in an extension, under `#if`), generates their
/// fakes with internal and public access, and compiles them to SIL in Swift 6 mode: no
/// diagnostic may point into a fake (issue 19: each construct is checked in every context).
final class FakeVariantTests: XCTestCase {
    /// A variant: what goes before `protocol`, what follows the name, how the declaration is wrapped.
    private struct Variant: Sendable {
        enum Wrap: Sendable { case none, nested, conditional }
        var name: String
        var prefix: String
        var inheritance: String
        var wrap = Wrap.none

        func wrapped(_ decl: String) -> String {
            switch wrap {
            case .none: decl
            case .nested: "extension Outer {\n\(decl)\n}"
            case .conditional: "#if !os(Windows)\n\(decl)\n#endif"
            }
        }
    }

    private static let variants = [
        Variant(name: "Plain", prefix: "", inheritance: ""),
        Variant(name: "Main", prefix: "@MainActor ", inheritance: ""),
        Variant(name: "Sendable", prefix: "", inheritance: ": Sendable"),
        Variant(name: "OnActor", prefix: "", inheritance: ": Actor"),
        Variant(name: "Nested", prefix: "", inheritance: "", wrap: .nested),
        Variant(name: "Conditional", prefix: "", inheritance: "", wrap: .conditional),
    ]

    func testEveryConstructCompilesInEveryVariantWithInternalAccess() throws {
        try check(access: "internal")
    }

    func testEveryConstructCompilesInEveryVariantWithPublicAccess() throws {
        try check(access: "public")
    }

    private func check(access: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = "\(folder)/Constructs.swift"
        try Self.source(isPublic: access == "public").write(toFile: source, atomically: true, encoding: .utf8)
        var request = GenerationRequest(sources: [source], selection: .annotated, output: .folder("\(folder)/Fakes"))
        request.accessLevel = access
        let result = try Generator.generate(request)
        try GeneratorFixtures.write(result.files)
        XCTAssertEqual(result.files.count, Self.variants.count * (try Self.protocols().count) + 1, file: file, line: line)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try FakeCompilationTests.run("/usr/bin/env", [
            "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-sil", "-wmo", "-o", "/dev/null", source,
        ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error, file: file, line: line)
        XCTAssertFalse(compile.error.contains("/Fakes/"), "diagnostics in generated fakes: \(compile.error)",
                       file: file, line: line)
    }

    /// The shared declarations, then every protocol in every variant.
    private static func source(isPublic: Bool) throws -> String {
        let text = try String(contentsOfFile: "\(folder)/Constructs.txt", encoding: .utf8)
        let preamble = text.components(separatedBy: "\n=== ")[0]
        var parts = [preamble]
        for variant in variants {
            for (name, body) in try protocols() {
                let members = body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
                let access = isPublic ? "public " : ""
                let decl = "/// seam:fake\n\(variant.prefix)\(access)protocol \(name)\(variant.name)"
                    + "\(variant.inheritance) {\n\(members)\n}"
                parts.append(variant.wrapped(decl))
            }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// The protocols' names and bodies.
    private static func protocols() throws -> [(String, String)] {
        let text = try String(contentsOfFile: "\(folder)/Constructs.txt", encoding: .utf8)
        return text.components(separatedBy: "\n=== ").dropFirst().map { chunk in
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false)
            return (String(lines[0]), lines.dropFirst().joined(separator: "\n"))
        }
    }

    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Variants").path
}
