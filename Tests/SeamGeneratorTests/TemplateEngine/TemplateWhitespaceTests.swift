import XCTest

@testable import SeamGenerator

final class TemplateWhitespaceTests: XCTestCase {
    func testLineWithOnlyBlockTagProducesNothing() {
        let text = """
            struct A {
                {% for x in xs %}
                let {{ x }}: Int
                {% endfor %}
            }

            """
        XCTAssertEqual(
            render(text, ["xs": ["a", "b"]]), "struct A {\n    let a: Int\n    let b: Int\n}\n")
    }

    func testLineWithOnlyCommentProducesNothing() {
        XCTAssertEqual(render("a\n   {# note #}   \nb\n"), "a\nb\n")
    }

    func testMultilineCommentLineProducesNothing() {
        XCTAssertEqual(render("a\n  {# one\n two #}\nb\n"), "a\nb\n")
    }

    func testSeveralBlockTagsOnOneLineProduceNothing() {
        XCTAssertEqual(
            render("a\n  {% if t %}{% if t %}\nb\n{% endif %} {% endif %}\n", ["t": true]), "a\nb\n"
        )
    }

    func testBlockTagWithTextOnSameLineKeepsLine() {
        XCTAssertEqual(render("  x{% if t %}y{% endif %}\n", ["t": true]), "  xy\n")
        XCTAssertEqual(render("  {% if t %}y{% endif %}\n", ["t": true]), "  y\n")
    }

    func testLineWithVariableTagIsKept() {
        XCTAssertEqual(render("  {{ s }}\n", ["s": ""]), "  \n")
    }

    func testBlockLineAtEndWithoutNewlineProducesNothing() {
        XCTAssertEqual(render("a\n{% if t %}b\n{% endif %}  ", ["t": true]), "a\nb\n")
    }

    func testCarriageReturnLineEndingsAreTrimmedToo() {
        XCTAssertEqual(
            render("a\r\n  {% if t %}\r\nb\r\n{% endif %}\r\n", ["t": true]), "a\r\nb\r\n")
    }

    func testEmptyLinesAreKept() {
        XCTAssertEqual(render("a\n\n{% if t %}\n\nb\n{% endif %}\n", ["t": true]), "a\n\n\nb\n")
    }
}
