import Foundation
import XCTest

@testable import SeamCLI
@testable import SeamGenerator

final class SwiftFileFinderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("SwiftFileFinderTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func make(_ relative: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "protocol P {}\n".write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// What `SourceReader` listed before it had its own walk: the reference behaviour.
    private func enumeratorFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            // A folder named `X.swift` is searched, not listed.
            let isFolder = enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if relative.hasSuffix(".swift") && !relative.split(separator: "/").contains(".build")
                && !isFolder
            {
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    func testListsSameFilesAsFileManagerEnumerator() throws {
        for file in [
            "A.swift", "Sub/B.swift", "Sub/Deeper/C.swift", ".hidden/D.swift", ".E.swift",
            ".build/F.swift", "Sub/.build/debug/G.swift", "Folder.swift/H.swift", "notes.txt",
            "I.SWIFT", "Sub/J.swift.txt", "Ünïcode/K.swift", "build/L.swift",
        ] {
            try make(file)
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/LinkedFolder", withDestinationPath: folder + "/Sub")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/Linked.swift", withDestinationPath: folder + "/A.swift")
        let found = try SwiftFileFinder.swiftFiles(in: folder)
        XCTAssertEqual(found, enumeratorFiles(in: folder))
        XCTAssertEqual(
            found.map { String($0.dropFirst(folder.count + 1)) },
            [
                ".E.swift", ".hidden/D.swift", "A.swift", "Folder.swift/H.swift",
                "Linked.swift", "Sub/B.swift", "Sub/Deeper/C.swift", "build/L.swift",
                "Ünïcode/K.swift",
            ])
    }

    // Bug: two symbolic link loops in a source folder (`ln -s . a; ln -s . b`) hung the cache's
    // fingerprint walk, which had its own rule; the finder and the cache now share one walk.
    func testLinkLoopsEndAndListOnlyTheRealFiles() throws {
        try make("A.swift")
        try make("Sub/B.swift")
        for (link, target) in [("a", "."), ("b", "."), ("Sub/up", ".."), ("Sub/C.swift", "..")] {
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/" + link, withDestinationPath: target)
        }
        let relative = { (paths: [String]) in
            paths.map { String($0.dropFirst(self.folder.count + 1)) }
        }
        XCTAssertEqual(
            relative(try SwiftFileFinder.swiftFiles(in: folder)),
            ["A.swift", "Sub/B.swift", "Sub/C.swift"])
        // Without a suffix every entry but a folder is listed, links included, none followed.
        XCTAssertEqual(
            relative(FolderWalk(folder, suffix: "").files),
            ["A.swift", "Sub/B.swift", "Sub/C.swift", "Sub/up", "a", "b"])
    }

    func testGitAndBuildFoldersAreSkipped() throws {
        for file in ["A.swift", ".git/B.swift", "Sub/.git/C.swift", ".build/D.swift"] {
            try make(file)
        }
        XCTAssertEqual(try SwiftFileFinder.swiftFiles(in: folder), [folder + "/A.swift"])
    }

    /// The suffix is matched by bytes: U+0600 joins the `.` after it into one `Character`, so
    /// a `String` suffix test missed this file, which the compiler reads as Swift.
    func testTheSuffixIsMatchedByBytes() throws {
        try make("A\u{600}.swift")
        try make("B.swift\u{301}")
        XCTAssertEqual(try SwiftFileFinder.swiftFiles(in: folder), [folder + "/A\u{600}.swift"])
    }

    func testTrailingSlashIsDroppedAndMissingFolderIsEmpty() throws {
        try make("A.swift")
        XCTAssertEqual(try SwiftFileFinder.swiftFiles(in: folder + "/"), [folder + "/A.swift"])
        XCTAssertEqual(try SwiftFileFinder.swiftFiles(in: folder + "/missing"), [])
    }

    func testAFolderThatCannotBeOpenedIsAnErrorNamingIt() throws {
        try make("A.swift")
        let notAFolder = folder + "/A.swift"

        XCTAssertThrowsError(try SwiftFileFinder.swiftFiles(in: notAFolder)) { error in
            XCTAssertEqual(
                (error as? GenerationError)?.diagnostics.map(\.message),
                ["cannot read folder '\(notAFolder)'"])
        }
    }

    /// Makes the file (or the folder) at `relative`, given as bytes, which need not be UTF-8.
    private func makeRaw(_ relative: [UInt8], isFolder: Bool = false) {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + relative + [0]
        path.withUnsafeBytes { raw in
            let cPath = raw.bindMemory(to: CChar.self).baseAddress!
            if isFolder {
                XCTAssertEqual(mkdir(cPath, 0o755), 0)
            } else {
                let descriptor = open(cPath, O_CREAT | O_WRONLY, 0o644)
                XCTAssertGreaterThanOrEqual(descriptor, 0)
                close(descriptor)
            }
        }
    }

    // Issue 25 §8: a file under a folder whose name is not valid UTF-8 was left out without a
    // word: the walk named the folder with U+FFFD, and no such folder exists.
    func testAFileWhosePathIsNotUTF8IsLeftOutWithAWarningAtThatPath() throws {
        try make("A.swift")
        makeRaw(Array("Bad".utf8) + [0xFF], isFolder: true)
        makeRaw(Array("Bad".utf8) + [0xFF] + Array("/B.swift".utf8))
        makeRaw([0xFE] + Array(".swift".utf8))
        let search = try SwiftFileFinder.search(folder)
        XCTAssertEqual(search.files, [folder + "/A.swift"])
        let warning = { (path: String) in
            "\(self.folder)/\(path):1:1: warning: file left out: its path is not valid UTF-8, "
                + "which seam cannot name and SwiftPM does not build; rename the file or folder"
        }
        XCTAssertEqual(
            search.skipped.map(\.description),
            [warning("Bad\\xFF/B.swift"), warning("\\xFE.swift")])
    }

    /// A folder whose name is not UTF-8 but that holds no Swift file stops nothing.
    func testAFolderThatIsNotUTF8WithNoSwiftFileIsSkipped() throws {
        try make("A.swift")
        makeRaw(Array("Bad".utf8) + [0xFF], isFolder: true)
        makeRaw(Array("Bad".utf8) + [0xFF] + Array("/notes.txt".utf8))
        let search = try SwiftFileFinder.search(folder)
        XCTAssertEqual(search.files, [folder + "/A.swift"])
        XCTAssertEqual(search.skipped, [])
    }
}
