import XCTest

@testable import SeamGenerator

/// Modifiers are typed (`Modifier`), and the words the parser matches are their keywords.
final class ModifierTests: XCTestCase {
    func testTheParsersModifierWordsAreTheKeywords() {
        XCTAssertEqual(
            DeclarationParser.modifierWords.map { $0.description },
            Modifier.Keyword.allCases.map(\.rawValue))
    }

    func testTheParsersTypeSpecifierWordsAreTheSpecifiers() {
        XCTAssertEqual(
            DeclarationParser.typeSpecifiers.map { $0.description } + ["nonisolated(nonsending)"],
            TypeSpecifier.allCases.map(\.rawValue))
    }

    func testTypeSpecifiersAreTypedAndANonisolatedOtherThanNonsendingIsAnError() {
        let file = Parser.parse(
            source: """
                protocol P {
                    func a(_ x: inout Int, _ y: sending Int, _ f: nonisolated(nonsending) () async -> Void)
                    func b(_ f: nonisolated(unsafe) () -> Void)
                }
                """, path: "P.swift")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            ["P.swift:3:17: error: expected 'nonisolated(nonsending)' before a type"])
        let specifiers = file.protocols.first?.members.compactMap { item -> [TypeSpecifier]? in
            guard case .member(let member) = item, case .function(let function) = member.kind
            else { return nil }
            return function.parameters.flatMap(\.type.specifiers)
        }
        XCTAssertEqual(specifiers, [[.inout, .sending, .nonsending]])
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
