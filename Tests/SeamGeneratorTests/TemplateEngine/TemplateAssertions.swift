import XCTest

@testable import SeamGenerator

/// Parses and renders `text` as the template "T", failing the test on an error.
func render(
    _ text: String, _ context: [String: TemplateValue] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> String {
    do {
        return try Template(name: "T", text: text).render(context)
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return ""
    }
}

/// Asserts that parsing or rendering `text` as the template "T" fails with `expected`,
/// the error's full description.
func assertTemplateError(
    _ text: String, _ context: [String: TemplateValue], _ expected: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let output = try Template(name: "T", text: text).render(context)
        XCTFail("expected an error, rendered \(output.debugDescription)", file: file, line: line)
    } catch {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    }
}

/// Asserts that parsing or rendering `text` with no variables fails with `expected`.
func assertTemplateError(
    _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    assertTemplateError(text, [:], expected, file: file, line: line)
}
