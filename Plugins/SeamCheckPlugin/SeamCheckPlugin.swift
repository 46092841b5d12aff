import Foundation
import PackagePlugin

/// `swift package seam-check [options]`: `seam --check` over the root `seam.json`, without
/// the permission to write to the package (SwiftPM grants permissions to a command, not to
/// its arguments, so checking has a command of its own); `--dry-run` prints the text instead.
///
/// It writes nothing. In Xcode it is the "SeamCheckPlugin" item of the context menu.
/// ``CommandPlan`` decides the command line.
@main
struct SeamCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let plan = CommandPlan(
            .check, arguments: arguments, rootFolder: context.package.directoryURL)
        try plan.run(seam: context.tool(named: "SeamCLI").url)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same plan, run in the folder of the .xcodeproj.
extension SeamCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let plan = CommandPlan(
            .check, arguments: arguments, rootFolder: context.xcodeProject.directoryURL)
        try plan.run(seam: context.tool(named: "SeamCLI").url)
    }
}
#endif
