import XCTest

@testable import SeamCLI

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parseLocated(Array(text.utf8)).value
    }

    private func error(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testParsesEveryKindOfValue() throws {
        XCTAssertEqual(
            try parse(#" {"a": [1, -2.5e1, true, false, null, "x"], "b": {}} "#),
            .object([
                "a": .array([
                    .number(1), .number(-25), .bool(true), .bool(false), .null, .string("x"),
                ]),
                "b": .object([:]),
            ]))
        XCTAssertEqual(try parse("[]"), .array([]))
    }

    func testDecodesEscapes() throws {
        XCTAssertEqual(
            try parse(#""q\" b\\ s\/ \n\t \u00e9 \ud83d\ude00""#),
            .string("q\" b\\ s/ \n\t é 😀"))
        XCTAssertEqual(try parse("\u{FEFF}\"bom\""), .string("bom"))
    }

    func testErrorsSayWhere() {
        XCTAssertEqual(
            error("[1,\n 2,\n x]"),
            JSONParser.SyntaxError(line: 3, column: 2, message: "expected a value, found 'x'"))
        XCTAssertEqual(
            error("[01]")?.message, "expected ',' or ']' after a value in an array, found '1'")
        XCTAssertEqual(error("[1.]")?.message, "expected a digit, found ']'")
        XCTAssertEqual(error(#""\q""#)?.message, #"unknown escape '\q' in a string"#)
        XCTAssertEqual(
            error(#""\u12g4""#)?.message, #"'\u' must be followed by four hexadecimal digits"#)
        XCTAssertEqual(error("\"abc")?.message, "a string is not closed before the end of the file")
        XCTAssertEqual(error("[1,]")?.message, "a comma before ']' ends no element")
        XCTAssertEqual(error("tru")?.message, "expected a value, found 't'")
        XCTAssertEqual(error("")?.message, "expected a value, found the end of the file")
    }

    /// Each kind of error past the first line, where the parser's current line must be the
    /// error's: inside a token, after a value, and where the offset moves back.
    func testErrorsPastTheFirstLineSayTheirLineAndColumn() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n  \"a\": 2\n}", 3, 3, "duplicate key 'a'"),
            ("{\n  \"a\": \"x\ny\"\n}", 2, 10, "a string is not closed before the end of the line"),
            ("[\n 1,\n 01]", 3, 3, "expected ',' or ']' after a value in an array, found '1'"),
            ("{\n \"a\":\n  \"\\q\"}", 3, 4, #"unknown escape '\q' in a string"#),
            ("[\n  -x]", 2, 4, "expected a digit, found 'x'"),
            ("[1,\n\n  tru]", 3, 3, "expected a value, found 't'"),
            ("[\n  \"\\u12G4\"]", 2, 6, #"'\u' must be followed by four hexadecimal digits"#),
            ("{}\n\n x", 3, 2, "unexpected 'x' after the JSON value"),
            ("[1,\n]", 2, 1, "a comma before ']' ends no element"),
            ("{\n \"a\" 1}", 2, 6, "expected ':' after the key 'a', found '1'"),
            ("[\n \"\\u00e9\",\n 1e]", 3, 4, "expected a digit, found ']'"),
        ]
        for (text, line, column, message) in cases {
            XCTAssertEqual(
                error(text), JSONParser.SyntaxError(line: line, column: column, message: message),
                text)
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(
            error(deep),
            JSONParser.SyntaxError(
                line: 1, column: 257, message: "arrays and objects nest more than 256 deep"))
    }
}
