import XCTest

@testable import SeamGenerator

final class TemplateFilterTests: XCTestCase {
    func testJoinJoinsStringsAndIntsWithArgument() {
        XCTAssertEqual(render(#"{{ xs | join:", " }}"#, ["xs": ["a", 2, "c"]]), "a, 2, c")
        XCTAssertEqual(render(#"{{ xs | join:", " }}"#, ["xs": []]), "")
    }

    func testCountCountsArraysObjectsAndStrings() {
        XCTAssertEqual(render("{{ xs | count }}", ["xs": ["a", "b"]]), "2")
        XCTAssertEqual(render("{{ o | count }}", ["o": ["a": 1]]), "1")
        XCTAssertEqual(render("{{ s | count }}", ["s": "héllo"]), "5")
    }

    func testUpperFirstAndLowerFirstChangeOnlyFirstCharacter() {
        XCTAssertEqual(render("{{ s | upperFirst }}", ["s": "loadUser"]), "LoadUser")
        XCTAssertEqual(render("{{ s | lowerFirst }}", ["s": "URLSession"]), "uRLSession")
        XCTAssertEqual(render("{{ s | upperFirst }}", ["s": ""]), "")
    }

    func testIndentPrefixesNonEmptyLinesAfterFirst() {
        let context: [String: TemplateValue] = ["body": "a\n  b\n\nc\n"]
        XCTAssertEqual(
            render(#"    {{ body | indent:"    " }}"#, context), "    a\n      b\n\n    c\n")
    }

    func testFiltersChainLeftToRight() {
        XCTAssertEqual(render(#"{{ xs | join:"_" | upperFirst }}"#, ["xs": ["ab", "cd"]]), "Ab_cd")
        XCTAssertEqual(render("{{ xs | count }}", ["xs": [1, 2, 3]]), "3")
    }

    func testUnknownFilterIsParseError() {
        assertTemplateError(
            "x\n  {{ name | shout }}",
            "T:2:3: error: unknown filter 'shout' (known filters: count, indent, join, lowerFirst, upperFirst)"
        )
    }

    func testMissingArgumentIsError() {
        assertTemplateError(
            "{{ xs | join }}", #"T:1:1: error: filter 'join' needs an argument, as in 'join:" "'"#)
    }

    func testUnexpectedArgumentIsError() {
        assertTemplateError(
            #"{{ xs | count:"x" }}"#, "T:1:1: error: filter 'count' takes no argument")
    }

    func testNonStringArgumentIsError() {
        assertTemplateError(
            "{{ xs | join:x }}", "T:1:1: error: expected a quoted string after 'join:'")
    }

    func testWrongInputKindIsError() {
        assertTemplateError(
            #"{{ flag | join:", " }}"#, ["flag": true],
            "T:1:1: error: filter 'join' expects an array of strings, got a bool"
        )
        assertTemplateError(
            #"{{ xs | join:", " }}"#, ["xs": [["a"]]],
            "T:1:1: error: filter 'join' expects an array of strings, got an array holding an array"
        )
        assertTemplateError(
            "{{ xs | upperFirst }}", ["xs": []],
            "T:1:1: error: filter 'upperFirst' expects a string, got an array"
        )
        assertTemplateError(
            "{{ n | count }}", ["n": 1],
            "T:1:1: error: filter 'count' expects an array, object or string, got an int"
        )
    }

    func testArrayCannotBePrintedWithoutFilter() {
        assertTemplateError(
            "{{ xs | count }}{{ xs }}", ["xs": []],
            "T:1:17: error: cannot print 'xs': it is an array, not a string or int"
        )
    }
}
