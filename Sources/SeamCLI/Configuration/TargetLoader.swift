import Foundation
import SeamGenerator

/// Finds the targets of a run: those of `seam.json` (or `--config`), or the one that
/// `seam generate`'s flags describe.
struct TargetLoader {
    /// The targets, paths relative to the current folder, and notes about what was inferred.
    struct Loaded {
        var targets: [Target]
        var notes: [String] = []
        /// The `seam.json` read, or `nil` for `seam generate`.
        var configuration: String? = nil
    }

    /// The targets `options` asks for.
    ///
    /// - Throws: ``RunFailure`` (usage) for a missing or bad `seam.json` or target name.
    static func load(_ options: RunOptions) throws(RunFailure) -> Loaded {
        if var target = options.target {
            target.request.isRegeneratedOnEveryBuild = options.isBuildPlugin
            var notes: [String] = []
            if let module = target.request.module,
                let mismatch = ModuleInference.mismatch(of: module, sources: target.request.sources)
            {
                notes.append("warning: '--module': \(mismatch)")
            }
            if target.request.module == nil,
                let inferred = ModuleInference.module(of: target.request)
            {
                target.request.module = inferred.name
                notes.append(
                    "note: --module \(inferred.name) inferred from \(inferred.folder) "
                        + "(pass --module to choose another)")
            }
            return Loaded(targets: [target], notes: notes)
        }
        do throws(UsageError) {
            let path: String
            if let given = options.configPath {
                path = given
            } else {
                path = try findConfiguration()
            }
            let file = try ConfigurationFile.load(path: path)
            let selection = try PluginTargetSelection(options.pluginTargetNames, in: file)
            var targets = try configuration(
                file, names: options.targetNames + selection.names,
                isAll: options.targetNames.isEmpty && options.pluginTargetNames.isEmpty)
            // What regenerates every target of a seam.json, whichever was asked for and
            // however the file was found, so the headers do not depend on it.
            for index in targets.indices {
                targets[index].request.regenerateCommand = "swift run seam"
            }
            if let output = options.outputOverride {
                guard targets.count == 1 else {
                    throw UsageError(
                        "an output flag with seam.json needs exactly one target "
                            + "(choose it with --target)")
                }
                targets[0].request.output = output
            }
            if options.isBuildPlugin {
                for index in targets.indices {
                    targets[index].request.isRegeneratedOnEveryBuild = true
                }
            }
            return Loaded(
                targets: targets,
                notes: selection.notes + targets.flatMap(\.warnings), configuration: path)
        } catch {
            throw RunFailure(error)
        }
    }

    /// `seam.json` in the current folder or the nearest parent that has one, as a relative
    /// path (`../../seam.json`), the way git and SwiftPM find their root.
    ///
    /// - Throws: ``UsageError`` when no folder up to the root has one.
    static func findConfiguration(
        from folder: String = FileManager.default.currentDirectoryPath
    ) throws(UsageError) -> String {
        let depth = Path.parts(of: folder).count
        for level in 0...depth {
            let path = Array(repeating: "..", count: level).joined(separator: "/")
            let candidate = Path.join(path.isEmpty ? "." : path, "seam.json")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: Path.join(folder, candidate), isDirectory: &isFolder), !isFolder.boolValue
            {
                return candidate
            }
        }
        throw UsageError(
            "no seam.json in the current folder or any parent (write one, or pass flags to "
                + "'seam generate')")
    }

    private static func configuration(
        _ file: ConfigurationFile, names: [String], isAll: Bool
    ) throws(UsageError) -> [Target] {
        let path = file.path
        guard !isAll else { return file.targets }
        let known = file.targets.compactMap(\.name)
        if let missing = names.first(where: { !known.contains($0) }) {
            let list = known.isEmpty ? "none has a name" : known.joined(separator: ", ")
            throw UsageError("no target named '\(missing)' (targets: \(list))", file: path)
        }
        return file.targets.filter { $0.name.map(names.contains) ?? false }
    }
}
