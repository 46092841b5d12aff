import Foundation

/// What `SeamBuildPlugin` runs for one target, decided the same way for a SwiftPM target and
/// for an Xcode target.
///
/// Each entry point (`BuildToolPlugin`, `XcodeBuildToolPlugin`) only gathers facts from its
/// host into a ``Target`` and turns the plan into a build command; every decision is made
/// here: which `seam.json`, which of its targets, which inputs, where the output goes.
///
/// This folder is compiled into every plugin and into `SeamPluginTests` through symbolic
/// links (`Plugins/*/Shared`, `Tests/SeamPluginTests/Shared`): a plugin cannot depend on a
/// library, and a test cannot import a plugin.
struct BuildPlan: Equatable {
    /// What the host knows about the target being built.
    struct Target {
        /// The target's name: the root `seam.json` lists its settings under this name.
        var name: String
        /// Where a `seam.json` of this target alone may be, in order; the first that exists
        /// wins over the root one. SwiftPM: the target's folder; Xcode: the target's files.
        var ownConfigurations: [URL]
        /// The package's folder, or the folder of the Xcode project.
        var rootFolder: URL
        /// The Swift files of the package's or project's other targets: the protocols' sources.
        var otherSwiftFiles: [URL]
        /// The folder of Seam's own package, whose `Templates/` are built into `seam`; `nil`
        /// where the host does not say (Xcode names no package dependencies).
        var seamFolder: URL?
        /// The plugin's work folder for this target, the one place a build command may write.
        var workFolder: URL
    }

    /// The name of the file every fake goes into, in the work folder.
    static let outputName = "Fakes.swift"

    /// The line the build log shows.
    var displayName: String
    /// The arguments of `seam`.
    var arguments: [String]
    /// The files whose change reruns `seam`: the configuration, the other targets' Swift files
    /// and Seam's default templates.
    var inputs: [URL]
    /// The one file `seam` writes, compiled into the target.
    var output: URL

    /// The plan for `target`.
    ///
    /// - Throws: ``SeamPluginError`` when the target has no `seam.json` of its own and the
    ///   root folder has none either.
    init(_ target: Target) throws(SeamPluginError) {
        let exists = { (url: URL) in FileManager.default.fileExists(atPath: url.path) }
        let configuration: URL
        var selection: [String] = []
        if let own = target.ownConfigurations.first(where: exists) {
            configuration = own
        } else {
            configuration = target.rootFolder.appendingPathComponent("seam.json")
            guard exists(configuration) else {
                let folder = target.rootFolder.path
                throw SeamPluginError(
                    "no seam.json for target '\(target.name)': add one to its folder, or add an "
                        + "entry named '\(target.name)' to the seam.json in \(folder)")
            }
            selection = ["--target", target.name]
        }
        output = target.workFolder.appendingPathComponent(Self.outputName)
        displayName = "Generating fakes for \(target.name)"
        arguments =
            ["--config", configuration.path] + selection + [
                "--output-file", output.path,
                "--build-plugin",
            ]
        inputs = [configuration] + target.otherSwiftFiles + Self.templates(in: target.seamFolder)
    }

    /// The default templates in Seam's `Templates/` folder: inputs too, so that editing one
    /// (and rebuilding `seam`) reruns it where the build does not count the rebuilt tool as
    /// a changed input.
    private static func templates(in seamFolder: URL?) -> [URL] {
        guard let folder = seamFolder?.appendingPathComponent("Templates") else { return [] }
        // A folder that cannot be listed leaves the templates out of the inputs, nothing more.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".stencil") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }
}
