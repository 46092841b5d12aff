import Foundation
import SeamGenerator
import XCTest

@testable import SeamCLI

/// `seam generate` without `--module` imports the module that SwiftPM's layout names.
final class ModuleInferenceTests: XCTestCase {
    private func inferred(_ sources: [String], output: String = "Tests/F.swift") -> String? {
        ModuleInference.module(of: GenerationRequest(sources: sources, output: .file(output)))?.name
    }

    func testModuleIsTheFolderUnderSources() {
        XCTAssertEqual(inferred(["Sources/App"]), "App")
        XCTAssertEqual(inferred(["./Sources/App/Clock.swift", "Sources/App/Sub"]), "App")
        XCTAssertEqual(inferred(["../pkg/Sources/my-lib"]), "my_lib")
        XCTAssertEqual(inferred(["Sources/2D"]), "_2D")
    }

    // Bug (issue 29, 4): `.target(name: "_PoolModule", path: "Sources/Pool")` got `import Pool`,
    // a module that does not exist.
    func testATargetWithAPathOfItsOwnIsNamedAsTheManifestSays() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Pool",
                targets: [
                    .target(name: "Other"),
                    .target(
                        name: "_PoolModule",
                        dependencies: [.target(name: "Other")],
                        path: "Sources/Pool"),
                    .testTarget(name: "PoolTests", dependencies: ["_PoolModule"]),
                ]
            )
            """, to: "Package.swift")
        try folder.write("protocol P {}\n", to: "Sources/Pool/P.swift")
        try folder.write("protocol Q {}\n", to: "Sources/Other/Q.swift")
        let root = folder.url.path
        XCTAssertEqual(inferred(["\(root)/Sources/Pool"]), "_PoolModule")
        XCTAssertEqual(inferred(["\(root)/Sources/Other"]), "Other")
        XCTAssertNil(
            ModuleInference.mismatch(of: "_PoolModule", sources: ["\(root)/Sources/Pool"]))
    }

    // Bug (issue 29, 4): a protocol inherited from a reference source in such a target was
    // imported by its folder's name (`import Pool`), a module that does not exist.
    func testAReferenceSourcesModuleIsNamedAsTheManifestSays() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Pool",
                targets: [
                    .target(name: "_PoolModule", path: "Sources/Pool"),
                    .target(name: "App", dependencies: ["_PoolModule"]),
                ]
            )
            """, to: "Package.swift")
        try folder.write(
            "public protocol Draining { func drain() }\n", to: "Sources/Pool/Draining.swift")
        try folder.write(
            "import _PoolModule\n\n/// seam:fake\npublic protocol Lane: Draining {}\n",
            to: "Sources/App/Lane.swift")
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources/App", "-r", "Sources/Pool", "--output-folder", "Fakes"],
            in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        let fake = try XCTUnwrap(folder.read("Fakes/Lane.swift"))
        XCTAssertTrue(fake.contains("\nimport _PoolModule\n"), fake)
        XCTAssertFalse(fake.contains("import Pool\n"), fake)
    }

    func testNothingIsInferredWithoutOneModuleFolder() {
        XCTAssertNil(inferred(["Sources/App", "Sources/Other"]))
        XCTAssertNil(inferred(["Lib/App"]))
        XCTAssertNil(inferred(["Sources"]))
        XCTAssertNil(inferred(["Sources/main.swift"]))
        // Fakes written into the module itself must not import it.
        XCTAssertNil(inferred(["Sources/App"], output: "Sources/App/Fakes.swift"))
        XCTAssertNil(inferred(["Sources/App"], output: "Sources/App/\u{301}Fakes.swift"))
        XCTAssertEqual(inferred(["Sources/\u{301}App"]), "_App")
    }

    // Bug: the README's `seam generate -s Sources/App -p Clock -o Tests/AppTests/Fakes.swift`
    // wrote fakes without the module's import, which did not compile (`Clock` bound to
    // Swift.Clock).
    func testReadmeCommandWritesFakesThatCompile() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            import Foundation

            protocol Clock {
                var now: Date { get }
                func sleep(seconds: Double) async throws
            }

            """, to: "Sources/App/Clock.swift")
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources/App", "-p", "Clock", "-o", "Tests/AppTests/Fakes.swift"],
            in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(
            outcome.error,
            "note: --module App inferred from Sources/App (pass --module to choose another)\n")
        XCTAssertTrue(
            folder.read("Tests/AppTests/Fakes.swift")?.contains("\n@testable import App\n") == true)

        let module = try swiftc(
            [
                "-parse-as-library", "-enable-testing", "-emit-module", "-module-name", "App",
                "-emit-module-path", "App.swiftmodule", "Sources/App/Clock.swift",
            ], in: folder.url)
        XCTAssertEqual(module.status, 0, module.error)
        let fakes = try swiftc(
            ["-typecheck", "-I", ".", "Tests/AppTests/Fakes.swift"], in: folder.url)
        XCTAssertEqual(fakes.status, 0, fakes.error)
        XCTAssertEqual(fakes.error, "")
    }

    func testGivenModuleIsKeptWithoutANote() throws {
        let folder = try TemporaryFolder()
        try folder.write(SampleSources.services, to: "Sources/App/Services.swift")
        let outcome = try SeamProcess.run(
            ["generate", "-s", "Sources/App", "--module", "Core", "-o", "F.swift"], in: folder.url)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        // No note that a module was inferred; a warning that the folder's target has another
        // name (a Package.swift can give a target any folder, so the run goes on).
        XCTAssertEqual(
            outcome.error, "warning: '--module': the sources are in target 'App', not 'Core'\n")
        XCTAssertTrue(folder.read("F.swift")?.contains("\n@testable import Core\n") == true)
    }

    private func swiftc(_ arguments: [String], in folder: URL) throws -> SeamProcess.Outcome {
        try SeamProcess.run(
            ["swiftc", "-swift-version", "6"] + arguments, in: folder,
            seam: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
