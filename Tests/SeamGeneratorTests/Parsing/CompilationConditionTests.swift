import XCTest

@testable import SeamGenerator

/// `#if` conditions are parsed into what they test, and printed back in one way.
final class CompilationConditionTests: XCTestCase {
    private func parse(_ source: String) -> ParsedFile {
        Parser.parse(source: source, path: "Sources/App/Clock.swift")
    }

    /// The directives of the first `#if` block in protocol `P`'s body.
    private func directives(_ conditions: [String]) throws -> [ConditionalDirective] {
        let lines = conditions.enumerated().map { index, condition in
            "\(index == 0 ? "#if" : "#elseif") \(condition)\n    func f\(index)()"
        }
        let file = parse("protocol P {\n" + lines.joined(separator: "\n") + "\n#endif\n}\n")
        XCTAssertEqual(file.diagnostics, [])
        let items = try XCTUnwrap(file.protocols.first?.members)
        guard case .conditional(let block) = items.first else { throw XCTSkip("no #if block") }
        return block.clauses.map(\.directive)
    }

    func testEachFormOfSwiftsConditionsIsParsedAndPrintedBack() throws {
        let written = [
            "DEBUG", "!DEBUG", "os(Linux)", "swift(>=5.9)", "canImport(UIKit.UIView)",
            "compiler(>=6) && $NonescapableTypes", "os(iOS) || os(tvOS) || os(visionOS)",
            "!(os(Linux) || os(Android)) && canImport(Foundation)",
            "(DEBUG && TESTING) || false", "_compiler_version(\"5.9.0\")",
            "canImport(Kit, _version: 2)", "a && b || c && !d",
        ]
        let printed = try directives(written).map { $0.condition?.description ?? "" }
        XCTAssertEqual(printed, written)
    }

    func testTheTreeKeepsWhatIsTestedNotHowItIsSpaced() throws {
        let parsed = try directives(["!os(Linux)&&canImport( Foundation )||DEBUG"])
        let expected = CompilationCondition.any([
            .all([
                .not(.check("os", argument: "Linux")), .check("canImport", argument: "Foundation"),
            ]),
            .flag("DEBUG"),
        ])
        XCTAssertEqual(parsed, [.if(expected)])
        XCTAssertEqual(expected.description, "!os(Linux) && canImport(Foundation) || DEBUG")
    }

    func testABranchConditionNegatesTheBranchesBeforeIt() throws {
        let file = parse(
            "#if os(Linux)\n#elseif A || B\nprotocol P {}\n#else\nprotocol Q {}\n#endif\n")
        XCTAssertEqual(
            file.protocols.map { $0.conditions.map(\.description) },
            [["!(os(Linux)) && (A || B)"], ["!(os(Linux)) && !(A || B)"]])
    }

    func testAConditionSwiftWouldRejectIsAnErrorAtItsFirstMisfit() {
        let cases: [(String, String)] = [
            ("#if os(Linux) && \n#endif\n", "1:15"),
            ("#if DEBUG == 1\n#endif\n", "1:11"),
            ("#if (A || B\n#endif\n", "1:11"),
            ("#if A B\n#endif\n", "1:7"),
            ("protocol P {\n#if 1\nfunc f()\n#endif\n}\n", "2:5"),
            // An empty condition is reported after its `#if`, not on the next line.
            ("#if\nprotocol P {}\n#endif\n", "1:4"),
        ]
        for (source, location) in cases {
            XCTAssertEqual(
                parse(source).diagnostics.map(\.description),
                [
                    "Sources/App/Clock.swift:\(location): error: expected a compilation condition: "
                        + "flags, checks such as 'os(Linux)', '!', '&&', '||' and parentheses"
                ], source)
        }
    }

    func testABacktickedFlagIsTheFlag() throws {
        XCTAssertEqual(
            try directives(["`DEBUG` && !`os`(Linux)"]).first?.condition?.description,
            "DEBUG && !os(Linux)")
    }

    // Bug (review): 10,000 `(` or `!` overflowed the reader's stack; Swift stops at 256.
    func testAConditionNestedTooDeeplyIsOneErrorNotACrash() {
        for opening in ["(", "!"] {
            let depth = 10_000
            let closing = opening == "(" ? String(repeating: ")", count: depth) : ""
            let source =
                "#if " + String(repeating: opening, count: depth) + "A" + closing
                + "\nprotocol P {}\n#endif\n"
            XCTAssertEqual(
                parse(source).diagnostics.map(\.description),
                ["Sources/App/Clock.swift:1:69: error: '#if' condition is nested too deeply"],
                opening)
        }
        let deepest = "#if " + String(repeating: "!", count: 64) + "A\nprotocol P {}\n#endif\n"
        XCTAssertEqual(parse(deepest).diagnostics, [])
    }

    // Swift does not parse what sits under a compiler or language version check it fails,
    // conditions included, so a condition it would reject there is no error (review).
    func testAConditionUnderAVersionCheckIsNotCheckedAsSwiftDoesNot() {
        let source = """
            #if compiler(>=99)
            #if DEBUG == true
            #endif
            #endif
            #if swift(>=99)
            protocol P {
            #if DEBUG == true
                func f()
            #endif
            }
            #endif
            protocol Q {}

            """
        let file = parse(source)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.name), ["P", "Q"])
    }
}
