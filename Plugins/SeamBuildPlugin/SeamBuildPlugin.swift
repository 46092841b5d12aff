import Foundation
import PackagePlugin

/// Generates a test target's fakes into the build's plugin work directory on every build
/// whose inputs changed, so no generated file is committed.
///
/// The settings come from `seam.json` in the target's own folder (one target; exclude the file
/// from the target in Package.swift), or else from the entry of the package's root
/// `seam.json` whose `name` is the target's name. Either way the output is replaced by one
/// file, `Fakes.swift` in the work directory, which is compiled into the target.
///
/// It is a build command, not a prebuild command: prebuild commands cannot run a tool that is
/// built from source. Its inputs are the configuration file and every Swift file of the
/// package's other source targets, so editing a protocol regenerates the fakes.
@main
struct SeamBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let seam = try context.tool(named: "SeamCLI")
        let work = context.pluginWorkDirectoryURL
        let output = work.appending(path: "Fakes.swift")
        let (config, selection) = try configuration(for: target, in: context.package)
        let arguments =
            ["--config", config.path] + selection + [
                "--output-file", output.path,
                "--cache-dir", work.appending(path: "cache").path,
                "--quiet",
            ]
        var inputs = [config] + defaultTemplates(of: context.package)
        for other in context.package.targets where other.id != target.id {
            guard let module = other as? any SourceModuleTarget else { continue }
            inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
        }
        return [
            .buildCommand(
                displayName: "Generating fakes for \(target.name)",
                executable: seam.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// Seam's default templates, which are built into `seam` from its own package's
    /// `Templates/` folder: inputs too, so that editing them (and rebuilding `seam`)
    /// regenerates even where the build does not count the rebuilt tool as a changed input.
    private func defaultTemplates(of package: Package) -> [URL] {
        let seam = [package] + package.dependencies.map(\.package)
        guard let owner = seam.first(where: { $0.displayName == "Seam" }) else { return [] }
        let folder = owner.directoryURL.appending(path: "Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".stencil") }.sorted().map {
            folder.appending(path: $0)
        }
    }

    /// The configuration file, and `--target` when it is the package's shared one.
    private func configuration(
        for target: SwiftSourceModuleTarget, in package: Package
    ) throws -> (URL, [String]) {
        let local = target.directoryURL.appending(path: "seam.json")
        if FileManager.default.fileExists(atPath: local.path) {
            return (local, [])
        }
        let shared = package.directoryURL.appending(path: "seam.json")
        if FileManager.default.fileExists(atPath: shared.path) {
            return (shared, ["--target", target.name])
        }
        throw SeamPluginError(
            "no seam.json for target '\(target.name)': add one to its folder, or add an entry "
                + "named '\(target.name)' to the package's seam.json")
    }
}

/// A problem the plugin reports to SwiftPM.
struct SeamPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
