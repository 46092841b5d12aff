import XCTest

@testable import SeamGenerator

/// A diagnostic is one line: the token it quotes is short and escaped, and its path and
/// message never hold a raw line break or control character.
final class DiagnosticExcerptTests: XCTestCase {
    private func diagnostics(_ bytes: [UInt8]) -> [String] {
        Parser.parse(bytes: bytes, path: "Q.swift").diagnostics.map(\.description)
    }

    // Bug: a multi-line string literal was quoted whole, spreading one diagnostic over lines.
    func testMultiLineTokenIsCutShortAndEscaped() {
        let source =
            "protocol P {\n    func f(a: Int \"\"\"\n    line one\n    line two\n    \"\"\")\n}\n"
        XCTAssertEqual(
            diagnostics(Array(source.utf8)),
            [
                #"Q.swift:2:19: error: expected ',' separator, found '"""\n    line one\n    line two\n  ...'"#
            ])
    }

    // Bug: NUL, control characters and invalid UTF-8 landed raw in messages.
    func testControlAndInvalidBytesAreEscaped() {
        var bytes = Array("protocol Q {\n    func f(a: Int ".utf8) + [0x01, 0x00]
        bytes += Array(" b)\n    func g(a: Int ".utf8) + [0xFF, 0xFE, 0x41]
        bytes += Array(")\n    func h(a: Int \"\u{2028}\u{1B}é\")\n}\n".utf8)
        XCTAssertEqual(
            diagnostics(bytes),
            [
                #"Q.swift:2:19: error: expected ',' separator, found '\u{1}'"#,
                #"Q.swift:3:19: error: expected ',' separator, found '\xFF\xFEA'"#,
                #"Q.swift:4:19: error: expected ',' separator, found '"\u{2028}\u{1B}é"'"#,
            ])
    }

    func testExcerptKeepsShortTextAndCutsLongText() {
        XCTAssertEqual(Diagnostic.excerpt(Array("route(to:)".utf8)), "route(to:)")
        XCTAssertEqual(Diagnostic.excerpt(Array("\t\r\0".utf8)), #"\t\r\0"#)
        XCTAssertEqual(
            Diagnostic.excerpt(Array(String(repeating: "é", count: 40).utf8)),
            String(repeating: "é", count: 32) + "...")
        XCTAssertEqual(Diagnostic.excerpt([0xE2, 0x82]), #"\xE2\x82"#)
    }

    func testDescriptionEscapesPathAndMessage() {
        let location = SourceLocation(file: "A\nB.swift", line: 1, column: 2)
        XCTAssertEqual(
            Diagnostic(.error, "bad\u{0}name\u{7F}", at: location).description,
            #"A\nB.swift:1:2: error: bad\0name\u{7F}"#)
        XCTAssertEqual(
            TemplateError(template: "T\r", line: 1, column: 1, message: "x\ny").description,
            #"T\r:1:1: error: x\ny"#)
    }
}
