import XCTest

@testable import SeamGenerator

/// Stems are a member's base name, refined only for overloads; labels are capitalized with
/// ``MemberNamer/upperFirst(_:)``, which has an ASCII fast path: it must agree with
/// `Character.uppercased()`.
final class MemberNamerTests: XCTestCase {
    private func stems(
        _ body: String, file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let parsed = Parser.parse(source: "protocol P {\n\(body)\n}\n", path: "P.swift")
        XCTAssertEqual(parsed.diagnostics, [], file: file, line: line)
        let members =
            parsed.protocols.first?.members.compactMap { item -> Member? in
                if case .member(let member) = item { return member }
                return nil
            } ?? []
        return MemberNamer.stems(for: members)
    }

    func testAMemberThatIsNotOverloadedIsNamedByItsBaseNameAlone() {
        XCTAssertEqual(
            stems(
                """
                func executeFields(exeContext: Int, parentType: Int, sourceValue: Int, path: Int, fields: Int)
                func route(to path: String)
                init(name: String)
                subscript(key: String) -> Int { get }
                var current: Int { get }
                """), ["executeFields", "route", "init", "subscript", "current"])
    }

    func testOverloadsAddTheirLabelsThenTheirTypesOnlyWhereTheyStillClash() {
        XCTAssertEqual(
            stems(
                """
                func load(id: Int)
                func load(id: String)
                func load(from url: String)
                func save(_ value: Int)
                func show()
                """), ["loadIdInt", "loadIdString", "loadFrom", "save", "show"])
    }

    func testAPropertyKeepsItsNameBesideAMethodOfTheSameBaseName() {
        XCTAssertEqual(
            stems(
                """
                var route: String { get }
                func route(to path: String)
                """), ["route", "routeTo"])
    }

    func testAStemWhoseStubIsNamedLikeAMemberGetsANumber() {
        XCTAssertEqual(
            stems(
                """
                var openStub: Int { get }
                func open() -> Bool
                """), ["openStub", "open2"])
    }

    func testUpperFirstChangesOnlyTheFirstCharacter() {
        XCTAssertEqual(MemberNamer.upperFirst("path"), "Path")
        XCTAssertEqual(MemberNamer.upperFirst("a"), "A")
        XCTAssertEqual(MemberNamer.upperFirst("_id"), "_id")
        XCTAssertEqual(MemberNamer.upperFirst("éclair"), "Éclair")
        XCTAssertEqual(MemberNamer.upperFirst("\u{65}\u{301}t"), "\u{45}\u{301}t")
        XCTAssertEqual(MemberNamer.upperFirst(""), "")
    }

    /// Regression (issue 25 §6): an emoji is an identifier, not an operator; operators of
    /// Swift's Unicode ranges stay operators.
    func testAnEmojiNameIsAnIdentifierAndAUnicodeOperatorIsNot() {
        XCTAssertEqual(MemberNamer.identifier("🐱"), "🐱")
        XCTAssertEqual(MemberNamer.identifier("=="), "equalEqual")
        XCTAssertFalse(SwiftNames.isOperator("🐱"))
        XCTAssertFalse(SwiftNames.isOperator("é"))
        XCTAssertTrue(SwiftNames.isOperator("∪"))
        XCTAssertTrue(SwiftNames.isOperator("..<"))
        XCTAssertTrue(SwiftNames.isOperator("=="))
    }

    /// Regression (issue 25 §6): a raw identifier's stem is a plain identifier.
    func testARawIdentifierNeedsBackticksAndItsStemDoesNot() {
        XCTAssertTrue(RawIdentifier.needsBackticks("hello world"))
        XCTAssertTrue(RawIdentifier.needsBackticks("1st"))
        XCTAssertTrue(RawIdentifier.needsBackticks("_"))
        XCTAssertFalse(RawIdentifier.needsBackticks("_id"))
        XCTAssertFalse(RawIdentifier.needsBackticks("éclair"))
        XCTAssertFalse(RawIdentifier.needsBackticks("🐱"))
        XCTAssertFalse(RawIdentifier.needsBackticks("=="))
        XCTAssertEqual(MemberNamer.identifier("hello world"), "helloWorld")
        XCTAssertEqual(MemberNamer.identifier("1st"), "_1st")
        XCTAssertEqual(MemberNamer.identifier("_"), "_")
        XCTAssertEqual(MemberNamer.identifier("load user"), "loadUser")
    }
}
