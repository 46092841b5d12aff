import XCTest
@testable import SeamGenerator

/// Stems capitalize argument labels with ``MemberNamer/upperFirst(_:)``, which has an ASCII
/// fast path: it must agree with `Character.uppercased()`.
final class MemberNamerTests: XCTestCase {
    func testUpperFirstChangesOnlyTheFirstCharacter() {
        XCTAssertEqual(MemberNamer.upperFirst("path"), "Path")
        XCTAssertEqual(MemberNamer.upperFirst("a"), "A")
        XCTAssertEqual(MemberNamer.upperFirst("_id"), "_id")
        XCTAssertEqual(MemberNamer.upperFirst("éclair"), "Éclair")
        XCTAssertEqual(MemberNamer.upperFirst("\u{65}\u{301}t"), "\u{45}\u{301}t")
        XCTAssertEqual(MemberNamer.upperFirst(""), "")
    }
}
