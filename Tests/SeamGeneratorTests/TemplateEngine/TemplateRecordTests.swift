import XCTest

@testable import SeamGenerator

final class TemplateRecordTests: XCTestCase {
    private let member = TemplateShape(["isDirective", "type", "name"])
    private let directive = TemplateShape(["keyword", "name", "isDirective"])

    private func member(_ name: String, _ type: String) -> TemplateValue {
        .record(
            TemplateRecord(
                member, ["isDirective": false, "type": .string(type), "name": .string(name)]))
    }

    private func directive(_ keyword: String) -> TemplateValue {
        .record(
            TemplateRecord(
                directive, ["keyword": .string(keyword), "name": "#", "isDirective": true]))
    }

    func testRecordReadsLikeObjectWithSameFields() {
        let text = "{{ m.name }}: {{ m.type }} {{ m | count }}{% if m %} yes{% endif %}"
        XCTAssertEqual(render(text, ["m": member("count", "Int")]), "count: Int 3 yes")
        XCTAssertEqual(
            render(text, ["m": ["name": "count", "type": "Int", "isDirective": false]]),
            "count: Int 3 yes")
    }

    func testRecordWithNoFieldsIsFalse() {
        let empty = TemplateValue.record(TemplateRecord(TemplateShape([]), values: []))
        XCTAssertEqual(render("{% if e %}yes{% else %}no{% endif %}", ["e": empty]), "no")
    }

    func testOneTagReadsRecordsOfDifferentShapes() {
        // The same tag sees two shapes in turn, with `name` in a different slot in each.
        let items: TemplateValue = [
            member("a", "Int"), directive("if"), member("b", "String"), directive("endif"),
        ]
        let text =
            "{% for i in items %}{{ i.name }}{% if i.isDirective %}{{ i.keyword }}{% endif %} {% endfor %}"
        XCTAssertEqual(render(text, ["items": items]), "a #if b #endif ")
    }

    func testMissingFieldOfRecordIsErrorAfterSameTagFoundIt() {
        let items: TemplateValue = [directive("if"), member("a", "Int")]
        assertTemplateError(
            "{% for i in items %}{{ i.keyword }}{% endfor %}", ["items": items],
            "T:1:21: error: unknown variable 'i.keyword' ('i' has no field 'keyword')"
        )
    }

    func testFieldOfRecordFieldThatIsNoObjectIsError() {
        assertTemplateError(
            "{{ m.name.first }}", ["m": member("a", "Int")],
            "T:1:1: error: unknown variable 'm.name.first' ('m.name' is a string, not an object)"
        )
    }

    func testPrintingRecordIsError() {
        assertTemplateError(
            "{{ m }}", ["m": member("a", "Int")],
            "T:1:1: error: cannot print 'm': it is an object, not a string or int"
        )
    }

    func testRecordEqualsObjectOfItsFields() {
        let object: TemplateValue = ["name": "a", "type": "Int", "isDirective": false]
        XCTAssertEqual(member("a", "Int"), object)
        XCTAssertEqual(object, member("a", "Int"))
        XCTAssertNotEqual(member("a", "Int"), member("a", "Float"))
        XCTAssertNotEqual(member("a", "Int"), ["name": "a", "type": "Int"])
        XCTAssertEqual(Set([member("a", "Int"), object]).count, 1)
    }

    func testSubscriptFindsFieldByName() {
        let record = TemplateRecord(member, ["isDirective": true, "type": "Int", "name": "a"])
        XCTAssertEqual(record["type"], "Int")
        XCTAssertNil(record["initial"])
        XCTAssertEqual(record.fields, ["name": "a", "type": "Int", "isDirective": true])
    }

    func testFormerNameReadsTheFieldItNames() {
        let shape = TemplateShape(["name", "isSendable"], aliases: ["isLocked": "isSendable"])
        let record = TemplateValue.record(TemplateRecord(shape, values: ["Clock", true]))
        let text =
            "{{ r.name }}{% if r.isLocked %} locked{% endif %}{% if r.isSendable %} sendable{% endif %}"
        XCTAssertEqual(render(text, ["r": record]), "Clock locked sendable")
        let unlocked = TemplateValue.record(TemplateRecord(shape, values: ["Clock", false]))
        XCTAssertEqual(render(text, ["r": unlocked]), "Clock")
        XCTAssertEqual(shape.slot(of: "isLocked"), 1)
        // The former name is no field of its own: not in the fields, nor guessed.
        XCTAssertEqual(
            TemplateRecord(shape, values: ["Clock", true]).fields.keys.sorted(),
            ["isSendable", "name"])
        assertTemplateError(
            "{{ r.isLockd }}", ["r": record],
            "T:1:1: error: unknown variable 'r.isLockd' ('r' has no field 'isLockd')")
    }

    func testUnknownFieldOfRecordGuessesTheClosestNames() {
        assertTemplateError(
            "{{ m.nmae }}", ["m": member("a", "Int")],
            "T:1:1: error: unknown variable 'm.nmae' ('m' has no field 'nmae'; did you mean 'name'?)"
        )
    }
}
