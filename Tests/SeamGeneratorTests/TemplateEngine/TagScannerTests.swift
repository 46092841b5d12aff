import XCTest

@testable import SeamGenerator

/// The tag scanner reads ASCII tags by bytes and other tags by characters: both must cut
/// tags and report errors alike.
final class TagScannerTests: XCTestCase {
    func testASCIITagIsCutIntoWordsStringsAndSymbols() throws {
        let pieces = try TagScanner.pieces(of: #"for item in fake.items | join:", " ()"#)
        XCTAssertEqual(
            pieces,
            [
                .word("for"), .word("item"), .word("in"), .word("fake.items"), .symbol("|"),
                .word("join"), .symbol(":"), .string(", "), .symbol("("), .symbol(")"),
            ])
    }

    func testCarriageReturnLineFeedIsWhitespace() throws {
        XCTAssertEqual(
            try TagScanner.pieces(of: "a\r\nb\tc\n"), [.word("a"), .word("b"), .word("c")])
    }

    func testLoneCarriageReturnIsUnexpected() {
        XCTAssertThrowsError(try TagScanner.pieces(of: "a\rb")) { error in
            XCTAssertEqual((error as? TagMessage)?.text, "unexpected character '\r'")
        }
    }

    func testStringEscapesAreUnescaped() throws {
        XCTAssertEqual(try TagScanner.pieces(of: #""a\n\t\"\\b""#), [.string("a\n\t\"\\b")])
    }

    func testUnknownEscapeNamesWholeCharacter() {
        XCTAssertThrowsError(try TagScanner.pieces(of: "\"a\\\r\n\"")) { error in
            XCTAssertEqual((error as? TagMessage)?.text, "unknown escape '\\\r\n' in string")
        }
        XCTAssertThrowsError(try TagScanner.pieces(of: #""\q""#)) { error in
            XCTAssertEqual((error as? TagMessage)?.text, "unknown escape '\\q' in string")
        }
    }

    func testUnterminatedStringIsError() {
        XCTAssertThrowsError(try TagScanner.pieces(of: #"join:"a\"#)) { error in
            XCTAssertEqual((error as? TagMessage)?.text, "unterminated string")
        }
    }

    func testNonASCIIStringIsKept() throws {
        XCTAssertEqual(
            try TagScanner.pieces(of: #"join:"→ é""#),
            [.word("join"), .symbol(":"), .string("→ é")])
    }

    func testNonASCIICharacterIsUnexpectedAsAWhole() {
        // "é" written as "e" and a combining accent is one character: the error names both.
        XCTAssertThrowsError(try TagScanner.pieces(of: "a \u{65}\u{301}")) { error in
            XCTAssertEqual((error as? TagMessage)?.text, "unexpected character '\u{65}\u{301}'")
        }
    }
}
