import XCTest

@testable import SeamGenerator

/// Templates are user input: nesting past ``TemplateParser/maximumDepth`` is an error at the
/// tag that goes too deep, never a stack overflow.
final class TemplateDepthTests: XCTestCase {
    // Bug: 10,000 nested `{% if %}` (or 100,000 nested `for`) overflowed the stack.
    func testDeeplyNestedBlocksAreAnError() {
        let ifs =
            String(repeating: "{% if a %}", count: 10_000)
            + String(repeating: "{% endif %}", count: 10_000)
        assertTemplateError(
            ifs, ["a": true],
            "T:1:641: error: '{% if %}' blocks are nested too deeply (more than 64)")
        let fors = String(repeating: "{% for x in xs %}\n", count: 100_000)
        assertTemplateError(
            fors, ["xs": []],
            "T:65:1: error: '{% for %}' blocks are nested too deeply (more than 64)")
    }

    func testBlocksAtTheLimitRender() {
        let ifs =
            String(repeating: "{% if a %}", count: 64) + "x"
            + String(repeating: "{% endif %}", count: 64)
        XCTAssertEqual(render(ifs, ["a": true]), "x")
    }

    // Bug: 100,000 parentheses, `not` or `and` terms in one condition overflowed the stack.
    func testDeeplyNestedConditionsAreAnError() {
        let message = "T:1:1: error: condition is nested too deeply (more than 64 levels)"
        let parentheses =
            "{% if " + String(repeating: "(", count: 100_000) + "a"
            + String(repeating: ")", count: 100_000)
        assertTemplateError(parentheses + " %}{% endif %}", ["a": true], message)
        let nots = "{% if " + String(repeating: "not ", count: 100_000) + "a %}{% endif %}"
        assertTemplateError(nots, ["a": true], message)
        let ands = "{% if a" + String(repeating: " and a", count: 100_000) + " %}{% endif %}"
        assertTemplateError(ands, ["a": true], message)
        let ors = "{% if a" + String(repeating: " or a", count: 100_000) + " %}{% endif %}"
        assertTemplateError(ors, ["a": true], message)
    }

    func testConditionsAtTheLimitRender() {
        let ands = "{% if a" + String(repeating: " and a", count: 63) + " %}x{% endif %}"
        XCTAssertEqual(render(ands, ["a": true]), "x")
        let nots = "{% if " + String(repeating: "not not ", count: 31) + "a %}x{% endif %}"
        XCTAssertEqual(render(nots, ["a": true]), "x")
    }
}
