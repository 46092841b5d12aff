import Foundation
import XCTest

@testable import SeamGenerator

/// The template model reference (`SeamGenerator.docc/TemplateModel.md`) agrees with the keys
/// the renderer defines (its record shapes): every key is documented, and every key a table
/// of the reference names exists.
final class TemplateModelReferenceTests: XCTestCase {
    private static let reference = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/SeamGenerator/SeamGenerator.docc/TemplateModel.md")

    /// Every shape the templates read, by what the reference calls it.
    private static let shapes: [(String, TemplateShape)] = [
        ("fake", FakeRenderer.fakeShape), ("injector", FakeRenderer.injectorShape),
        ("dependency", FakeRenderer.dependencyShape), ("import", FakeRenderer.importShape),
        ("type alias", FakeRenderer.typeAliasShape), ("directive", ItemContext.directiveShape),
        ("method", ItemContext.methodShape), ("subscript", ItemContext.subscriptShape),
        ("property", ItemContext.propertyShape), ("initializer", ItemContext.initializerShape),
        ("field", ItemContext.fieldShape), ("erased inout", ItemContext.erasedShape),
        ("autoclosure", ItemContext.autoclosureShape), ("call method", StubCall.shape),
    ]

    /// The words in backticks of `text`.
    private static func quoted(_ text: Substring) -> Set<String> {
        Set(
            text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    func testEveryKeyOfEveryShapeIsInTheReference() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let documented = Self.quoted(text[...]).union(Self.bracedNames(text))
        for (kind, shape) in Self.shapes {
            let missing = shape.names.filter { !documented.contains($0) }
            XCTAssertEqual(missing, [], "keys of a \(kind) that TemplateModel.md does not describe")
        }
    }

    func testEveryKeyTheFakeTableNamesExists() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let section = try XCTUnwrap(
            text.components(separatedBy: "### Fake\n").dropFirst().first?
                .components(separatedBy: "\n### ").first)
        let named = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
            Self.quoted(row.split(separator: "|", omittingEmptySubsequences: true).first ?? "")
        }
        XCTAssertFalse(named.isEmpty)
        XCTAssertEqual(named.filter { !FakeRenderer.fakeShape.names.contains($0) }, [])
    }

    /// Names inside `{a, b, c}` lists, as the reference writes nested objects.
    private static func bracedNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for part in text.split(separator: "{").dropFirst() {
            guard let list = part.split(separator: "}", maxSplits: 1).first else { continue }
            for name in list.split(separator: ",") {
                names.insert(name.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return names
    }
}
