import Foundation
import XCTest

@testable import SeamGenerator

/// Issue 19 (swift-crypto's `OpenSSLSupportedNISTCurve` with `--testable`): an internal
/// protocol's requirement names a `package` type of another module of its package. A fake
/// compiled in another package sees that type only through `@testable import`, which an
/// internal fake now writes for the modules of its protocol's package, plain or under `#if`.
final class PackageSiblingTests: XCTestCase {
    func testTheModulesOfTheProtocolsPackageAreThoseInTheSameSourcesFolder() {
        XCTAssertEqual(
            PackageSiblings.modules(
                of: ["/p/Sources/Curves/Keys/Curve.swift"],
                references: [
                    "/p/Sources/Wrapper", "/q/Sources/Kit", "/p/Sources/Shims/Shim.swift",
                    "/p/Tests/Helpers",
                ]),
            ["Wrapper", "Shims"])
        XCTAssertEqual(
            PackageSiblings.modules(of: ["Curve.swift"], references: ["/p/Sources/Wrapper"]), [])
    }

    func testAnInternalFakeImportsItsPackagesModulesTestableAndSeesTheirPackageTypes() throws {
        let folder = try GeneratorFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(
            "package final class CurveGroup {\n    package init() {}\n"
                + "    package var order: Int { 7 }\n}\n",
            to: "\(folder)/pkg/Sources/Wrapper/Wrapper.swift")
        try write(
            "import Wrapper\n\nprotocol Curve {\n    static var group: CurveGroup { get }\n}\n",
            to: "\(folder)/pkg/Sources/Curves/Curve.swift")
        try write(
            "#if canImport(Wrapper)\nimport Wrapper\n#endif\n\n"
                + "protocol Field {\n    var group: CurveGroup { get }\n}\n",
            to: "\(folder)/pkg/Sources/Curves/Field.swift")
        try build("Wrapper", in: folder)
        try build("Curves", in: folder)
        let request = GenerationRequest(
            sources: ["\(folder)/pkg/Sources/Curves"],
            referenceSources: ["\(folder)/pkg/Sources/Wrapper"], selection: .all,
            output: .folder("\(folder)/Fakes"), accessLevel: .internal, module: "Curves")
        try GeneratorFixtures.write(try Generator.generate(request).files)
        let curve = try String(contentsOfFile: "\(folder)/Fakes/Curve.swift", encoding: .utf8)
        XCTAssertTrue(curve.contains("\n@testable import Wrapper\n"), curve)
        let field = try String(contentsOfFile: "\(folder)/Fakes/Field.swift", encoding: .utf8)
        XCTAssertTrue(
            field.contains("\n#if canImport(Wrapper)\n@testable import Wrapper\n#endif\n"), field)
        try write(
            "@testable import Curves\n@testable import Wrapper\n\n"
                + "FakeCurve.groupStub.value = CurveGroup()\nlet field = FakeField()\n"
                + "field.groupStub.value = CurveGroup()\n"
                + "print(FakeCurve.group.order, field.group.order)\n",
            to: "\(folder)/main.swift")
        let fakes = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/Fakes").sorted()
        // Another package than the protocols': `package` names need the `@testable` import.
        let compile = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-package-name", "tests", "-I", folder, "-L",
                folder, "-lWrapper", "-lCurves", "-o", "\(folder)/app", "\(folder)/main.swift",
            ] + fakes.map { "\(folder)/Fakes/\($0)" })
        XCTAssertEqual(compile.status, 0, compile.error)
        XCTAssertFalse(compile.error.contains("/Fakes/"), compile.error)
        let run = try FakeCompilationTests.run("\(folder)/app", [])
        XCTAssertEqual(run.output, "7 7\n", run.error)
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Builds module `name` of package `pkg` for testing, as a static library in `folder`.
    private func build(_ name: String, in folder: String) throws {
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: "\(folder)/pkg/Sources/\(name)"
        ).map { "\(folder)/pkg/Sources/\(name)/\($0)" }
        let result = try FakeCompilationTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static",
                "-emit-module", "-module-name", name, "-package-name", "pkg", "-enable-testing",
                "-I", folder, "-o", "\(folder)/lib\(name).a",
            ] + sources)
        XCTAssertEqual(result.status, 0, result.error)
    }
}
