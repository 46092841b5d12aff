import XCTest

@testable import SeamGenerator

/// One nesting limit, 64 levels, for every construct, and one error per construct past it;
/// source bytes read as the compiler reads them.
final class ParserLimitTests: XCTestCase {
    private func parse(_ source: String) -> ParsedFile {
        Parser.parse(source: source, path: "x.swift")
    }

    private func errors(_ file: ParsedFile) -> [String] {
        file.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    /// `depth` levels of `wrap` around `Int`, as the parameter type of one requirement.
    private func nested(_ depth: Int, _ wrap: (String) -> String) -> String {
        var type = "Int"
        for _ in 0..<depth { type = wrap(type) }
        return "protocol P { func f(_ x: \(type)) }"
    }

    // Bug: generic arguments counted two levels each, so `A<A<...>>` was refused at 32 levels
    // although the documented limit is 64.
    func testSixtyFourLevelsOfEveryTypeFormAreReadAndTheNextIsOneError() {
        let forms: [(String, (String) -> String)] = [
            ("generic", { "A<\($0)>" }), ("closure parameter", { "(\($0)) -> Int" }),
            ("closure result", { "() -> \($0)" }), ("array", { "[\($0)]" }),
            ("dictionary", { "[Int: \($0)]" }), ("optional", { "\($0)?" }),
            ("escaping closure", { "@escaping (\($0)) -> Int" }),
        ]
        for (name, wrap) in forms {
            let atLimit = parse(nested(64, wrap))
            XCTAssertEqual(errors(atLimit), [], "\(name) at 64 levels")
            XCTAssertEqual(atLimit.protocols.first?.members.count, 1, name)
            let past = errors(parse(nested(65, wrap)))
            XCTAssertEqual(past.count, 1, "\(name) at 65 levels: \(past)")
            XCTAssertTrue(past.first?.hasSuffix("error: type is nested too deeply") ?? false, name)
        }
    }

    // Bug: 2,000 nested `#if` in a protocol body printed 5,811 errors, and at top level none.
    func testAnIfNestedTooDeeplyIsOneErrorInABodyAndAtTopLevel() {
        let ifs = { (count: Int) in String(repeating: "#if A\n", count: count) }
        let endifs = { (count: Int) in String(repeating: "#endif\n", count: count) }
        let body = { (count: Int) in
            "protocol P {\n" + ifs(count) + "func f() -> Int\n" + endifs(count) + "}\n"
        }
        let top = { (count: Int) in
            ifs(count) + "protocol P { func f() -> Int }\n" + endifs(count)
                + "protocol Q { func g() -> Int }\n"
        }
        XCTAssertEqual(errors(parse(body(63))), [])
        XCTAssertEqual(errors(parse(top(64))), [])
        XCTAssertEqual(parse(top(64)).protocols.map(\.name), ["P", "Q"])
        XCTAssertEqual(
            errors(parse(body(2_000))), ["x.swift:66:1: error: '#if' blocks are nested too deeply"])
        let deepTop = parse(top(2_000))
        XCTAssertEqual(errors(deepTop), ["x.swift:65:1: error: '#if' blocks are nested too deeply"])
        // What follows the skipped block is read as usual.
        XCTAssertEqual(deepTop.protocols.map(\.name), ["Q"])
    }

    // Bug: a file with lone-CR line endings and a `//` comment lost its protocols: the comment
    // ran to the end of the file.
    func testLoneCarriageReturnsEndLinesAsTheCompilerReadsThem() {
        let file = parse("// A clock.\r/// seam:fake\rprotocol Clock {\r    func now() -> Int\r}\r")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.name), ["Clock"])
        XCTAssertEqual(file.protocols.first?.members.count, 1)
        XCTAssertEqual(file.protocols.first?.location.line, 3)
        let mixed = parse("// x\r\nprotocol A {}\r// y\rprotocol B { func f( }\r\n")
        XCTAssertEqual(mixed.protocols.map(\.name), ["A", "B"])
        XCTAssertEqual(mixed.diagnostics.first?.location?.line, 4)
    }

    // Bug: a UTF-16 source gave no protocols and no word (0 fakes, exit 0).
    func testUTF16AndUTF32SourcesAreAnErrorAtTheirFirstLine() {
        let text = "protocol Clock { func now() -> Int }\n"
        let encodings: [[UInt8]] = [
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] },
        ]
        for bytes in encodings {
            let file = Parser.parse(bytes: bytes, path: "x.swift")
            XCTAssertEqual(file.protocols.count, 0)
            XCTAssertEqual(
                errors(file),
                [
                    "x.swift:1:1: error: the file is not UTF-8 (it looks like UTF-16 or UTF-32); "
                        + "Swift reads UTF-8 sources only: convert it, for example with "
                        + "'iconv -t UTF-8'"
                ])
        }
    }

    // Bug (issue 25 §8, found by .ci/fuzz): a UTF-8 file with a byte-order mark lost its first
    // protocol, lexed as `\u{FEFF}protocol`; swiftc skips the mark, and counts it in columns.
    func testAUTF8ByteOrderMarkIsSkippedAsTheCompilerSkipsIt() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let file = Parser.parse(
            bytes: mark + Array("protocol Named {}\nprotocol Aged: Named {}\n".utf8),
            path: "x.swift")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.name), ["Named", "Aged"])
        XCTAssertEqual(file.protocols.first?.location.column, 4)
        let broken = Parser.parse(
            bytes: mark + Array("protocol P { func }\n".utf8), path: "x.swift")
        XCTAssertEqual(
            errors(broken), ["x.swift:1:22: error: expected identifier in function declaration"])
        let shebang = Parser.parse(
            bytes: mark + Array("#!/usr/bin/swift\nprotocol P {}\n".utf8), path: "x.swift")
        XCTAssertEqual(shebang.protocols.map(\.name), ["P"])
    }
}
