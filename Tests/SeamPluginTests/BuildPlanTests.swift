import Foundation
import XCTest

/// The build plugin's decisions, which its SwiftPM and Xcode entry points share: which
/// `seam.json`, which of its targets, the inputs and the output.
final class BuildPlanTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("BuildPlanTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: file)
    }

    private func target(own: [String] = ["Tests/AppTests/seam.json"]) -> BuildPlan.Target {
        BuildPlan.Target(
            name: "AppTests",
            ownConfigurations: own.map { root.appendingPathComponent($0) },
            rootFolder: root,
            otherSwiftFiles: [root.appendingPathComponent("Sources/App/Clock.swift")],
            seamFolder: nil,
            workFolder: root.appendingPathComponent(".build/plugins/work"))
    }

    func testTheTargetsOwnSeamJSONIsReadWhole() throws {
        try write("Tests/AppTests/seam.json")
        try write("seam.json")
        let plan = try BuildPlan(target())
        let work = root.appendingPathComponent(".build/plugins/work").path
        XCTAssertEqual(
            plan.arguments,
            [
                "--config", root.appendingPathComponent("Tests/AppTests/seam.json").path,
                "--output-file", work + "/Fakes.swift", "--build-plugin",
            ])
        XCTAssertEqual(plan.output.path, work + "/Fakes.swift")
        XCTAssertEqual(plan.displayName, "Generating fakes for AppTests")
    }

    func testWithoutOneTheRootSeamJSONsTargetOfTheSameNameIsRead() throws {
        try write("seam.json")
        let plan = try BuildPlan(target())
        XCTAssertEqual(
            Array(plan.arguments.prefix(4)),
            ["--config", root.appendingPathComponent("seam.json").path, "--target", "AppTests"])
    }

    // Xcode gives a target's files, not a folder: its own seam.json is the first one there.
    func testTheFirstOwnConfigurationThatExistsWins() throws {
        try write("B/seam.json")
        try write("C/seam.json")
        let plan = try BuildPlan(target(own: ["A/seam.json", "B/seam.json", "C/seam.json"]))
        XCTAssertEqual(plan.arguments[1], root.appendingPathComponent("B/seam.json").path)
    }

    func testWithoutAnySeamJSONThePlanNamesTheTargetAndTheFolder() {
        XCTAssertThrowsError(try BuildPlan(target())) { error in
            XCTAssertEqual(
                (error as? SeamPluginError)?.description,
                "no seam.json for target 'AppTests': add one to its folder, or add an entry "
                    + "named 'AppTests' to the seam.json in \(self.root.path)")
        }
    }

    func testInputsAreTheConfigurationTheOtherTargetsSwiftFilesAndSeamsTemplates() throws {
        try write("seam.json")
        try write("Seam/Templates/Fake.swift.stencil")
        try write("Seam/Templates/File.swift.stencil")
        try write("Seam/Templates/README.md")
        var target = target()
        target.seamFolder = root.appendingPathComponent("Seam")
        let plan = try BuildPlan(target)
        XCTAssertEqual(
            plan.inputs.map(\.path),
            [
                "seam.json", "Sources/App/Clock.swift", "Seam/Templates/Fake.swift.stencil",
                "Seam/Templates/File.swift.stencil",
            ].map { root.appendingPathComponent($0).path })
    }
}
