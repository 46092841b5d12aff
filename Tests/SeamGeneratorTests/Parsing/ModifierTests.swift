import XCTest

@testable import SeamGenerator

/// Modifiers are typed (`Modifier`), and the words the parser matches are their keywords.
final class ModifierTests: XCTestCase {
    func testTheParsersModifierWordsAreTheKeywords() {
        XCTAssertEqual(
            DeclarationParser.modifierWords.map { $0.description },
            Modifier.Keyword.allCases.map(\.rawValue))
    }

    func testModifiersAreReadWithTheirArgument() throws {
        let file = Parser.parse(
            source: """
                protocol P {
                    nonisolated(nonsending) func a() async
                    static prefix func - (x: Self) -> Self
                    mutating func b()
                }
                """, path: "P.swift")
        let modifiers = try XCTUnwrap(file.protocols.first).members.compactMap { item in
            if case .member(let member) = item { return member.modifiers } else { return nil }
        }
        XCTAssertEqual(
            modifiers,
            [[.nonsending], [Modifier(.static), Modifier(.prefix)], [.mutating]])
        XCTAssertEqual(
            modifiers.flatMap { $0 }.map(\.description),
            [
                "nonisolated(nonsending)", "static", "prefix", "mutating",
            ])
    }
}
