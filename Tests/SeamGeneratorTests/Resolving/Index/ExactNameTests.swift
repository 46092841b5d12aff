import XCTest

@testable import SeamGenerator

/// Names are told apart as swiftc tells them apart: by Unicode scalars, not by `String`'s
/// canonical equivalence. `Caf\u{E9}` (precomposed) and `Cafe\u{301}` (a combining accent)
/// are two protocols.
final class ExactNameTests: XCTestCase {
    private let precomposed = "Caf\u{E9}"
    private let decomposed = "Cafe\u{301}"

    /// The result of generating `source`, as the file `A.swift`, in memory.
    private func generate(
        _ source: String, selection: GenerationRequest.Selection = .all,
        output: GenerationRequest.Output = .file("Out/Fakes.swift")
    ) throws -> GenerationResult {
        let request = GenerationRequest(sources: ["A.swift"], selection: selection, output: output)
        return try Generator.generate(
            GenerationInput(
                request: request, sources: [SourceFile(path: "A.swift", bytes: Array(source.utf8))]
            ))
    }

    /// Whether `text` holds the bytes of `part`: `String.contains` would match either form.
    private func holds(_ text: String, _ part: String) -> Bool {
        let (bytes, wanted) = (Array(text.utf8), Array(part.utf8))
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains {
            bytes[$0..<($0 + wanted.count)].elementsEqual(wanted)
        }
    }

    func testExactNameComparesScalars() {
        XCTAssertEqual(precomposed, decomposed)  // `String` merges them...
        XCTAssertNotEqual(ExactName(precomposed), ExactName(decomposed))  // ...swiftc does not.
        XCTAssertEqual(Set([ExactName(precomposed), ExactName(decomposed)]).count, 2)
        XCTAssertEqual(ExactName(precomposed), ExactName("Caf\u{E9}"))
    }

    // Issue 25 §8: the second of two protocols whose names differ only in normalization got
    // no fake, and a warning that it was the first declared again.
    func testProtocolsWhoseNamesDifferOnlyInNormalizationEachGetAFake() throws {
        let source = """
            protocol \(precomposed) { func a() -> Int }
            protocol \(decomposed) {
                func b() -> \(precomposed)
            }
            protocol Uses { func c() -> \(decomposed) }

            """
        let result = try generate(source)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let text = try XCTUnwrap(result.files.first?.contents)
        XCTAssertTrue(holds(text, "final class Fake\(precomposed): \(precomposed)"))
        XCTAssertTrue(holds(text, "final class Fake\(decomposed): \(decomposed)"))
        // Each default is the fake of its own protocol.
        XCTAssertTrue(holds(text, "func b() -> \(precomposed) {"))
        XCTAssertTrue(holds(text, "return Fake\(precomposed)()"))
        XCTAssertTrue(holds(text, "return Fake\(decomposed)()"))
    }

    // Issue 25 §8: a protocol refining one whose name differs only in normalization was
    // reported as inheriting from itself.
    func testARefinedNameInTheOtherNormalizationIsNoCycle() throws {
        let source = "protocol \(precomposed): \(decomposed) {}\nprotocol \(decomposed) {}\n"
        XCTAssertEqual(try generate(source).diagnostics.map(\.description), [])
    }

    // Issue 25 §8: naming the decomposed protocol selected the precomposed one.
    func testASelectedNameSelectsExactlyThatProtocol() throws {
        let source = "protocol \(precomposed) { func a() }\nprotocol \(decomposed) { func b() }\n"
        let text = try XCTUnwrap(
            try generate(source, selection: .names([decomposed])).files.first?.contents)
        XCTAssertTrue(holds(text, "final class Fake\(decomposed): \(decomposed)"))
        XCTAssertFalse(holds(text, "Fake\(precomposed)"))
    }

    // Issue 25 §8: in a folder output, both protocols' files went to one path (`seam` then
    // refused the run); on macOS's file systems they are one file. The second gets a warning.
    func testFilesThatDifferOnlyInNormalizationOrCaseGetAWarning() throws {
        let source = """
            protocol \(precomposed) { func a() }
            protocol \(decomposed) { func b() }
            protocol Clock { func c() }
            protocol clock { func d() }

            """
        let result = try generate(source, output: .folder("Out"))
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "A.swift:2:1: warning: no fake for 'Cafe\\u{301}': its file would be that of "
                    + "'Caf\\u{E9}' (A.swift:1:1) on file systems that ignore case or Unicode "
                    + "normalization (macOS's); rename one, or write one output file",
                "A.swift:4:1: warning: no fake for 'clock': its file would be that of 'Clock' "
                    + "(A.swift:3:1) on file systems that ignore case or Unicode normalization "
                    + "(macOS's); rename one, or write one output file",
            ])
        XCTAssertEqual(
            result.files.map { Array($0.path.utf8) },
            ["Out/\(precomposed).swift", "Out/Clock.swift", "Out/Seam+Stubs.swift"].map {
                Array($0.utf8)
            })
    }
}
