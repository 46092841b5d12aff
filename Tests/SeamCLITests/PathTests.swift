@testable import SeamCLI
import XCTest

final class PathTests: XCTestCase {
    func testJoinKeepsRelativePathsShort() {
        XCTAssertEqual(Path.join(".", "Sources/App"), "Sources/App")
        XCTAssertEqual(Path.join("config", "Sources/App"), "config/Sources/App")
        XCTAssertEqual(Path.join("config/", "./A"), "config/A")
        XCTAssertEqual(Path.join("Tests/Greeting", "../../Sources/Greeting"), "Sources/Greeting")
        XCTAssertEqual(Path.join("Tests", ".."), ".")
        XCTAssertEqual(Path.join("a", "../../b"), "../b")
        XCTAssertEqual(Path.join("/root/pkg", "../x"), "/root/x")
        XCTAssertEqual(Path.join("/", "../x"), "/x")
        XCTAssertEqual(Path.join("config", "/abs/A"), "/abs/A")
    }

    func testDirectoryOfAFile() {
        XCTAssertEqual(Path.directory(of: "seam.json"), ".")
        XCTAssertEqual(Path.directory(of: "a/b/seam.json"), "a/b")
        XCTAssertEqual(Path.directory(of: "/seam.json"), "/")
    }
}
