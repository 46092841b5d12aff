import Foundation
import XCTest

@testable import SeamGenerator

/// `Generator.generate`: the stub types an output declares, and their access level.
extension GeneratorTests {
    func testStubTypesCanBeLeftOutForASecondOutputInTheSameModule() throws {
        let source = try write("A.swift", "protocol A { func a() }\n")
        var folderRequest = request([source], .all)
        folderRequest.writesStubTypes = false
        XCTAssertEqual(
            try Generator.generate(folderRequest).files.map(\.path), ["\(folder)/out/A.swift"])
        var fileRequest = GenerationRequest(
            sources: [source], selection: .all, output: .file("\(folder)/F.swift"))
        XCTAssertTrue(
            try Generator.generate(fileRequest).files[0].contents.contains("class SeamMethodStub<"))
        fileRequest.writesStubTypes = false
        let text = try Generator.generate(fileRequest).files[0].contents
        XCTAssertTrue(text.contains("let aStub = SeamMethodStub<"))
        XCTAssertFalse(text.contains("class SeamMethodStub<"))
    }

    /// Issue 18: Seam+Stubs.swift declared every stub type and call shape (545 lines) in every
    /// test target. It declares what the output's fakes use, unless the request asks for all.
    func testStubTypesAreOnlyThoseTheFakesUseUnlessAllAreAsked() throws {
        let source = try write("A.swift", "protocol A { func a(_ x: Int) -> Int }\n")
        let stubs = { (request: GenerationRequest) throws -> String in
            try XCTUnwrap(
                Generator.generate(request).files.first { $0.path.hasSuffix("/Seam+Stubs.swift") }
            ).contents
        }
        var used = request([source], .all)
        let text = try stubs(used)
        let declarations = text.split(separator: "\n").filter {
            $0.hasPrefix("final class ") || $0.hasPrefix("    func ") || $0.hasPrefix("import ")
        }
        XCTAssertEqual(
            declarations,
            [
                "import Foundation", "import Testing", "import XCTest", "    func reset()",
                "    func configure(_ change: (inout SeamStubSettings) -> Swift.Void)",
                "    func resetStubs() {", "    func makeStrict(",
                "    func recordCalls(into journal: SeamJournal?, as name: Swift.String? = nil) {",
                "final class SeamJournal: @unchecked Swift.Sendable {",
                "    func lines(of fake: Swift.String) -> [Swift.String] {", "    func reset() {",
                "    func record<Arguments>(_ settings: SeamStubSettings, _ member: Swift.String, _ arguments: Arguments) {",
                "final class SeamMethodStub<Arguments, Handler, ReturnValue, Failure: Swift.Error>: SeamStub {",
                "    func when(_ matches: @escaping @Sendable (Arguments) -> Swift.Bool, _ outcome: Outcome) {",
                "    func enqueue(_ outcomes: Outcome...) {", "    func waitForCalls(",
                "    func next(_ arguments: Arguments) throws(Failure) -> (Handler?, ReturnValue?) {",
                "    func reset() {",
                "    func configure(_ change: (inout SeamStubSettings) -> Swift.Void) {",
                "    func when(_ arguments: Arguments, _ outcome: Outcome) {",
                "    func call(_ arguments: Arguments) throws(Failure) -> ReturnValue?",
            ])
        XCTAssertFalse(text.contains("seamThrow"), "nothing in the fake throws a mistake")
        XCTAssertFalse(text.contains("SeamPropertyStub"), "the fake has no property")

        let reporting = try write(
            "B.swift",
            "protocol B { var b: Unknown { get }; subscript(i: Int) -> Int { get set } }\n")
        let withReports = try stubs(request([reporting], .all))
        for part in [
            "#if canImport(Testing)", "func seamStop(",
            "class SeamPropertyStub<",
            "func recordSet(", "var setCount: Swift.Int",
        ] {
            XCTAssertTrue(withReports.contains(part), part)
        }
        XCTAssertFalse(withReports.contains("func seamThrow("))
        let throwing = try write("C.swift", "protocol C { func c() throws -> Unknown }\n")
        XCTAssertTrue(try stubs(request([throwing], .all)).contains("func seamThrow("))

        used.writesAllStubShapes = true
        let all = try stubs(used)
        for part in [
            "func mainActorAsyncCall6<", "class SeamPropertyStub<", "class SeamStaticStubs",
            "func seamFail(",
        ] {
            XCTAssertTrue(all.contains(part), part)
        }
    }

    /// Issue 18 §5: the stubs' `Sendable` conformances cost every test target's compile. They
    /// are declared when a stub can cross isolation, and left out for plain fakes.
    func testStubsAreSendableOnlyWhenAFakeCanCrossIsolation() throws {
        let conformance = "extension SeamMethodStub: @unchecked Swift.Sendable"
        let cases: [(source: String, sendable: Bool)] = [
            ("protocol P { func a(_ x: Int) -> Int; var b: Int { get } }", false),
            ("protocol P: Sendable { func a(_ x: Int) -> Int }", true),
            ("@MainActor protocol P { func a(_ x: Int) -> Int }", true),
            ("protocol P: Actor { func a(_ x: Int) -> Int }", true),
            (
                "@MainActor protocol P { nonisolated func a(_ x: Int) -> Int; var b: Int { get } }",
                true
            ),
            // The fake's witnesses of these are not isolated, so their stubs stay on one task.
            (
                "protocol P { @MainActor func a(_ x: Int) -> Int; @MainActor var b: Int { get } }",
                false
            ),
        ]
        for (index, item) in cases.enumerated() {
            let source = try write("P\(index).swift", item.source + "\n")
            let stubs = try XCTUnwrap(
                Generator.generate(request([source], .all)).files.first {
                    $0.path.hasSuffix("/Seam+Stubs.swift")
                }
            ).contents
            XCTAssertEqual(stubs.contains(conformance), item.sendable, item.source)
            let hasProperty = item.source.contains("var b")
            XCTAssertEqual(
                stubs.contains("extension SeamPropertyStub: @unchecked Swift.Sendable"),
                item.sendable && hasProperty, item.source)
        }
    }

    func testPublicFakesHavePublicStubTypesAndTheGlobalActorFirst() throws {
        let source = try write("S.swift", "@MainActor public protocol Screen { func show() }\n")
        var request = request([source], .all)
        request.accessLevel = .public
        let files = try Generator.generate(request).files
        XCTAssertEqual(
            files.map(\.path), ["\(folder)/out/Screen.swift", "\(folder)/out/Seam+Stubs.swift"])
        XCTAssertTrue(
            files[0].contents.contains(
                "\n@MainActor public final class FakeScreen: Screen, SeamFake {\n"))
        XCTAssertTrue(
            files[0].contents.contains(
                "    public let showStub = SeamMethodStub<Swift.Void, @MainActor () -> Swift.Void, Swift.Void, Swift.Never>()\n"
            ))
        XCTAssertTrue(files[1].contents.contains("\npublic final class SeamMethodStub<"))
        XCTAssertTrue(files[1].contents.contains("    public func reset() {\n"))
    }
}
