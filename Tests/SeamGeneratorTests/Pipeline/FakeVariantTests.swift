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
        var parent: String?
        var wrap = Wrap.none
        var isIsolated = false

        func wrapped(_ decl: String) -> String {
            switch wrap {
            case .none: decl
            case .nested: "extension Outer {\n\(decl)\n}"
            case .conditional: "#if !os(Windows)\n\(decl)\n#endif"
            }
        }
    }

    private static let variants = [
        Variant(name: "Plain", prefix: ""),
        Variant(name: "Main", prefix: "@MainActor ", isIsolated: true),
        Variant(name: "Sendable", prefix: "", parent: "Sendable"),
        Variant(name: "OnActor", prefix: "", parent: "Actor", isIsolated: true),
        Variant(name: "Nested", prefix: "", wrap: .nested),
        Variant(name: "Conditional", prefix: "", wrap: .conditional),
    ]

    func testEveryConstructCompilesInEveryVariantWithInternalAccess() throws {
        try check(access: .internal)
    }

    func testEveryConstructCompilesInEveryVariantWithPublicAccess() throws {
        try check(access: .public)
    }

    private func check(
        access: AccessLevel, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = "\(folder)/Constructs.swift"
        try Self.source(isPublic: access == .public).write(
            toFile: source, atomically: true, encoding: .utf8)
        var request = GenerationRequest(
            sources: [source], selection: .annotated, output: .folder("\(folder)/Fakes"))
        request.accessLevel = access
        let result = try Generator.generate(request)
        try GeneratorFixtures.write(result.files)
        let constructs = try Self.protocols()
        let isolated =
            Self.variants.filter(\.isIsolated).count * constructs.filter(\.isUnisolatedOnly).count
        // One file per protocol and variant, one per protocol faked in the shared
        // declarations, and the stub types.
        let shared = try Self.preamble().components(separatedBy: "seam:fake").count - 1
        XCTAssertEqual(
            result.files.count, Self.variants.count * constructs.count - isolated + shared + 1,
            file: file, line: line)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        let compile = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-sil", "-wmo", "-o",
                "/dev/null", source,
            ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error, file: file, line: line)
        XCTAssertFalse(
            compile.error.contains("/Fakes/"), "diagnostics in generated fakes: \(compile.error)",
            file: file, line: line)
    }

    /// The declarations before the first protocol, shared by every variant.
    private static func preamble() throws -> String {
        let text = try String(contentsOfFile: "\(folder)/Constructs.txt", encoding: .utf8)
        return text.components(separatedBy: "\n=== ")[0]
    }

    /// The shared declarations, then every protocol in every variant.
    private static func source(isPublic: Bool) throws -> String {
        var parts = [try preamble()]
        for variant in variants {
            for construct in try protocols()
            where !(variant.isIsolated && construct.isUnisolatedOnly) {
                let members = construct.body.split(separator: "\n").map { "    " + $0 }.joined(
                    separator: "\n")
                let access = isPublic ? "public " : ""
                let parents = construct.parents + (variant.parent.map { [$0] } ?? [])
                let inheritance = parents.isEmpty ? "" : ": " + parents.joined(separator: ", ")
                let decl =
                    "/// seam:fake\n\(variant.prefix)\(access)protocol \(construct.name)\(variant.name)"
                    + "\(inheritance)\(construct.whereClause) {\n\(members)\n}"
                parts.append(variant.wrapped(decl))
            }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One protocol of the fixture: `=== Name: Parents where ...` and its body.
    private struct Construct {
        var name: String
        var parents: [String]
        var whereClause: String
        var body: String
        var isUnisolatedOnly: Bool
    }

    /// The protocols of the fixture.
    private static func protocols() throws -> [Construct] {
        let text = try String(contentsOfFile: "\(folder)/Constructs.txt", encoding: .utf8)
        return text.components(separatedBy: "\n=== ").dropFirst().map { chunk in
            let lines = chunk.split(separator: "\n", omittingEmptySubsequences: false)
            var header = String(lines[0])
            var whereClause = ""
            let isUnisolatedOnly = header.hasSuffix(" !isolated")
            if isUnisolatedOnly { header.removeLast(" !isolated".count) }
            if let range = header.range(of: " where ") {
                whereClause = String(header[range.lowerBound...])
                header = String(header[..<range.lowerBound])
            }
            let nameAndParents = header.split(separator: ":", maxSplits: 1)
            let parents =
                nameAndParents.count > 1 ? Self.topLevelParts(of: String(nameAndParents[1])) : []
            return Construct(
                name: String(nameAndParents[0]), parents: parents, whereClause: whereClause,
                body: lines.dropFirst().joined(separator: "\n"), isUnisolatedOnly: isUnisolatedOnly)
        }
    }

    /// The comma-separated parts of `list` outside angle brackets, trimmed.
    private static func topLevelParts(of list: String) -> [String] {
        var parts = [""]
        var depth = 0
        for character in list {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Variants").path
}
