import Foundation
import XCTest

@testable import SeamGenerator

/// What an unstubbed member returns (issue 27, 1): the built-in placeholders, the defaults a
/// request gives by type name, and the note for each member that has neither.
final class DefaultValueTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try GeneratorFixtures.makeTemporaryFolder()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private static let source = """
        import Foundation

        struct Episode: Equatable { var title: String }
        final class Player {}

        /// seam:fake
        protocol Library {
            var now: Date { get }
            var home: URL { get }
            func id() -> UUID
            func data() -> Data
            func price() -> Decimal
            func timeout() -> Duration
            func pages() -> Range<Int>
            func volume() -> ClosedRange<Double>
            func initial() -> Character
            func load() -> Result<Int, any Error>
            func episode(at index: Int) -> Episode
            var player: Player { get }
        }

        """

    private func generate(defaults: [String: String]) throws -> GenerationResult {
        let path = "\(folder)/Sources.swift"
        try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
        var request = GenerationRequest(
            sources: [path], selection: .annotated, output: .folder("\(folder)/Fakes"))
        request.defaultValues = defaults
        return try Generator.generate(request)
    }

    func testEachMemberWithNoDefaultIsANoteNamingTheFix() throws {
        let notes = try generate(defaults: [:]).diagnostics.map(\.description)
        let note = { (line: Int, member: String, type: String) in
            "\(self.folder)/Sources.swift:\(line):5: note: FakeLibrary.\(member) has no default for "
                + "'\(type)'; a test that does not stub it stops the run: add \"defaults\": "
                + "{\"\(type)\": \"<expression>\"} to its target in seam.json (or --default "
                + "'\(type)=<expression>')"
        }
        XCTAssertEqual(notes, [note(18, "episode(at:)", "Episode"), note(19, "player", "Player")])
        let given = ["Episode": "Episode(title: \"?\")", "Player": "Player()"]
        XCTAssertEqual(try generate(defaults: given).diagnostics, [])
    }

    func testUnstubbedMembersReturnPlaceholdersAndGivenDefaults() throws {
        let result = try generate(defaults: [
            "Episode": "Episode(title: \"placeholder\")", "Player": "Player()",
        ])
        try GeneratorFixtures.write(result.files)
        let main = """
            let fake = FakeLibrary()
            print(fake.now.timeIntervalSince1970, fake.home, fake.id(), fake.data().count)
            print(fake.price(), fake.timeout(), fake.pages(), fake.volume())
            print(fake.initial() == "\\u{FFFD}", (try? fake.load().get()) ?? -1)
            print(fake.episode(at: 3).title)
            _ = fake.player

            """
        try main.write(toFile: "\(folder)/main.swift", atomically: true, encoding: .utf8)
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes")
        let executable = "\(folder)/defaults"
        let compile = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-Onone", "-o", executable,
                "\(folder)/Sources.swift", "\(folder)/main.swift",
            ]
                + fakes.sorted().map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error)
        let run = try FakeCompilationTests.run(executable, [])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(
            run.output,
            """
            0.0 about:blank 00000000-0000-0000-0000-000000000000 0
            0 0.0 seconds 0..<0 0.0...0.0
            true 0
            placeholder

            """)
    }

    // Issue 25 (found by .ci/fuzz --compile-every): a module that declares its own `Int` and
    // `String` got fakes that returned `0` and `""` for them, which did not compile.
    func testATypeTheSourcesDeclareLikeAStandardOneHasNoBuiltInDefault() {
        let shadowed: Set<String> = ["Int", "String", "Clock"]
        let named = { (name: String) in
            TypeRef.named(name.split(separator: ".").map { TypeComponent(name: String($0)) })
        }
        XCTAssertNil(DefaultValue.expression(for: named("Int"), fakes: [:], shadowed: shadowed))
        XCTAssertNil(DefaultValue.expression(for: named("String"), fakes: [:], shadowed: shadowed))
        XCTAssertEqual(
            text(for: named("Swift.Int"), fakes: [:], shadowed: shadowed), "0")
        XCTAssertEqual(
            text(for: named("Double"), fakes: [:], shadowed: shadowed), "0")
        XCTAssertEqual(
            text(
                for: named("Clock"), fakes: ["Clock": "FakeClock"], shadowed: shadowed),
            "FakeClock()")
        XCTAssertEqual(
            text(
                for: named("Int"), fakes: [:], given: ["Int": "Int()"], shadowed: shadowed),
            "Int()")
    }

    /// The default `DefaultValue.expression` gives, as Swift.
    private func text(
        for type: TypeRef, fakes: [ExactName: String], given: [String: String] = [:],
        shadowed: Set<String> = []
    ) -> String? {
        DefaultValue.expression(for: type, fakes: fakes, given: given, shadowed: shadowed)?.text
    }
}
