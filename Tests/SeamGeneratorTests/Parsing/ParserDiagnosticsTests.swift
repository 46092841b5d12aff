import SeamGenerator
import XCTest

/// Malformed input gives compiler-style diagnostics, word for word, and the parser recovers.
final class ParserDiagnosticsTests: XCTestCase {
    private func diagnostics(_ source: String) -> [String] {
        Parser.parse(source: source, path: "Sources/App/Clock.swift").diagnostics.map(\.description)
    }

    private func assertDiagnostics(
        _ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(diagnostics(source), expected, file: file, line: line)
    }

    func testMissingBraceNamesTheProtocol() {
        assertDiagnostics(
            "import Foundation\n\nprotocol Clock\n    func now() -> Date\n",
            [
                "Sources/App/Clock.swift:4:5: error: expected '{' to start the body of protocol 'Clock'"
            ])
    }

    // Bug: 8,000 `?` (or 5,000 `.Type`) after a type overflowed the stack in the resolver.
    func testLongPostfixChainsAreRefusedAtTheDepthLimit() {
        let optionals =
            "protocol P {\n    var x: Int" + String(repeating: "?", count: 8_000) + " { get }\n}\n"
        let metatypes =
            "protocol P {\n    var x: Int" + String(repeating: ".Type", count: 5_000)
            + " { get }\n}\n"
        let mixed =
            "protocol P {\n    var x: [Int" + String(repeating: "!.Protocol", count: 100)
            + "] { get }\n}\n"
        assertDiagnostics(
            optionals, ["Sources/App/Clock.swift:2:79: error: type is nested too deeply"])
        assertDiagnostics(
            metatypes, ["Sources/App/Clock.swift:2:335: error: type is nested too deeply"])
        assertDiagnostics(
            mixed, ["Sources/App/Clock.swift:2:327: error: type is nested too deeply"])
        // Bug (found by .ci/fuzz): 30,000 `~` overflowed the parser's own stack.
        let inverses =
            "protocol P {\n    var x: " + String(repeating: "~", count: 30_000)
            + "Copyable { get }\n}\n"
        assertDiagnostics(
            inverses, ["Sources/App/Clock.swift:2:77: error: type is nested too deeply"])
        let repeats =
            "protocol P {\n    func f(x: " + String(repeating: "repeat ", count: 30_000) + "T)\n}\n"
        assertDiagnostics(
            repeats, ["Sources/App/Clock.swift:2:470: error: type is nested too deeply"])
        let deepest =
            "protocol P {\n    var x: Int" + String(repeating: "?", count: 64) + " { get }\n}\n"
        assertDiagnostics(deepest, [])
    }

    // Bug: a thrown type (`throws(E)`) and an attribute's generic arguments (`@A<T> Int`)
    // started counting again at 0, so 20,000 of them nested overflowed the parser's stack.
    func testThrownTypesAndAttributeArgumentsCountTowardTheDepthLimit() {
        var thrown = "E"
        var attributed = "Int"
        for _ in 0..<50_000 {
            thrown = "() throws(\(thrown)) -> Int"
            attributed = "@A<\(attributed)> Int"
        }
        assertDiagnostics(
            "protocol P {\n    var x: \(thrown) { get }\n}\n",
            ["Sources/App/Clock.swift:2:662: error: type is nested too deeply"])
        assertDiagnostics(
            "protocol P {\n    var x: \(attributed) { get }\n}\n",
            ["Sources/App/Clock.swift:2:111: error: type is nested too deeply"])
        var shallow = "E"
        for _ in 0..<20 { shallow = "@A<() throws(\(shallow)) -> Int> Int" }
        assertDiagnostics("protocol P {\n    var x: \(shallow) { get }\n}\n", [])
    }

    func testMissingNameIsReported() {
        assertDiagnostics(
            "protocol {\n}\n",
            [
                "Sources/App/Clock.swift:1:10: error: expected identifier in protocol declaration"
            ])
    }

    func testUnclosedProtocolKeepsItsMembers() {
        let file = Parser.parse(source: "protocol P {\n    func a()\n", path: "P.swift")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            ["P.swift:3:1: error: expected '}' at end of protocol 'P'"])
        XCTAssertEqual(file.protocols.first?.members.count, 1)
    }

    func testMemberErrorsRecoverAtTheNextMember() {
        let source = """
            protocol Broken {
                func a(x Int)
                var c: Int
                var d { get }
                let e: Int { get }
                func f() { }
                struct Nested {}
                case foo
                var g: [Int { get }
                func h<T(x: T)
                init(x: Int
                func last()
            }
            """
        let file = Parser.parse(source: source, path: "B.swift")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            [
                "B.swift:2:17: error: expected ':' following argument label and parameter name",
                "B.swift:3:5: error: property in protocol must have explicit { get } or { get set } specifier",
                "B.swift:4:5: error: property in protocol must have explicit type",
                "B.swift:5:5: error: protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier",
                "B.swift:6:14: error: protocol methods must not have bodies",
                "B.swift:7:5: error: type 'Nested' cannot be nested in protocol 'Broken'",
                "B.swift:8:5: error: expected a declaration in protocol 'Broken', found 'case'",
                "B.swift:9:17: error: expected ']' in type, found '{'",
                "B.swift:10:13: error: expected '>' to complete generic parameter list",
                "B.swift:12:5: error: expected ',' separator, found 'func'",
            ])
        let names = file.protocols.first?.members.compactMap { item -> String? in
            guard case .member(let member) = item, case .function(let function) = member.kind else {
                return nil
            }
            return function.name
        }
        XCTAssertEqual(names, ["f", "last"])
    }

    func testNextProtocolIsParsedAfterABrokenOne() {
        let file = Parser.parse(
            source: "protocol A: { }\nprotocol B { func b() }\n", path: "A.swift")
        XCTAssertEqual(
            file.diagnostics.map(\.description), ["A.swift:1:13: error: expected type, found '{'"])
        XCTAssertEqual(file.protocols.map(\.name), ["B"])
    }

    func testBadWhereClauseIsReported() {
        assertDiagnostics(
            "protocol P where Self { }",
            [
                "Sources/App/Clock.swift:1:23: error: expected ':' or '==' to indicate a conformance or same-type requirement"
            ])
    }

    func testUnterminatedLiteralsAndCommentsAreReported() {
        assertDiagnostics(
            "let s = \"open\nprotocol P {}\n",
            [
                "Sources/App/Clock.swift:1:9: error: unterminated string literal"
            ])
        assertDiagnostics(
            "/* open\nprotocol P {}\n",
            [
                "Sources/App/Clock.swift:1:1: error: unterminated '/*' comment"
            ])
        assertDiagnostics(
            "let r = #/abc\nprotocol P {}\n",
            [
                "Sources/App/Clock.swift:1:10: error: unterminated regex literal"
            ])
    }

    func testUnbalancedBracesAreReported() {
        assertDiagnostics(
            "struct S {\n    func f() {\n}\nprotocol P {}\n",
            [
                "Sources/App/Clock.swift:5:1: error: expected '}' at end of struct 'S'"
            ])
        assertDiagnostics(
            "}\nprotocol P {}\n",
            ["Sources/App/Clock.swift:1:1: error: extraneous '}' at top level"])
    }

    func testFilesWithoutProtocolOrExtensionAreOnlySkimmed() {
        // The skim reads leading imports only: it reports nothing about the rest.
        let file = Parser.parse(
            source: "import A\nstruct S {\n    func f() {\n}\nimport B\n", path: "S.swift")
        XCTAssertEqual(file.imports, ["A"])
        XCTAssertEqual(file.diagnostics, [])
    }

    func testStrayDirectivesAreReported() {
        assertDiagnostics(
            "protocol P {\n    #endif\n}\n",
            [
                "Sources/App/Clock.swift:2:5: error: unexpected '#endif' without '#if'"
            ])
        assertDiagnostics(
            "protocol P {\n    #if DEBUG\n    func a()\n}\n",
            [
                "Sources/App/Clock.swift:2:5: error: expected '#endif' to close this '#if'"
            ])
    }

    func testUnsupportedButValidSwiftIsAWarning() {
        assertDiagnostics(
            "protocol P {\n    #declareRequirements(\"x\")\n}\n",
            [
                "Sources/App/Clock.swift:2:5: warning: macro '#declareRequirements' in protocol 'P' is not expanded; members it declares are not seen"
            ])
        assertDiagnostics(
            "protocol P {\n    #if DEBUG\n    @MainActor\n    #endif\n    func a()\n}\n",
            [
                "Sources/App/Clock.swift:4:5: warning: attributes inside '#if' before a declaration are not supported and are ignored"
            ])
        assertDiagnostics(
            "#if DEBUG\n@MainActor\n#endif\nprotocol Logger {}\n",
            [
                "Sources/App/Clock.swift:4:1: warning: attributes of protocol 'Logger' are inside '#if'; those of every branch are kept"
            ])
    }

    func testValidFilesHaveNoDiagnostics() throws {
        let folder = ParserFixtureTests.folder
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".input.txt") {
            guard name != "ConditionalProtocols.input.txt" else { continue }  // Warns on purpose.
            let source = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(Parser.parse(source: source, path: name).diagnostics, [], name)
        }
    }
}
