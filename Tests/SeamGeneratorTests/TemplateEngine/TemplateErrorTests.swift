import XCTest

@testable import SeamGenerator

final class TemplateErrorTests: XCTestCase {
    func testDescriptionReadsLikeCompilerDiagnostic() {
        let error = TemplateError(
            template: "Templates/Fake.swift.stencil", line: 12, column: 5,
            message: "unknown variable 'foo'")
        XCTAssertEqual(
            error.description, "Templates/Fake.swift.stencil:12:5: error: unknown variable 'foo'")
        XCTAssertEqual(error.diagnostic.description, error.description)
    }

    func testDescriptionWithoutLineOmitsLocation() {
        let error = TemplateError(
            template: "Templates", line: 0, column: 0, message: "cannot read it")
        XCTAssertEqual(error.description, "error: cannot read it")
        XCTAssertEqual(error.diagnostic.description, error.description)
    }

    func testUnknownVariableNamesTemplateLineAndColumn() {
        assertTemplateError("line one\n  x {{ foo }}", "T:2:5: error: unknown variable 'foo'")
    }

    func testColumnCountsUTF8Bytes() {
        assertTemplateError("é {{ x }}", "T:1:4: error: unknown variable 'x'")
    }

    func testUnknownVariableInConditionIsError() {
        assertTemplateError(
            "{% if a %}\n{% elif missing %}{% endif %}", ["a": false],
            "T:2:1: error: unknown variable 'missing'")
    }

    func testUnknownFieldNamesPathAndParent() {
        assertTemplateError(
            "{{ member.nme }}", ["member": ["name": "x"]],
            "T:1:1: error: unknown variable 'member.nme' ('member' has no field 'nme'; did you mean 'name'?)"
        )
        assertTemplateError(
            "{{ member.name.first }}", ["member": ["name": "x"]],
            "T:1:1: error: unknown variable 'member.name.first' ('member.name' is a string, not an object)"
        )
        assertTemplateError(
            "{% for x in xs %}{{ loop.size }}{% endfor %}", ["xs": ["a"]],
            "T:1:18: error: unknown variable 'loop.size' ('loop' has no field 'size')"
        )
    }

    func testPrintingBoolIsError() {
        assertTemplateError(
            "{{ isAsync }}", ["isAsync": true],
            "T:1:1: error: cannot print 'isAsync': it is a bool, not a string or int")
    }

    func testLoopOverNonArrayIsError() {
        assertTemplateError(
            "{% for x in name %}{% endfor %}", ["name": "a"],
            "T:1:1: error: cannot loop over 'name': it is a string, not an array"
        )
    }

    func testLoopVariableIsUnknownAfterLoop() {
        assertTemplateError(
            "{% for x in xs %}{% endfor %}{{ x }}", ["xs": ["a"]],
            "T:1:30: error: unknown variable 'x'")
    }

    func testUnclosedBlockNamesOpeningTag() {
        assertTemplateError(
            "a\n{% for x in xs %}\n{{ x }}",
            "T:2:1: error: unclosed '{% for %}': expected '{% endfor %}' before the end of the template"
        )
        assertTemplateError(
            "{% if a %}{% else %}",
            "T:1:1: error: unclosed '{% if %}': expected '{% endif %}' before the end of the template"
        )
    }

    func testMismatchedEndTagNamesOpenBlock() {
        assertTemplateError(
            "{% for x in xs %}\n  {% endif %}",
            "T:2:3: error: unexpected '{% endif %}' in '{% for %}' from line 1; expected '{% endfor %}'"
        )
        assertTemplateError(
            "{% for x in xs %}{% elif a %}{% endfor %}",
            "T:1:18: error: unexpected '{% elif %}' in '{% for %}' from line 1; expected '{% endfor %}'"
        )
        assertTemplateError(
            "{% if a %}{% else %}{% else %}{% endif %}",
            "T:1:21: error: unexpected '{% else %}' in '{% if %}' from line 1; expected '{% endif %}'"
        )
    }

    func testStrayEndTagIsError() {
        assertTemplateError(
            "a\n{% endfor %}", "T:2:1: error: unexpected '{% endfor %}' outside of any block")
        assertTemplateError(
            "{% else %}", "T:1:1: error: unexpected '{% else %}' outside of any block")
    }

    func testUnclosedTagDelimitersAreErrors() {
        assertTemplateError(
            "a {{ name", "T:1:3: error: unclosed '{{': expected '}}' before the end of the template"
        )
        assertTemplateError(
            "\n {% if", "T:2:2: error: unclosed '{%': expected '%}' before the end of the template")
        assertTemplateError(
            "{# note", "T:1:1: error: unclosed '{#': expected '#}' before the end of the template")
    }

    func testMalformedTagsAreErrors() {
        assertTemplateError("{% %}", "T:1:1: error: empty tag")
        assertTemplateError("{{ }}", "T:1:1: error: empty variable tag")
        assertTemplateError("{% while a %}", "T:1:1: error: unknown tag 'while'")
        assertTemplateError(
            "{% for x of xs %}{% endfor %}", "T:1:1: error: expected '{% for item in items %}'")
        assertTemplateError(
            "{% include Name %}", "T:1:1: error: expected a quoted template name after 'include'")
        assertTemplateError(
            "{% if a %}{% endif a %}", "T:1:11: error: unexpected 'a' after 'endif'")
        assertTemplateError("{{ a b }}", "T:1:1: error: unexpected 'b'; expected '|'")
        assertTemplateError("{{ a..b }}", "T:1:1: error: invalid variable name 'a..b'")
        assertTemplateError("{{ a | }}", "T:1:1: error: expected a filter name after '|'")
        assertTemplateError("{{ a + b }}", "T:1:1: error: unexpected character '+'")
        assertTemplateError(
            #"{{ a | join:"x }}"#,
            "T:1:1: error: unclosed '{{': expected '}}' before the end of the template")
        assertTemplateError(
            #"{{ a | join:"\q" }}"#, #"T:1:1: error: unknown escape '\q' in string"#)
    }

    func testMalformedConditionsAreErrors() {
        assertTemplateError("{% if %}{% endif %}", "T:1:1: error: expected a variable")
        assertTemplateError(
            "{% if a and %}{% endif %}", "T:1:1: error: expected a variable after 'and'")
        assertTemplateError("{% if (a %}{% endif %}", "T:1:1: error: expected ')' to close '('")
        assertTemplateError("{% if a b %}{% endif %}", "T:1:1: error: unexpected 'b' in condition")
        assertTemplateError(
            #"{% if "a" %}{% endif %}"#, #"T:1:1: error: expected a variable, found string "a""#)
    }

    func testIncludeWithoutLibraryIsError() {
        assertTemplateError(
            #"{% include "Other" %}"#,
            "T:1:1: error: cannot include 'Other': template 'T' is not part of a template library")
    }
}
