import Foundation
import XCTest

@testable import SeamGenerator

/// Fakes compiled in another module than their protocols, next to modules whose names clash
/// with the protocols' module (`Fixtures/Modules`): each fake's file must see the names its
/// protocol's file sees. The modules are built as static libraries (Swift 6), the fakes and
/// `<Case>.main.txt` into a program that is run.
final class FakeImportTests: XCTestCase {
    /// `Tests/SeamGeneratorTests/Fixtures/Modules`.
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Modules").path

    /// The protocol file's imports are repeated as written: `import class Foundation.JSONDecoder`
    /// brings in no `Notification`, `@preconcurrency` stays, and `Kit`, imported only on
    /// Windows, is not imported elsewhere (its `Digest` would clash with the protocol's).
    func testAFakesFileRepeatsItsProtocolsImportsWithKindsAndConditions() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakes = try generate("Signing", dependencies: ["Kit"], in: folder)
        let text = try String(contentsOfFile: "\(folder)/Fakes/Signer.swift", encoding: .utf8)
        XCTAssertTrue(text.contains("\nimport class Foundation.JSONDecoder\n"), text)
        XCTAssertTrue(text.contains("\n@preconcurrency import Dispatch\n"), text)
        XCTAssertTrue(text.contains("\n#if os(Windows)\nimport Kit\n#endif\n"), text)
        XCTAssertFalse(text.contains("\nimport Foundation\n"), text)
        let output = try run("Signing", libraries: ["Signing", "Kit"], fakes: fakes, in: folder)
        XCTAssertEqual(output, "32 [\"text\"]\nsigning\n")
    }

    /// An `#if` around an associated type's constraint: each branch's fake stays under its
    /// own condition, and the branch that names a module the fakes cannot import
    /// (`PlatformDigests`) is not chosen, whatever flags the protocols' module was built with.
    func testEachBranchOfAnAssociatedTypesConstraintGetsItsFake() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakes = try generate("Hashing", flags: ["-D", "OWN_DIGESTS"], in: folder)
        let text = try String(contentsOfFile: "\(folder)/Fakes/HashFunction.swift", encoding: .utf8)
        XCTAssertTrue(
            text.contains(
                "\n#if !OWN_DIGESTS && canImport(PlatformDigests)\nimport PlatformDigests\n#endif\n"
            ),
            text)
        XCTAssertTrue(text.contains("\n#if !OWN_DIGESTS && canImport(PlatformDigests)\n"), text)
        XCTAssertTrue(text.contains("class FakeHashFunction<Output: PlatformDigests.Digest>"), text)
        XCTAssertTrue(text.contains("\n#if !(!OWN_DIGESTS && canImport(PlatformDigests))\n"), text)
        XCTAssertTrue(text.contains("class FakeHashFunction<Output: Hashing.Digest>"), text)
        XCTAssertFalse(text.contains("Digest & "), text)
        let output = try run("Hashing", libraries: ["Hashing"], fakes: fakes, in: folder)
        XCTAssertEqual(output, "20 [[1, 2]]\n6\n")
    }

    /// A fake's file that imports a module its protocol's file does not (Foundation, for an
    /// ancestor's requirements) writes the protocols' module's names qualified, so that
    /// Foundation's `Expression` and `Notification` do not make them ambiguous.
    func testNamesOfTheProtocolsModuleAreQualifiedWhereTheFakeAddsAnImport() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakes = try generate("Templating", in: folder)
        let text = try String(contentsOfFile: "\(folder)/Fakes/Expression.swift", encoding: .utf8)
        XCTAssertTrue(
            text.contains("class FakeExpression: Templating.Expression, SeamFake {"), text)
        XCTAssertTrue(text.contains("(with other: any Templating.Expression)"), text)
        XCTAssertTrue(text.contains("(_ context: Templating.Context)"), text)
        XCTAssertTrue(text.contains("\nimport Foundation\n"), text)
        let output = try run("Templating", libraries: ["Templating"], fakes: fakes, in: folder)
        XCTAssertEqual(output, "true x > 1\ntrue\nchanged 1\n")
    }

    /// A module that declares a type named like itself cannot qualify its names (`M.Name`
    /// would be the type's member): a warning says which protocol's fake may see them as
    /// ambiguous.
    func testAModuleShadowedByItsOwnTypeIsNotQualifiedButWarned() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import Foundation\npublic protocol Resolvable { func now() -> Date }\n".write(
            toFile: "\(folder)/Node.swift", atomically: true, encoding: .utf8)
        try
            "public struct Ledger {}\npublic protocol Entry: Resolvable { func ledger() -> Ledger }\n"
            .write(toFile: "\(folder)/Entry.swift", atomically: true, encoding: .utf8)
        var request = GenerationRequest(
            sources: ["\(folder)/Node.swift", "\(folder)/Entry.swift"], selection: .all,
            output: .folder("\(folder)/Fakes"))
        request.module = "Ledger"
        let result = try Generator.generate(request)
        let entry = try XCTUnwrap(result.files.first { $0.path.hasSuffix("/Entry.swift") })
        XCTAssertTrue(
            entry.contents.contains("class FakeEntry: FakeResolvable, Entry {"), entry.contents)
        XCTAssertEqual(
            result.diagnostics.map { "\($0)".replacingOccurrences(of: folder + "/", with: "") },
            [
                "Entry.swift:2:8: warning: the fake of 'Entry' imports 'Foundation', which its "
                    + "protocol's file does not; names of 'Ledger' that those modules also declare "
                    + "are ambiguous in it, and cannot be written 'Ledger.Name' since 'Ledger' "
                    + "also names a type",
                "Entry.swift:2:37: note: FakeEntry.ledger() has no default for 'Ledger'; a test "
                    + "that does not stub it stops the run: add \"defaults\": {\"Ledger\": "
                    + "\"<expression>\"} to its target in seam.json (or --default "
                    + "'Ledger=<expression>')",
            ])
    }

    /// Issue 29 (2): a module that declares its own `Error` (and `Never`, `String`, `NSLock`,
    /// `Issue`...) made the generated code's bare names mean its types: `Failure: Error`,
    /// `any Error`. The generated code qualifies the names it writes itself; one file holds the
    /// fakes and the stub types, so that both see the module's names.
    func testTheGeneratedCodesOwnStandardNamesCannotBeShadowedByTheModule() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakes = try generate("Shadowing", oneFile: true, in: folder)
        let text = try String(contentsOfFile: fakes[0], encoding: .utf8)
        XCTAssertTrue(text.contains("Failure: Swift.Error>"), text)
        let output = try run("Shadowing", libraries: ["Shadowing"], fakes: fakes, in: folder)
        XCTAssertEqual(output, "check threw true\nloaded [1] 3 true\n")
    }

    /// Issue 29 (1): the fake of an `@_spi` protocol could not see it ("cannot find type
    /// 'Probe' in scope"). The import names the groups of the protocols and requirements, and a
    /// public fake, or its member and stub, carries the protocol's or requirement's `@_spi`.
    func testSPIProtocolsAndRequirementsAreImportedAndCarriedWithTheirGroups() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fakes = try generate("Experiments", in: folder)
        let probe = try String(contentsOfFile: "\(folder)/Fakes/Probe.swift", encoding: .utf8)
        XCTAssertTrue(probe.contains("\n@_spi(Experimental) import Experiments\n"), probe)
        XCTAssertTrue(probe.contains("\n@_spi(Experimental)\npublic final class FakeProbe"), probe)
        let output = try run("Experiments", libraries: ["Experiments"], fakes: fakes, in: folder)
        XCTAssertEqual(output, "4 7 [3]\n")
    }

    /// Issue 29 (1): without `--module`, the SPI import names the module the package layout
    /// places the protocols in (`Sources/Lib`), as a test target of the package imports it.
    func testTheSPIImportNamesTheLayoutsModuleWhenNoneIsGiven() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: "\(folder)/Sources/Lib", withIntermediateDirectories: true)
        try "@_spi(Experimental) public protocol Probe { func measure() -> Int }\n".write(
            toFile: "\(folder)/Sources/Lib/Probe.swift", atomically: true, encoding: .utf8)
        let request = GenerationRequest(
            sources: ["\(folder)/Sources/Lib"], selection: .all,
            output: .folder("\(folder)/Fakes"), accessLevel: .public)
        let probe = try XCTUnwrap(
            try Generator.generate(request).files.first { $0.path.hasSuffix("/Probe.swift") })
        XCTAssertTrue(
            probe.contents.contains(
                "\n#if canImport(Lib)\n@_spi(Experimental) import Lib\n#endif\n"),
            probe.contents)
    }

    /// Builds `<name>.input.txt` as module `name` (with compiler `flags`) after `dependencies`
    /// and writes its fakes (public, with `module` set) to `folder/Fakes` (`oneFile`: to
    /// `folder/Fakes/Fakes.swift`, with the stub types); returns their paths.
    private func generate(
        _ name: String, dependencies: [String] = [], flags: [String] = [], oneFile: Bool = false,
        in folder: String
    ) throws -> [String] {
        for module in dependencies {
            try build(module, in: folder)
        }
        try build(name, flags: flags, in: folder)
        var request = GenerationRequest(
            sources: ["\(folder)/Sources/\(name)"], selection: .all,
            output: oneFile ? .file("\(folder)/Fakes/Fakes.swift") : .folder("\(folder)/Fakes"),
            accessLevel: .public)
        request.module = name
        try GeneratorFixtures.write(try Generator.generate(request).files)
        return try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
            .map { "\(folder)/Fakes/\($0)" }
    }

    /// Builds `Fixtures/Modules/<module>.input.txt` as a static library and module in `folder`.
    private func build(_ module: String, flags: [String] = [], in folder: String) throws {
        let sources = try Self.split(module, into: "\(folder)/Sources/\(module)")
        let result = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static",
                "-emit-module", "-module-name", module, "-I", folder, "-o",
                "\(folder)/lib\(module).a",
            ] + sources + flags)
        XCTAssertEqual(result.status, 0, result.error)
    }

    /// Writes `Fixtures/Modules/<module>.input.txt` to `folder`: as `<module>.swift`, or split
    /// at its `// file: Name.swift` lines; returns the files' paths.
    private static func split(_ module: String, into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = try String(
            contentsOfFile: "\(fixtures)/\(module).input.txt", encoding: .utf8)
        var files: [(name: String, lines: [Substring])] = [("\(module).swift", [])]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// file: ") {
                files.append((String(line.dropFirst("// file: ".count)), []))
            } else {
                files[files.count - 1].lines.append(line)
            }
        }
        if files.count > 1 { files.removeFirst() }
        return try files.map { file in
            let path = "\(folder)/\(file.name)"
            try file.lines.joined(separator: "\n").write(
                toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// Compiles `fakes` with `<main>.main.txt` against `libraries` (no diagnostic may point
    /// into the fakes) and returns what the program prints.
    private func run(
        _ main: String, libraries: [String], fakes: [String], in folder: String
    ) throws -> String {
        try FileManager.default.copyItem(
            atPath: "\(Self.fixtures)/\(main).main.txt", toPath: "\(folder)/main.swift")
        let compile = try FakeCompilationTests.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-I", folder, "-L", folder]
                + libraries.map { "-l\($0)" }
                + ["-o", "\(folder)/app", "\(folder)/main.swift"] + fakes)
        XCTAssertEqual(compile.status, 0, compile.error)
        XCTAssertFalse(compile.error.contains("/Fakes/"), compile.error)
        let run = try FakeCompilationTests.run("\(folder)/app", [])
        XCTAssertEqual(run.status, 0, run.error)
        return run.output
    }
}
