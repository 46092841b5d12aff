import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory seam [options]`: rewrites the committed
/// fakes that the package's root `seam.json` lists.
///
/// Runs `seam --config seam.json <options>` in the package folder, so every `seam` flag works
/// (`--check`, `--target Name`, `--dry-run`); arguments starting with `generate` are passed
/// on unchanged instead. Paths stay relative to the package, so the headers of committed files
/// do not depend on where the package is checked out.
@main
struct SeamCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let seam = try context.tool(named: "SeamCLI")
        let package = context.package.directoryURL
        let process = Process()
        process.executableURL = seam.url
        process.currentDirectoryURL = package
        process.arguments =
            arguments.first == "generate"
            ? arguments
            : ["--config", "seam.json"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SeamCommandError(status: process.terminationStatus)
        }
    }
}

/// `seam` failed; it has already printed why.
struct SeamCommandError: Error, CustomStringConvertible {
    var status: Int32

    var description: String { "seam exited with status \(status)" }
}
