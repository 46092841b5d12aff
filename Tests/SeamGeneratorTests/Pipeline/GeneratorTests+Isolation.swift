import Foundation
import XCTest

@testable import SeamGenerator

/// `Generator.generate`: global actors and `nonisolated(nonsending)`.
extension GeneratorTests {
    func testAGlobalActorDeclaredInAnotherFileIsRecognizedWhateverItsName() throws {
        let actors = try write(
            "Actors.swift", "@globalActor actor Worker {\n    static let shared = Worker()\n}\n")
        let source = try write(
            "P.swift",
            """
            @MainActor
            protocol P {
                @Worker func load() -> Int
            }
            @Worker
            protocol Q {
                func run()
            }

            """)
        let contents = try Generator.generate(request([actors, source], .all)).files.map(\.contents)
            .joined()
        XCTAssertTrue(
            contents.contains(
                """
                    nonisolated(unsafe) private(set) var loadStub = SeamMethodStub<Swift.Void, @Worker () -> Int, Int, Swift.Never>()
                    @Worker func load() -> Int {
                """), contents)
        XCTAssertTrue(contents.contains("@Worker final class FakeQ: Q, SeamFake {"), contents)
        // Without the declaration, `Worker` is not known to be a global actor.
        let alone = try Generator.generate(request([source], .all)).files.map(\.contents).joined()
        XCTAssertTrue(
            alone.contains("final class FakeQ: Q, SeamFake {")
                && !alone.contains("@Worker final class"),
            alone)
    }

    func testNonsendingComesFromTheNearestManifestUnlessTheRequestSays() throws {
        try FileManager.default.createDirectory(
            atPath: "\(folder)/Sources/App", withIntermediateDirectories: true)
        let source = try write(
            "Sources/App/Runner.swift",
            """
            protocol Runner {
                func run(_ body: @escaping @Sendable () async -> Void) async
                func main(_ body: @MainActor () async -> Void)
            }
            """)
        func declaration(_ enabled: Bool? = nil) throws -> String {
            var request = request([source], .all)
            request.nonisolatedNonsending = enabled
            let text = try Generator.generate(request).files[0].contents
            return text.split(separator: "\n").first { $0.contains("func run(") }.map(String.init)
                ?? ""
        }
        let marked =
            "    func run(_ body: nonisolated(nonsending) @escaping @Sendable () async -> Void) async {"
        let plain = "    func run(_ body: @escaping @Sendable () async -> Void) async {"
        XCTAssertEqual(try declaration(), plain)  // no Package.swift
        _ = try write(
            "Package.swift", "// .enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")\n")
        XCTAssertEqual(try declaration(), plain)  // only in a comment
        _ = try write(
            "Package.swift",
            "let s: [SwiftSetting] = [.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")]\n"
        )
        XCTAssertEqual(try declaration(), marked)
        XCTAssertEqual(try declaration(false), plain)
        var forced = request([source], .all)
        forced.nonisolatedNonsending = true
        // A function type isolated to a global actor keeps its isolation.
        XCTAssertTrue(
            try Generator.generate(forced).files[0].contents
                .contains("    func main(_ body: @MainActor () async -> Void) {"))
    }

    func testNonsendingIsDecidedPerFileByItsOwnNearestManifest() throws {
        for folder in ["Sources/App", "Sources/App/Demo"] {
            try FileManager.default.createDirectory(
                atPath: "\(self.folder)/\(folder)", withIntermediateDirectories: true)
        }
        _ = try write(
            "Package.swift",
            """
            let package = Package(name: "App", dependencies: [.package(url: "https://example.com/x", from: "1.0.0")],
                settings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")])
            """)
        _ = try write(
            "Sources/App/Demo/Package.swift",
            "/* .enableUpcomingFeature(\"NonisolatedNonsendingByDefault\") */\n")
        let app = try write(
            "Sources/App/A.swift", "protocol A { func a(_ body: () async -> Void) async }\n")
        let demo = try write(
            "Sources/App/Demo/D.swift", "protocol D { func d(_ body: () async -> Void) async }\n")
        let files = try Generator.generate(request([app, demo], .all)).files
        XCTAssertTrue(
            files[0].contents.contains(
                "func a(_ body: nonisolated(nonsending) () async -> Void) async {"))
        XCTAssertTrue(files[1].contents.contains("func d(_ body: () async -> Void) async {"))
    }

    func testTheFeatureIsNamedOnlyInCodeNotInCommentsOrOtherStrings() {
        let feature = #""NonisolatedNonsendingByDefault""#
        XCTAssertTrue(
            NonsendingDefault.namesFeature(
                #".package(url: "https://a.b/c"), .enableUpcomingFeature("#
                    + feature + ")"))
        XCTAssertTrue(
            NonsendingDefault.namesFeature("/* a /* nested */ comment */ [" + feature + "]"))
        XCTAssertFalse(NonsendingDefault.namesFeature("// " + feature))
        XCTAssertFalse(NonsendingDefault.namesFeature("/* x /* y */ " + feature + " */"))
        XCTAssertFalse(
            NonsendingDefault.namesFeature(#"let s = "not "NonisolatedNonsendingByDefault" here""#))
        XCTAssertFalse(NonsendingDefault.namesFeature(#""NonisolatedNonsendingByDefaultX""#))
        // A line of a multi-line string is text, not a literal of its own.
        XCTAssertFalse(NonsendingDefault.namesFeature("let s = \"\"\"\n" + feature + "\n\"\"\"\n"))
    }
}
