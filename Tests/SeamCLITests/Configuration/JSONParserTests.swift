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

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(
            error(deep),
            JSONParser.SyntaxError(
                line: 1, column: 257, message: "arrays and objects nest more than 256 deep"))
    }
}
