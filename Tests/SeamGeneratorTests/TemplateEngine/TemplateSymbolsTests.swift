import Foundation
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

    func testPathsOfSameRootShareItsSymbol() throws {
        var symbols = TemplateSymbols()
        let position = TemplatePosition(line: 1, column: 1)
        let first = symbols.numbered(try TemplatePath(parsing: "item.fields.count"), at: position)
        let second = symbols.numbered(try TemplatePath(parsing: "item.name"), at: position)
        let third = symbols.numbered(try TemplatePath(parsing: "name"), at: position)
        XCTAssertEqual(first.root, second.root)
        XCTAssertNotEqual(third.root, first.root)
    }

    func testFieldNumbersAreSharedAndShapesMapThemToSlots() throws {
        let path = try TemplatePath(parsing: "item.declaration.name")
        XCTAssertEqual(path.fieldNumbers, path.components.map(TemplateFieldNames.number))
        XCTAssertEqual(path.fieldNumbers[2], TemplateFieldNames.number("name"))
        let shape = TemplateShape(["name", "declaration"])
        XCTAssertEqual(shape.slot(ofNumber: path.fieldNumbers[1]), 1)
        XCTAssertEqual(shape.slot(ofNumber: path.fieldNumbers[2]), 0)
        XCTAssertNil(shape.slot(ofNumber: path.fieldNumbers[0]))
        // A name first numbered after the shape was made is past the end of its table.
        XCTAssertNil(shape.slot(ofNumber: TemplateFieldNames.number("seam-\(UUID().uuidString)")))
    }

    func testNestedLoopOfSameNameHidesOuterItemUntilItEnds() {
        let text =
            "{% for x in xs %}{% for x in ys %}{{ x }}{% endfor %}{{ x }};{% endfor %}{{ x }}"
        XCTAssertEqual(
            render(text, ["xs": ["a", "b"], "ys": ["1", "2"], "x": "outer"]), "12a;12b;outer")
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
