import Foundation
import SeamGenerator

/// A `seam.json` file: a list of targets, each the settings of one generation.
///
/// ```json
/// { "targets": [ { "name": "App", "sources": ["Sources/App"], "outputFolder": "Fakes" } ] }
/// ```
/// Relative paths are relative to the file's folder. An unknown key or a value of the wrong
/// type is an error that names the file and the key path (`targets[0].sorces`).
package struct ConfigurationFile: Sendable, Hashable {
    /// The path the file was read from.
    package var path: String
    /// Its targets, in file order, with paths already made relative to the current folder.
    package var targets: [Target]

    /// The top-level keys.
    static let topLevelKeys = ["targets"]

    /// Reads and checks the file at `path`.
    ///
    /// - Throws: ``UsageError`` for a missing, unreadable or malformed file.
    package static func load(path: String) throws(UsageError) -> ConfigurationFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UsageError(exists ? "cannot read the file" : "no such file", file: path)
        }
        return try decode(data, path: path)
    }

    /// Checks the text of a configuration read from `path`.
    ///
    /// - Throws: ``UsageError`` naming the file and the offending key.
    package static func decode(_ data: Data, path: String) throws(UsageError) -> ConfigurationFile {
        let root: JSONValue
        let locations: JSONLocations
        do throws(JSONParser.SyntaxError) {
            (root, locations) = try JSONParser.parseLocated([UInt8](data))
        } catch {
            throw UsageError(
                "invalid JSON: \(error.message)", file: "\(path):\(error.line):\(error.column)")
        }
        let reader = JSONObjectReader(file: path, locations: locations)
        let object = try reader.object(root, at: "", allowed: topLevelKeys)
        guard let list = object["targets"] else {
            throw UsageError("missing key 'targets'", file: path)
        }
        let entries = try reader.array(list, at: "targets")
        if entries.isEmpty {
            throw UsageError("targets: expected at least one target", file: path)
        }
        var targets: [Target] = []
        for (index, entry) in entries.enumerated() {
            let key = "targets[\(index)]"
            var target = try TargetDecoder(reader: reader).decode(entry, at: key)
                .resolved(relativeTo: Path.directory(of: path))
            if let module = target.request.module,
                let mismatch = ModuleInference.mismatch(of: module, sources: target.request.sources)
            {
                target.warnings.append("\(path): warning: \(key).module: \(mismatch)")
            }
            targets.append(target)
        }
        try checkOutputsApart(targets, file: path)
        return ConfigurationFile(path: path, targets: targets)
    }

    /// Throws when two targets write the same output, or one writes a file directly in the
    /// other's output folder: each run would overwrite the other's file or remove it as an
    /// orphan.
    private static func checkOutputsApart(_ targets: [Target], file: String) throws(UsageError) {
        // Absolute, standardized and with links resolved, so that `Fakes`, `./Fakes`, `Fakes/`
        // and a link to `Fakes` are one folder.
        // Each resolved once: a real path costs a `realpath` call per missing part.
        let outputs = targets.indices.map { index -> (key: String, path: String, isFolder: Bool) in
            switch targets[index].request.output {
            case .file(let output): ("targets[\(index)].outputFile", Path.realPath(output), false)
            case .folder(let output):
                ("targets[\(index)].outputFolder", Path.realPath(output), true)
            }
        }
        // The first target by output path, by output folder and by the folder of an output
        // file: each target is checked against the earliest one it overlaps in a few look-ups,
        // where comparing every pair made a seam.json quadratic in its targets (issue 26).
        var byPath: [String: Int] = [:]
        var byFolder: [String: Int] = [:]
        var byFileFolder: [String: Int] = [:]
        for later in targets.indices {
            let (laterKey, laterPath, laterIsFolder) = outputs[later]
            let folderOfFile = laterIsFolder ? nil : Path.directory(of: laterPath)
            let overlapping = [
                byPath[laterPath],
                folderOfFile.flatMap { byFolder[$0] },
                laterIsFolder ? byFileFolder[laterPath] : nil,
            ].compactMap { $0 }.min()
            if let earlier = overlapping {
                throw UsageError(
                    "\(laterKey): overlaps \(outputs[earlier].key): each target would overwrite or "
                        + "remove the other's files; give each its own output",
                    file: file)
            }
            byPath[laterPath] = byPath[laterPath] ?? later
            if laterIsFolder {
                byFolder[laterPath] = byFolder[laterPath] ?? later
            } else if let folderOfFile {
                byFileFolder[folderOfFile] = byFileFolder[folderOfFile] ?? later
            }
        }
    }
}
