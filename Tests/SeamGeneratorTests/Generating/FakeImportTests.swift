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

    /// Builds `<name>.input.txt` as module `name` (with compiler `flags`) after `dependencies`
    /// and writes its fakes (public, with `module` set) to `folder/Fakes`; returns their paths.
    private func generate(
        _ name: String, dependencies: [String] = [], flags: [String] = [], in folder: String
    ) throws -> [String] {
        for module in dependencies {
            try build(module, in: folder)
        }
        try build(name, flags: flags, in: folder)
        try FileManager.default.createDirectory(
            atPath: "\(folder)/Sources/\(name)", withIntermediateDirectories: true)
        let source = "\(folder)/Sources/\(name)/\(name).swift"
        try FileManager.default.copyItem(atPath: "\(folder)/\(name).swift", toPath: source)
        var request = GenerationRequest(
            sources: [source], selection: .all, output: .folder("\(folder)/Fakes"),
            accessLevel: "public")
        request.module = name
        try GeneratorFixtures.write(try Generator.generate(request).files)
        return try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
            .map { "\(folder)/Fakes/\($0)" }
    }

    /// Builds `Fixtures/Modules/<module>.input.txt` as a static library and module in `folder`.
    private func build(_ module: String, flags: [String] = [], in folder: String) throws {
        let source = "\(folder)/\(module).swift"
        try FileManager.default.copyItem(
            atPath: "\(Self.fixtures)/\(module).input.txt", toPath: source)
        let result = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static",
                "-emit-module", "-module-name", module, "-I", folder, "-o",
                "\(folder)/lib\(module).a", source,
            ] + flags)
        XCTAssertEqual(result.status, 0, result.error)
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
