import XCTest
@testable import SeamGenerator

final class TemplateSymbolsTests: XCTestCase {
    func testSameNameGetsSameSymbolAndLoopIsFirst() {
        var symbols = TemplateSymbols()
        XCTAssertEqual(symbols.symbol("loop"), TemplateSymbols.loop)
        let item = symbols.symbol("item")
        XCTAssertEqual(symbols.symbol("fake"), item + 1)
        XCTAssertEqual(symbols.symbol("item"), item)
        XCTAssertEqual(symbols.count, 3)
    }

    func testEveryPathGetsItsOwnSitePerField() throws {
        var symbols = TemplateSymbols()
        let first = symbols.numbered(try TemplatePath(parsing: "item.fields.count"))
        let second = symbols.numbered(try TemplatePath(parsing: "item.name"))
        let third = symbols.numbered(try TemplatePath(parsing: "name"))
        XCTAssertEqual([first.site, second.site], [0, 2])
        XCTAssertEqual(symbols.siteCount, 3)
        XCTAssertEqual(first.root, second.root)
        XCTAssertNotEqual(third.root, first.root)
    }

    func testNestedLoopOfSameNameHidesOuterItemUntilItEnds() {
        let text = "{% for x in xs %}{% for x in ys %}{{ x }}{% endfor %}{{ x }};{% endfor %}{{ x }}"
        XCTAssertEqual(render(text, ["xs": ["a", "b"], "ys": ["1", "2"], "x": "outer"]), "12a;12b;outer")
    }

    func testLoopMetadataWinsOverLoopVariableNamedLoop() {
        let text = "{% for loop in xs %}{{ loop.index }}{% endfor %}"
        XCTAssertEqual(render(text, ["xs": ["a", "b"]]), "12")
    }

    func testOuterLoopMetadataIsBackAfterInnerLoop() {
        let text = "{% for x in xs %}{% for y in ys %}{% endfor %}{{ loop.index }}{% endfor %}"
        XCTAssertEqual(render(text, ["xs": ["a", "b"], "ys": ["1", "2", "3"]]), "12")
    }
}
