import Foundation
import PackagePlugin

/// Generates a test target's fakes into the plugin's work folder on every build whose inputs
/// changed, so no generated file is committed; for SwiftPM targets and, through
/// `XcodeBuildToolPlugin`, for Xcode targets.
///
/// ``BuildPlan`` (in `Shared/`, shared with the Xcode entry point and tested by
/// `SeamPluginTests`) decides everything: the settings come from `seam.json` in the target's
/// own folder, or else from the entry of the root `seam.json` named like the target; the
/// output is one `Fakes.swift` in the work folder, compiled into the target.
///
/// It is a build command, not a prebuild command: prebuild commands cannot run a tool that is
/// built from source.
@main
struct SeamBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let others = context.package.targets.filter { $0.id != target.id }
        let plan = try BuildPlan(
            BuildPlan.Target(
                name: target.name,
                ownConfigurations: [target.directoryURL.appendingPathComponent("seam.json")],
                rootFolder: context.package.directoryURL,
                otherSwiftFiles: others.flatMap {
                    ($0 as? any SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url)
                        ?? []
                },
                seamFolder: Self.seam(in: context.package)?.directoryURL,
                workFolder: context.pluginWorkDirectoryURL))
        return [try Self.command(for: plan, seam: context.tool(named: "SeamCLI").url)]
    }

    /// Seam's package: this one, or the dependency named `Seam`.
    private static func seam(in package: Package) -> Package? {
        ([package] + package.dependencies.map(\.package)).first { $0.displayName == "Seam" }
    }

    /// The build command that carries out `plan`.
    static func command(for plan: BuildPlan, seam: URL) -> Command {
        .buildCommand(
            displayName: plan.displayName,
            executable: seam,
            arguments: plan.arguments,
            inputFiles: plan.inputs,
            outputFiles: [plan.output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode targets: the same plan, from what Xcode tells about the project. An Xcode target has
// no folder of its own, so its own seam.json is one among its files; the root seam.json is
// the one beside the .xcodeproj.
extension SeamBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        let plan = try BuildPlan(
            BuildPlan.Target(
                name: target.displayName,
                ownConfigurations: target.inputFiles.map(\.url).filter {
                    $0.lastPathComponent == "seam.json"
                },
                rootFolder: project.directoryURL,
                otherSwiftFiles: project.targets.filter { $0.id != target.id }.flatMap {
                    $0.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
                },
                seamFolder: nil,
                workFolder: context.pluginWorkDirectoryURL))
        return [Self.command(for: plan, seam: try context.tool(named: "SeamCLI").url)]
    }
}
#endif
