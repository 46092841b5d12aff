import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory seam [options]`: rewrites the committed
/// fakes that the root `seam.json` lists; in Xcode, the "SeamCommandPlugin" item of a
/// project's or package's context menu.
///
/// Runs `seam --config seam.json <options>` in the package's (or project's) folder, so every
/// `seam` flag works; ``CommandPlan`` (in `Shared/`, tested by `SeamPluginTests`) decides
/// the command line. `swift package seam-check` checks without the write permission.
@main
struct SeamCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let plan = CommandPlan(
            .write, arguments: arguments, rootFolder: context.package.directoryURL)
        try plan.run(seam: context.tool(named: "SeamCLI").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same plan, run in the folder of the .xcodeproj.
extension SeamCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let plan = CommandPlan(
            .write, arguments: arguments, rootFolder: context.xcodeProject.directoryURL)
        try plan.run(seam: context.tool(named: "SeamCLI").url)
    }
}
#endif
