import XCTest

@testable import SeamCLI
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

    /// Paths that are normalized already come back as they are (without being split, issue
    /// 26); the others, however near, do not.
    func testNormalizedKeepsANormalizedPath() {
        for path in ["/a/b.swift", "a/b", "a", "/a", ".a/..b/...", "/"] {
            XCTAssertEqual(Path.normalized(path), path)
        }
        XCTAssertEqual(Path.normalized(""), ".")
        XCTAssertEqual(Path.normalized("a//b"), "a/b")
        XCTAssertEqual(Path.normalized("//a"), "/a")
        XCTAssertEqual(Path.normalized("a/"), "a")
        XCTAssertEqual(Path.normalized("a/./b"), "a/b")
        XCTAssertEqual(Path.normalized("a/b/.."), "a")
    }

    // Bug: a part starting with a combining mark made `/` and the mark one `Character`, so
    // splitting on the `Character` `/` missed that separator.
    func testAPartStartingWithACombiningMarkIsStillSeparated() {
        XCTAssertEqual(Path.directory(of: "Out/\u{301}X.swift"), "Out")
        XCTAssertEqual(Path.directory(of: "/\u{301}X.swift"), "/")
        XCTAssertEqual(Path.lastComponent(of: "Out/\u{301}X.swift"), "\u{301}X.swift")
        XCTAssertEqual(Path.join("Out/\u{301}A", "../B"), "Out/B")
        XCTAssertEqual(Path.join("Out", "\u{301}A/../B"), "Out/B")
        XCTAssertEqual(Path.normalized("a/\u{301}b/.."), "a")
        XCTAssertEqual(Path.normalized("/\u{301}b/.."), "/")
        XCTAssertEqual(Path.relative("Out/\u{301}A", to: "Out"), "\u{301}A")
        XCTAssertEqual(Path.relative("/\u{301}A/B", to: "/\u{301}A"), "B")
        XCTAssertEqual(Path.absolute("/\u{301}A"), "/\u{301}A")
    }

    func testPartsSplitOnEverySlashByte() {
        let paths = ["", "/", "a", "//a//b/", "/a/./b/..", "a/\u{301}b/\u{301}", "\u{600}/x"]
        for path in paths {
            XCTAssertEqual(
                Path.parts(of: path).map { Array($0.unicodeScalars) },
                path.unicodeScalars.split(separator: "/").map(Array.init), path)
            XCTAssertEqual(
                Path.parts(of: path, omittingEmpty: false).map { Array($0.unicodeScalars) },
                path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
                    .map(Array.init), path)
        }
    }

    func testAnOutputStartingWithACombiningMarkIsInTheFolderItNames() {
        let current = Path.realPath(".")
        let folder = current == "/" ? "" : current
        XCTAssertEqual(Path.realPath("\u{301}Out"), folder + "/\u{301}Out")
        XCTAssertEqual(
            Path.directory(of: Path.realPath("/seam-missing/\u{301}Out/\u{301}X.swift")),
            "/seam-missing/\u{301}Out")
        XCTAssertEqual(Path.realPath("/seam-missing/\u{301}A/../B"), "/seam-missing/B")
    }

    // Bug: `/a/missing/../link/../Out` gave `/a/Out`: the `..` after `link` went up
    // beside the link, not out of the folder it points into.
    func testALinkAfterACancelledMissingFolderIsResolved() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = Path.realPath(folder)
        try FileManager.default.createDirectory(
            atPath: "\(root)/elsewhere/inner", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: "\(root)/a", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: "\(root)/a/link", withDestinationPath: "\(root)/elsewhere/inner")
        XCTAssertEqual(Path.realPath("\(root)/a/link/../Out"), "\(root)/elsewhere/Out")
        XCTAssertEqual(
            Path.realPath("\(root)/a/missing/../link/../Out"), "\(root)/elsewhere/Out")
        XCTAssertEqual(
            Path.realPath("\(root)/a/m/./n/../../link/x/../../Out/."), "\(root)/elsewhere/Out")
        XCTAssertEqual(Path.realPath("\(root)/a/missing/../../a/Out"), "\(root)/a/Out")
    }
}
