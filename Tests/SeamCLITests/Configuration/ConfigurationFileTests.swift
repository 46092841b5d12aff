import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

final class ConfigurationFileTests: XCTestCase {
    private func decode(
        _ text: String, path: String = "seam.json"
    ) throws(UsageError) -> ConfigurationFile {
        try ConfigurationFile.decode(Data(text.utf8), path: path)
    }

    private func message(_ text: String, path: String = "seam.json") -> String? {
        do {
            _ = try decode(text, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    func testDecodesEveryKey() throws {
        let file = try decode(
            """
            {"targets": [{
                "name": "AppTests", "sources": ["Sources/App"], "referenceSources": ["Ref"],
                "protocols": ["Clock", "Outer.Inner"], "protocolsFile": "list.txt",
                "injector": "Injectable", "module": "App", "outputFolder": "Fakes",
                "templates": "Templates", "imports": ["Foundation"],
                "testableImports": ["App"], "accessLevel": "package", "stubTypes": false,
                "nonisolatedNonsending": false, "subclassing": false, "spies": false
            }]}
            """)
        var request = GenerationRequest(
            sources: ["Sources/App"], referenceSources: ["Ref"],
            selection: .names(["Clock", "Outer.Inner"]), injector: "Injectable",
            output: .folder("Fakes"), templates: "Templates",
            imports: ["Foundation"], testableImports: ["App"], accessLevel: .package, module: "App"
        )
        request.writesStubTypes = false
        request.nonisolatedNonsending = false
        request.subclassesFakes = false
        request.makesSpies = false
        request.projectFolder = "."
        let expected = Target(name: "AppTests", request: request, protocolsFiles: ["list.txt"])
        XCTAssertEqual(file.targets, [expected])
    }

    // Bug: two targets with one output folder removed each other's files as orphans on every run.
    func testOverlappingOutputsNameBothKeyPaths() {
        let sameFolder =
            #"{"targets": [{"sources": ["S"], "outputFolder": "Fakes"}, "#
            + #"{"sources": ["S"], "outputFile": "F.swift"}, {"sources": ["S"], "outputFolder": "./Fakes/"}]}"#
        XCTAssertEqual(
            message(sameFolder),
            "seam.json: error: targets[2].outputFolder: overlaps targets[0].outputFolder: each target "
                + "would overwrite or remove the other's files; give each its own output")
        let fileInFolder =
            #"{"targets": [{"sources": ["S"], "outputFile": "Fakes/A.swift"}, "#
            + #"{"sources": ["S"], "outputFolder": "Fakes"}]}"#
        XCTAssertEqual(
            message(fileInFolder),
            "seam.json: error: targets[1].outputFolder: overlaps targets[0].outputFile: each target "
                + "would overwrite or remove the other's files; give each its own output")
        let sameFile =
            #"{"targets": [{"sources": ["S"], "outputFile": "F.swift"}, {"sources": ["S"], "outputFile": "F.swift"}]}"#
        XCTAssertEqual(
            message(sameFile),
            "seam.json: error: targets[1].outputFile: overlaps targets[0].outputFile: each target "
                + "would overwrite or remove the other's files; give each its own output")
        let apart =
            #"{"targets": [{"sources": ["S"], "outputFolder": "Fakes"}, {"sources": ["S"], "outputFolder": "Fakes/More"}, "#
            + #"{"sources": ["S"], "outputFile": "Fakes/More/Sub/F.swift"}]}"#
        XCTAssertNil(message(apart))
    }

    // Bug: an output reached through a symbolic link to another target's output passed.
    func testAnOutputThroughALinkOverlapsTheOutputItLinksTo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Fakes"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Link").path, withDestinationPath: "Fakes")
        let json = { (second: String) in
            #"{"targets": [{"sources": ["S"], "outputFolder": "Fakes"}, {"sources": ["S"], "#
                + second + "}]}"
        }
        let path = folder.url.appendingPathComponent("seam.json").path
        XCTAssertEqual(
            message(json(#""outputFolder": "Link/""#), path: path),
            "\(path): error: targets[1].outputFolder: overlaps targets[0].outputFolder: each "
                + "target would overwrite or remove the other's files; give each its own output")
        XCTAssertEqual(
            message(json(#""outputFile": "Link/Clock.swift""#), path: path),
            "\(path): error: targets[1].outputFile: overlaps targets[0].outputFolder: each "
                + "target would overwrite or remove the other's files; give each its own output")
        XCTAssertNil(message(json(#""outputFolder": "Link/More""#), path: path))
    }

    // Bug: a NUL in a seam.json path hung the no-change cache's walk (the cache is gone; a NUL
    // is still no path).
    func testNULInAnyStringIsRejectedWithItsKeyPath() {
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["A\u0000B"], "outputFile": "F.swift"}]}"#),
            "seam.json: error: targets[0].sources[0]: expected a string without NUL characters")
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "module": "M\u0000"}]}"#),
            "seam.json: error: targets[0].module: expected a string without NUL characters")
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "imports": ["\u0000"]}]}"#
            ),
            "seam.json: error: targets[0].imports[0]: expected a string without NUL characters")
    }

    func testRelativePathsAreRelativeToTheFilesFolder() throws {
        let file = try decode(
            #"{"targets": [{"sources": ["A", "/B"], "outputFile": "F", "protocolsFile": "l"}]}"#,
            path: "config/seam.json")
        XCTAssertEqual(file.targets[0].request.sources, ["config/A", "/B"])
        XCTAssertEqual(file.targets[0].request.output, .file("config/F"))
        XCTAssertEqual(file.targets[0].request.selection, .names([]))
        XCTAssertEqual(file.targets[0].protocolsFiles, ["config/l"])
        XCTAssertEqual(file.targets[0].request.projectFolder, "config")
    }

    func testProtocolsAcceptsAllAndAnnotated() throws {
        let all = try decode(
            #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "protocols": "all"}]}"#)
        XCTAssertEqual(all.targets[0].request.selection, .all)
        let none = try decode(#"{"targets": [{"sources": ["S"], "outputFile": "F.swift"}]}"#)
        XCTAssertEqual(none.targets[0].request.selection, .annotated)
    }

    func testUnknownKeyNamesTheKeyPathAndTheFile() {
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["A"], "outputFile": "F.swift", "color": 1}]}"#),
            "seam.json: error: targets[0].color: unknown key (expected one of: name, sources, "
                + "referenceSources, protocols, protocolsFile, injector, module, outputFile, "
                + "outputFolder, templates, imports, testableImports, accessLevel, defaults, stubTypes, allStubShapes, "
                + "nonisolatedNonsending, subclassing, spies)")
        XCTAssertEqual(
            message(#"{"things": []}"#, path: "x/seam.json"),
            "x/seam.json: error: things: unknown key (expected one of: targets)")
    }

    func testMisspelledKeyGetsADidYouMean() {
        XCTAssertEqual(
            message(#"{"targets": [{"sorces": ["A"], "outputFile": "F.swift"}]}"#),
            "seam.json: error: targets[0].sorces: unknown key; did you mean 'sources'?")
        XCTAssertEqual(
            message(#"{"target": []}"#),
            "seam.json: error: target: unknown key; did you mean 'targets'?")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": "F", "testableImport": []}]}"#),
            "seam.json: error: targets[0].testableImport: unknown key; did you mean "
                + "'testableImports'?")
    }

    func testWrongTypesAreNamed() {
        XCTAssertEqual(
            message(#"{"targets": [{"sources": "A", "outputFile": "F.swift"}]}"#),
            "seam.json: error: targets[0].sources: expected an array of strings, found a string")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["A", 1], "outputFile": "F.swift"}]}"#),
            "seam.json: error: targets[0].sources[1]: expected a string, found a number")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": true}]}"#),
            "seam.json: error: targets[0].outputFile: expected a string, found a boolean")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": "F", "protocols": "some"}]}"#),
            "seam.json: error: targets[0].protocols: 'some' is not \"all\" or \"annotated\" (or "
                + "an array of names)")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": "F", "protocols": 1}]}"#),
            "seam.json: error: targets[0].protocols: expected an array of names, \"all\" or "
                + "\"annotated\", found a number")
        XCTAssertEqual(
            message(#"{"targets": {}}"#),
            "seam.json: error: targets: expected an array, found an object")
        XCTAssertEqual(message("[]"), "seam.json: error: expected an object, found an array")
    }

    // Issue 28: a misspelled selection word got no suggestion.
    func testMisspelledSelectionWordGetsASuggestion() {
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F", "protocols": "anotated"}]}"#),
            "seam.json: error: targets[0].protocols: 'anotated' is not \"all\" or \"annotated\" "
                + "(or an array of names); did you mean 'annotated'?")
    }

    func testMissingAndConflictingKeysAreNamed() {
        XCTAssertEqual(message("{}"), "seam.json: error: missing key 'targets'")
        XCTAssertEqual(
            message(#"{"targets": []}"#), "seam.json: error: targets: expected at least one target")
        XCTAssertEqual(
            message(#"{"targets": [{"outputFile": "F.swift"}]}"#),
            "seam.json: error: targets[0]: missing key 'sources'")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"]}]}"#),
            "seam.json: error: targets[0]: missing key 'outputFile' or 'outputFolder'")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": "F", "outputFolder": "G"}]}"#),
            "seam.json: error: targets[0]: give 'outputFile' or 'outputFolder', not both")
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F", "accessLevel": "open"}]}"#),
            "seam.json:1:67: error: targets[0].accessLevel: expected one of: public, package, "
                + "internal")
        XCTAssertEqual(
            message(#"{"targets": [{"sources": ["S"], "outputFile": "F", "stubTypes": "no"}]}"#),
            "seam.json: error: targets[0].stubTypes: expected true or false, found a string")
    }

    // Bug: a JSON syntax error said "around character 33" instead of naming line and column.
    func testSyntaxErrorsNameLineAndColumn() {
        XCTAssertEqual(
            message(#"{"targets": "#),
            "seam.json:1:13: error: invalid JSON: expected a value, found the end of the file")
        XCTAssertEqual(
            message(
                "{\n  \"targets\": [\n    {\"sources\": [\"A\"] \"outputFile\": \"F\"}\n  ]\n}"),
            "seam.json:3:23: error: invalid JSON: expected ',' or '}' after a value in an "
                + "object, found '\"'")
        XCTAssertEqual(
            message("{\"targets\": [],\n}", path: "a/seam.json"),
            "a/seam.json:2:1: error: invalid JSON: a comma before '}' ends no member")
        XCTAssertEqual(
            message("{targets: []}"),
            "seam.json:1:2: error: invalid JSON: expected a key in double quotes, found 't'")
        XCTAssertEqual(
            message("{\"targets\": [], \"targets\": []}"),
            "seam.json:1:17: error: invalid JSON: duplicate key 'targets'")
        XCTAssertEqual(
            message("{\"targets\": [\"a\nb\"]}"),
            "seam.json:1:16: error: invalid JSON: a string is not closed before the end of the line"
        )
        XCTAssertEqual(
            message("{} {}"),
            "seam.json:1:4: error: invalid JSON: unexpected '{' after the JSON value")
    }

    // Issue 27, 1: `defaults` maps type names to expressions; a bad entry names its key path.
    func testDefaultsMapTypesToExpressionsAndABadEntryNamesItsKeyPath() throws {
        let file = try decode(
            #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "defaults": {"#
                + #""Episode": "Episode.placeholder", "Feed.Entry": ".init()"}}]}"#)
        XCTAssertEqual(
            file.targets[0].request.defaultValues,
            ["Episode": "Episode.placeholder", "Feed.Entry": ".init()"])
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "defaults": {"#
                    + #""Episode Model": "x"}}]}"#),
            "seam.json:1:71: error: targets[0].defaults.Episode Model: 'Episode Model' is not a "
                + "type name (write it without generic arguments)")
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "defaults": {"#
                    + #""Episode": 1}}]}"#),
            "seam.json: error: targets[0].defaults.Episode: expected a string, found a number")
        XCTAssertEqual(
            message(
                #"{"targets": [{"sources": ["S"], "outputFile": "F.swift", "defaults": []}]}"#),
            "seam.json: error: targets[0].defaults: expected an object, found an array")
    }

    // Issue 25 §9: `"sources": []` read nothing and wrote a file without fakes, silently.
    func testEmptySourcesIsAnErrorAtTheList() {
        XCTAssertEqual(
            message(#"{"targets": [{"sources": [], "outputFile": "F.swift"}]}"#),
            "seam.json:1:26: error: targets[0].sources: expected at least one file or folder of "
                + "sources")
    }
}
