import Foundation
import XCTest

@testable import SeamGenerator

/// Compares the generated text of each `<Case>.input.txt` with `<Case>.expected.txt`, one
/// test per case, and the stub types every output declares with `Stubs.expected.txt`; a
/// mismatch prints a unified diff.
///
/// The cases are generated without the stub types (they would repeat `Stubs.expected.txt` in
/// every file). Set `SEAM_UPDATE_GOLDEN=1` to rewrite the expected files after an intended
/// change.
final class GeneratorGoldenTests: XCTestCase {
    /// The cases, one test each below.
    static let cases = [
        "Associated", "Basic", "Concurrency", "Conditional", "Constraints", "Constructs",
        "Defaults",
        "Effects", "Generics", "Hierarchy", "Inheritance", "Injector", "Members", "Regressions",
        "Standard",
    ]

    func testAssociated() throws { try assertGolden("Associated") }
    func testBasic() throws { try assertGolden("Basic") }
    func testConcurrency() throws { try assertGolden("Concurrency") }
    func testConditional() throws { try assertGolden("Conditional") }
    func testConstraints() throws { try assertGolden("Constraints") }
    func testConstructs() throws { try assertGolden("Constructs") }
    func testDefaults() throws { try assertGolden("Defaults") }
    func testEffects() throws { try assertGolden("Effects") }
    func testGenerics() throws { try assertGolden("Generics") }
    func testHierarchy() throws { try assertGolden("Hierarchy") }
    func testInheritance() throws { try assertGolden("Inheritance") }
    func testInjector() throws { try assertGolden("Injector") }
    func testMembers() throws { try assertGolden("Members") }
    func testRegressions() throws { try assertGolden("Regressions") }
    func testStandard() throws { try assertGolden("Standard") }

    func testEveryInputFileHasItsTest() throws {
        XCTAssertEqual(try GeneratorFixtures.cases(), Self.cases)
    }

    func testTheStubTypesMatchTheirExpectedFile() throws {
        var request = GenerationRequest(
            sources: ["A.swift"], selection: .all, output: .folder("Out"))
        // Every stub type and call shape: a fake declares only those its fakes use.
        request.writesAllStubShapes = true
        let input = GenerationInput(
            request: request,
            sources: [SourceFile(path: "A.swift", text: "protocol A { func a() }\n")])
        let stubs = try XCTUnwrap(
            try Generator.generate(input).files.first { $0.path == "Out/Seam+Stubs.swift" })
        try assertMatches(stubs.contents, expectedFile: "Stubs.expected.txt")
    }

    func testSameInputGivesByteIdenticalOutput() throws {
        XCTAssertEqual(try generate("Inheritance"), try generate("Inheritance"))
    }

    func testADifferenceIsShownAsAUnifiedDiff() {
        let diff = UnifiedDiff.of(
            expected: "a\nb\nc\nd\ne\nf\ng\nh\n", actual: "a\nb\nc\nd\nE\nf\ng\nh\n",
            expectedName: "Case.expected.txt", actualName: "generated")
        XCTAssertEqual(
            diff,
            """
            --- Case.expected.txt
            +++ generated
            @@ -2,7 +2,7 @@
             b
             c
             d
            -e
            +E
             f
             g
             h

            """)
    }

    private func assertGolden(
        _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertMatches(
            try generate(name), expectedFile: "\(name).expected.txt", file: file, line: line)
    }

    /// Fails with a unified diff when `actual` differs from the fixture `expectedFile`.
    private func assertMatches(
        _ actual: String, expectedFile: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = "\(GeneratorFixtures.folder)/\(expectedFile)"
        if ProcessInfo.processInfo.environment["SEAM_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if actual != expected {
            let diff = UnifiedDiff.of(
                expected: expected, actual: actual, expectedName: expectedFile,
                actualName: "generated")
            XCTFail("generated text differs from \(expectedFile):\n\(diff)", file: file, line: line)
        }
    }

    /// Generates the fakes of one fixture in memory (no file is read or written), without the
    /// stub types.
    private func generate(_ name: String) throws -> String {
        var request = GenerationRequest(
            sources: ["\(name).swift"], selection: .annotated, output: .file("Fakes.swift"))
        request.writesStubTypes = false
        let source = SourceFile(
            path: "\(name).swift", text: try GeneratorFixtures.text("\(name).input.txt"))
        let result = try Generator.generate(GenerationInput(request: request, sources: [source]))
        XCTAssertEqual(result.files.map(\.path), ["Fakes.swift"])
        return result.files[0].contents
    }
}
