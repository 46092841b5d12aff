import XCTest

@testable import SeamGenerator

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

    func testRelativeWritesAPathFromAnotherFolder() {
        XCTAssertEqual(
            Path.relative("../../Sources/App/A.swift", to: "../.."), "Sources/App/A.swift")
        XCTAssertEqual(Path.relative("Sources/App", to: "."), "Sources/App")
        XCTAssertEqual(Path.relative("./Sources/./App", to: ""), "Sources/App")
        XCTAssertEqual(Path.relative("Y", to: "config"), "../Y")
        XCTAssertEqual(Path.relative("config/Sources/A", to: "config/"), "Sources/A")
        XCTAssertEqual(Path.relative("../../../Other/B", to: "../.."), "../Other/B")
        XCTAssertEqual(Path.relative("/repo/Sources/A", to: "/repo"), "Sources/A")
        XCTAssertEqual(Path.relative("/repo", to: "/repo"), ".")
        XCTAssertEqual(Path.relative("/other/A", to: "/repo/x"), "../../other/A")
    }

    func testRelativeKeepsWhatItCannotRewriteWithoutTheCurrentFolder() {
        XCTAssertEqual(Path.relative("/abs/A", to: "../.."), "/abs/A")
        XCTAssertEqual(Path.relative("Sources/A", to: "/repo"), "Sources/A")
        XCTAssertEqual(Path.relative("./a/../Sources/A", to: ".."), "Sources/A")
    }

    func testNormalizedRemovesDotsAndPairs() {
        XCTAssertEqual(Path.normalized("./a/b/../c"), "a/c")
        XCTAssertEqual(Path.normalized("a/../.."), "..")
        XCTAssertEqual(Path.normalized("/../x"), "/x")
        XCTAssertEqual(Path.normalized("."), ".")
    }
}
