import Foundation
import XCTest

@testable import SeamGenerator

/// Fakes of protocols written with less common syntax (issue 25 §6): each compiles with a program
/// that uses it, and that program prints what the fake returned.
extension FakeCompilationTests {
    /// Regression (issue 25 §6): `func 🐱(_ x: Int) -> String` was read as an operator, so the
    /// fake's method lost its `_` label and did not match the requirement.
    func testAMethodNamedWithAnEmojiGetsAFakeThatCompiles() throws {
        let run = try compileAndRun(
            sources: [
                "Cat.swift": """
                protocol Cat {
                    func 🐱(_ x: Int) -> String
                }

                """
            ],
            main: """
                let cat = FakeCat()
                cat.🐱Stub.returnValue = "meow"
                print(cat.🐱(3), cat.🐱Stub.receivedArguments)

                """)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.output, "meow [3]\n")
    }

    /// Regression (issue 25 §6): a noncopyable type declared in a file with no protocol,
    /// extension or type alias (`struct Token: ~Copyable`) was not seen, so the fake of a
    /// requirement returning or taking one `inout` kept it in a stub and did not compile.
    func testAFakeOfAMethodUsingANoncopyableTypeOfAnotherFileCompiles() throws {
        let run = try compileAndRun(
            sources: [
                "Token.swift": """
                struct Token: ~Copyable {
                    var id: Int
                }

                """,
                "Maker.swift": """
                protocol Maker {
                    func make() -> Token
                    func renew(_ token: inout Token)
                }

                """,
            ],
            main: """
                struct RealMaker: Maker {
                    func make() -> Token { Token(id: 7) }
                    func renew(_ token: inout Token) { token.id += 1 }
                }
                let maker = FakeMaker(forwardingTo: RealMaker())
                var token = maker.make()
                maker.renew(&token)
                print(token.id, maker.makeStub.callCount, maker.renewStub.callCount)

                """)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.output, "8 1 1\n")
    }

    /// Regression (issue 25 §6): the fake of `func sum<let n: Int>(...)` lost `let` and
    /// declared `<n: Int>`, a type parameter constrained to a struct, which does not compile.
    func testAFakeOfAMethodWithAValueGenericParameterCompiles() throws {
        let run = try compileAndRun(
            sources: [
                "Summer.swift": """
                protocol Summer {
                    func sum<let n: Int>(_ values: InlineArray<n, Int>) -> Int
                    subscript<let n: Int>(values: InlineArray<n, Int>) -> Int { get }
                }

                """
            ],
            main: """
                let summer = FakeSummer()
                summer.sumStub.returnValue = 6
                summer.subscriptStub.returnValue = 1
                let values: InlineArray<3, Int> = [1, 2, 3]
                print(summer.sum(values), summer[values], summer.sumStub.callCount)

                """)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.output, "6 1 1\n")
    }

    /// Regression (issue 25 §6): raw identifiers lost their backticks in fakes
    /// (`func hello world()`, `let hello worldStub`, `final class FakeMy Proto: My Proto`).
    /// Members keep them, with stems made plain identifiers; a protocol whose name needs
    /// backticks gets no fake and a warning, and the other protocols still get theirs.
    func testRawIdentifiersKeepTheirBackticksAndBacktickedProtocolsGetAWarning() throws {
        let run = try compileAndRun(
            sources: [
                "Raw.swift": """
                protocol RawNames {
                    func `hello world`()
                    func `1st`() -> Int
                    func `_`()
                    var `my value`: Int { get }
                }
                protocol `My Proto` {
                    func run()
                }
                protocol `protocol` {
                    func run()
                }

                """
            ],
            main: """
                let fake = FakeRawNames()
                fake._1stStub.returnValue = 1
                fake.myValueStub.value = 2
                fake.`hello world`()
                fake.`_`()
                print(
                    fake.`1st`(), fake.`my value`, fake.helloWorldStub.callCount,
                    fake._Stub.callCount)

                """)
        let warning = { (line: Int, name: String) in
            "Raw.swift:\(line):1: warning: no fake for '\(name)': its name needs backticks, "
                + "which seam cannot give a fake's name; rename the protocol to fake it"
        }
        XCTAssertEqual(run.diagnostics, [warning(7, "My Proto"), warning(10, "protocol")])
        XCTAssertEqual(run.output, "1 2 1 1\n")
    }

    /// Regression (issue 25 §6): an associated type named with a raw identifier became the
    /// fake's generic parameter without its backticks (`FakeBox<Item Kind>`).
    func testRawIdentifiersOfAssociatedTypesParametersAndTypesKeepTheirBackticks() throws {
        let run = try compileAndRun(
            sources: [
                "Box.swift": """
                struct `Box Label` {
                    var text: String
                }
                protocol Box {
                    associatedtype `Item Kind`
                    func put(`an item` item: `Item Kind`, _ `a count`: Int)
                    func label() -> `Box Label`
                }

                """
            ],
            main: """
                let box = FakeBox<String>()
                box.labelStub.returnValue = `Box Label`(text: "fragile")
                box.put(`an item`: "cup", 2)
                print(box.label().text, box.putStub.receivedArguments.count)

                """)
        XCTAssertEqual(
            run.diagnostics,
            [
                "Box.swift:7:5: note: FakeBox.label() has no default for '`Box Label`'; a test "
                    + "that does not stub it stops the run: add \"defaults\": {\"Box Label\": "
                    + "\"<expression>\"} to its target in seam.json (or --default "
                    + "'Box Label=<expression>')"
            ])
        XCTAssertEqual(run.output, "fragile 1\n")
    }

    /// Generates the fakes of every protocol of `sources` into one file, compiles them with
    /// `main` in Swift 6 mode and runs the program.
    /// - Returns: The generator's diagnostics (with the folder's path removed) and what the
    ///   program printed.
    func compileAndRun(
        sources: [String: String], main: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (diagnostics: [String], output: String) {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try sources.keys.sorted().map { name in
            let path = "\(folder)/\(name)"
            try sources[name]!.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let request = GenerationRequest(
            sources: paths, selection: .all, output: .file("\(folder)/Fakes.swift"))
        let generated = try Generator.generate(request)
        try GeneratorFixtures.write(generated.files)
        try main.write(toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
        let compile = try Self.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-Onone", "-o", "\(folder)/program"] + paths
                + ["\(folder)/Fakes.swift", "\(folder)/main.swift"])
        XCTAssertEqual(compile.status, 0, compile.error, file: file, line: line)
        XCTAssertFalse(
            compile.error.contains("Fakes.swift"),
            "diagnostics in generated fakes: \(compile.error)",
            file: file, line: line)
        let run = compile.status == 0 ? try Self.run("\(folder)/program", []).output : ""
        return (
            generated.diagnostics.map {
                $0.description.replacingOccurrences(of: folder + "/", with: "")
            },
            run
        )
    }
}
