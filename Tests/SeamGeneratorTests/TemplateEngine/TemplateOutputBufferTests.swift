import XCTest

@testable import SeamGenerator

/// The renderer's output buffer grows past its first capacity without losing bytes.
final class TemplateOutputBufferTests: XCTestCase {
    func testOutputLongerThanFirstBufferIsWhole() throws {
        let line = String(repeating: "x", count: 100)
        let items = (0..<200).map { TemplateValue.string("\($0)\(line)") }
        let text = try Template(name: "T", text: "{% for item in items %}{{ item }}\n{% endfor %}")
            .render(["items": .array(items)])
        XCTAssertEqual(text, (0..<200).map { "\($0)\(line)\n" }.joined())
    }

    func testAppendedPiecesComeOutInOrder() {
        var buffer = TemplateOutputBuffer(capacity: 4)
        buffer.append("")
        buffer.append("héllo")
        buffer.append(", ")
        buffer.append(String(repeating: "w", count: 40))
        XCTAssertEqual(buffer.text, "héllo, " + String(repeating: "w", count: 40))
    }
}
