import XCTest

@testable import SeamGenerator

/// The lexer splits every lexical form of Swift into the right tokens.
final class LexerTests: XCTestCase {
    /// The tokens of `source` as `kind:text` strings.
    private func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            var result: [String] = []
            while true {
                let token = lexer.next()
                if token.kind == .endOfFile { return result }
                let text = String(decoding: buffer[token.start..<token.end], as: UTF8.self)
                result.append("\(token.kind):\(text)")
            }
        }
    }

    func testStringsOfEveryFormAreOneToken() {
        XCTAssertEqual(tokens(#"a "x\"y" b"#), ["identifier:a", #"string:"x\"y""#, "identifier:b"])
        XCTAssertEqual(tokens(#"a "v \(f("}", g(")"))) w" b"#).count, 3)
        XCTAssertEqual(
            tokens("a \"\"\"\n  \"q\" \"\"\n  \"\"\" b"),
            ["identifier:a", "string:\"\"\"\n  \"q\" \"\"\n  \"\"\"", "identifier:b"])
        XCTAssertEqual(
            tokens(##"a #"r "x" \(n) \#(m)"# b"##),
            ["identifier:a", ##"string:#"r "x" \(n) \#(m)"#"##, "identifier:b"])
        XCTAssertEqual(
            tokens(###"a ##"x "# y"## b"###),
            ["identifier:a", ###"string:##"x "# y"##"###, "identifier:b"])
        XCTAssertEqual(
            tokens(##"a #"""# b"##), ["identifier:a", ##"string:#"""#"##, "identifier:b"])
    }

    func testRegexLiteralsWhereSwiftAllowsThem() {
        XCTAssertEqual(tokens("x = /a{2}b/"), ["identifier:x", "operator:=", "regex:/a{2}b/"])
        XCTAssertEqual(
            tokens("x = a / b / c"),
            [
                "identifier:x", "operator:=", "identifier:a", "operator:/", "identifier:b",
                "operator:/", "identifier:c",
            ])
        XCTAssertEqual(
            tokens("f(#/a\\/{/#)"),
            ["identifier:f", "leftParen:(", "regex:#/a\\/{/#", "rightParen:)"])
        XCTAssertEqual(
            tokens("g(/a, /b)"),
            [
                "identifier:g", "leftParen:(", "operator:/", "identifier:a", "comma:,",
                "operator:/", "identifier:b", "rightParen:)",
            ])
    }

    func testCommentsAreTriviaAndDocCommentsAreKept() {
        let source = "/* a /* nested */ b */ // line\n/// doc one\n/// doc two\nx"
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            let token = lexer.next()
            XCTAssertEqual(token.kind, .identifier)
            XCTAssertTrue(token.hasNewlineBefore)
            XCTAssertEqual(
                String(decoding: buffer[token.docStart..<token.docEnd], as: UTF8.self),
                "/// doc one\n/// doc two")
        }
    }

    func testNumbersIdentifiersOperatorsAndDirectives() {
        XCTAssertEqual(
            tokens("0x1p-3 1_000.5e+2 `class` $0 _$x café"),
            [
                "number:0x1p-3", "number:1_000.5e+2", "backtickIdentifier:`class`", "identifier:$0",
                "identifier:_$x", "identifier:café",
            ])
        XCTAssertEqual(
            tokens("a...b ..< ?? -> x?.y"),
            [
                "identifier:a", "operator:...", "identifier:b", "operator:..<", "operator:??",
                "operator:->", "identifier:x",
                "operator:?", "period:.", "identifier:y",
            ])
        XCTAssertEqual(
            tokens("#if os(Linux) @objc(x) #endif"),
            [
                "pound:#if", "identifier:os", "leftParen:(", "identifier:Linux", "rightParen:)",
                "at:@", "identifier:objc",
                "leftParen:(", "identifier:x", "rightParen:)", "pound:#endif",
            ])
    }

    func testUnterminatedLiteralsAreErrorsAndLexingGoesOn() {
        let bytes = Array("\"open\nnext /* never closed".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            while lexer.next().kind != .endOfFile {}
            XCTAssertEqual(
                lexer.errors.map(\.message),
                ["unterminated string literal", "unterminated '/*' comment"])
        }
    }
}
