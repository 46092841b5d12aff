import XCTest

@testable import SeamGenerator

final class TemplateTests: XCTestCase {
    func testTextWithoutTagsRendersUnchanged() {
        XCTAssertEqual(render("plain { text } with % and #\n"), "plain { text } with % and #\n")
    }

    func testVariablePrintsStringAndInt() {
        XCTAssertEqual(
            render("{{ name }} has {{count}} items", ["name": "Clock", "count": 3]),
            "Clock has 3 items")
    }

    func testDottedPathReadsNestedObjects() {
        let context: [String: TemplateValue] = ["member": ["type": ["name": "Int"]]]
        XCTAssertEqual(render("{{ member.type.name }}", context), "Int")
    }

    func testForLoopRendersBodyPerItem() {
        XCTAssertEqual(
            render("{% for x in xs %}[{{ x }}]{% endfor %}", ["xs": ["a", "b", "c"]]), "[a][b][c]")
    }

    func testForElseRendersOnlyWhenEmpty() {
        let text = "{% for x in xs %}{{ x }}{% else %}none{% endfor %}"
        XCTAssertEqual(render(text, ["xs": []]), "none")
        XCTAssertEqual(render(text, ["xs": ["a"]]), "a")
    }

    func testLoopMetadata() {
        let text =
            "{% for x in xs %}{{ loop.index }}/{{ loop.index0 }}/{{ loop.length }}"
            + "{% if loop.first %}F{% endif %}{% if loop.last %}L{% endif %} {% endfor %}"
        XCTAssertEqual(render(text, ["xs": ["a", "b", "c"]]), "1/0/3F 2/1/3 3/2/3L ")
    }

    func testNestedLoopShadowsOuterLoopAndSeesOuterItem() {
        let text =
            "{% for row in rows %}{% for cell in row.cells %}{{ row.name }}{{ cell }}:{{ loop.index }}"
            + "/{{ loop.length }} {% endfor %}| {{ loop.index }}/{{ loop.length }}\n{% endfor %}"
        let rows: TemplateValue = [
            ["name": "a", "cells": ["x", "y", "z"]], ["name": "b", "cells": ["w"]],
        ]
        XCTAssertEqual(render(text, ["rows": rows]), "ax:1/3 ay:2/3 az:3/3 | 1/2\nbw:1/1 | 2/2\n")
    }

    func testLoopVariableShadowsContextAndIsGoneAfterLoop() {
        let text = "{% for name in names %}{{ name }}{% endfor %}-{{ name }}"
        XCTAssertEqual(render(text, ["names": ["a", "b"], "name": "outer"]), "ab-outer")
    }

    func testIfElifElseTakesFirstTrueBranch() {
        let text = "{% if a %}A{% elif b %}B{% else %}C{% endif %}"
        XCTAssertEqual(render(text, ["a": true, "b": true]), "A")
        XCTAssertEqual(render(text, ["a": false, "b": true]), "B")
        XCTAssertEqual(render(text, ["a": false, "b": false]), "C")
        XCTAssertEqual(render("{% if a %}A{% endif %}", ["a": false]), "")
    }

    func testTruthinessOfEachKind() {
        let text = "{% if v %}yes{% else %}no{% endif %}"
        let cases: [(TemplateValue, String)] = [
            (true, "yes"), (false, "no"), ("x", "yes"), ("", "no"), (1, "yes"), (-1, "yes"),
            (0, "no"),
            (["x"], "yes"), ([], "no"), (["k": 1], "yes"), (.object([:]), "no"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(render(text, ["v": value]), expected, "value \(value)")
        }
    }

    func testNotAndOrFollowPrecedence() {
        let context: [String: TemplateValue] = ["t": true, "f": false]
        XCTAssertEqual(render("{% if not f %}1{% endif %}", context), "1")
        XCTAssertEqual(render("{% if t and f %}1{% else %}0{% endif %}", context), "0")
        XCTAssertEqual(render("{% if f or t %}1{% endif %}", context), "1")
        // `not f and f or t` reads `((not f) and f) or t`.
        XCTAssertEqual(render("{% if not f and f or t %}1{% endif %}", context), "1")
        XCTAssertEqual(render("{% if t and (f or t) %}1{% endif %}", context), "1")
        XCTAssertEqual(render("{% if not (t or f) %}1{% else %}0{% endif %}", context), "0")
        XCTAssertEqual(render("{% if not not t %}1{% endif %}", context), "1")
    }

    func testAndOrShortCircuitSkipsUnknownRightSide() {
        let context: [String: TemplateValue] = ["t": true, "f": false]
        XCTAssertEqual(render("{% if f and missing %}1{% else %}0{% endif %}", context), "0")
        XCTAssertEqual(render("{% if t or missing %}1{% endif %}", context), "1")
    }

    func testCommentProducesNothing() {
        XCTAssertEqual(render("a{# note {{ x }} %} #}b"), "ab")
    }

    func testQuotedDelimiterInsideTagDoesNotCloseIt() {
        XCTAssertEqual(render(#"{{ xs | join:"}}" }}"#, ["xs": ["a", "b"]]), "a}}b")
    }

    func testStringEscapesInFilterArgument() {
        XCTAssertEqual(render(#"{{ xs | join:"\"\n\\" }}"#, ["xs": ["a", "b"]]), "a\"\n\\b")
    }

    func testRenderingTwiceGivesSameText() throws {
        let template = try Template(name: "T", text: "{% for x in xs %}{{ x }}{% endfor %}")
        XCTAssertEqual(try template.render(["xs": ["a"]]), "a")
        XCTAssertEqual(try template.render(["xs": ["b", "c"]]), "bc")
    }

    func testLoopMetadataObjectCannotBePrinted() {
        assertTemplateError(
            "{% for x in xs %}{{ loop }}{% endfor %}", ["xs": ["a"]],
            "T:1:18: error: cannot print 'loop': it is an object, not a string or int"
        )
    }
}
