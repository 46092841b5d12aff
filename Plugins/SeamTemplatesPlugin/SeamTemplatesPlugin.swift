import Foundation
import PackagePlugin

/// Builds the default templates into SeamGenerator: every `Templates/*.stencil` of this
/// package becomes a string in one generated Swift file, so that a `seam` binary copied
/// anywhere has them. `Templates/` stays the one source of the generated text.
@main
struct SeamTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let templates = names.filter { $0.hasSuffix(".stencil") }.sorted().map {
            folder.appending(path: $0)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default templates",
                executable: try context.tool(named: "SeamTemplateEmbedder").url,
                arguments: [output.path] + templates.map(\.path),
                inputFiles: templates,
                outputFiles: [output])
        ]
    }
}
