/// Finds the targets of a run: those of `seam.json` (or `--config`), or the one that
/// `seam generate`'s flags describe, with the cache folder they use.
struct TargetLoader {
    /// The targets, paths relative to the current folder, and their cache folder.
    struct Loaded {
        var targets: [TargetSettings]
        var cacheDirectory: String
    }

    /// The targets `options` asks for.
    ///
    /// - Throws: ``RunFailure`` (usage) for a missing or bad `seam.json` or target name.
    static func load(_ options: RunOptions) throws(RunFailure) -> Loaded {
        switch options.source {
        case .flags(let settings):
            return Loaded(
                targets: [settings],
                cacheDirectory: options.cacheDirectory ?? ".build/seam")
        case .configuration(let path, let names):
            do throws(UsageError) {
                var targets = try configuration(path, names: names)
                if let output = options.outputOverride {
                    guard targets.count == 1 else {
                        throw UsageError(
                            "an output flag with seam.json needs exactly one target "
                                + "(choose it with --target)")
                    }
                    targets[0].output = output
                }
                let cache = Path.join(Path.directory(of: path), ".build/seam")
                return Loaded(targets: targets, cacheDirectory: options.cacheDirectory ?? cache)
            } catch {
                throw RunFailure(error)
            }
        }
    }

    private static func configuration(
        _ path: String, names: [String]
    ) throws(UsageError) -> [TargetSettings] {
        if path == "seam.json", FileStatus.of(path) == nil {
            throw UsageError(
                "no seam.json in the current folder (write one, or pass flags to 'seam generate')")
        }
        let file = try ConfigurationFile.load(path: path)
        guard !names.isEmpty else { return file.targets }
        let known = file.targets.compactMap(\.name)
        if let missing = names.first(where: { !known.contains($0) }) {
            let list = known.isEmpty ? "none has a name" : known.joined(separator: ", ")
            throw UsageError("no target named '\(missing)' (targets: \(list))", file: path)
        }
        return file.targets.filter { $0.name.map(names.contains) ?? false }
    }
}
