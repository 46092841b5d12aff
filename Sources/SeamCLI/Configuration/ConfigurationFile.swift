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
        do throws(JSONParser.SyntaxError) {
            root = try JSONParser.parse([UInt8](data))
        } catch {
            throw UsageError(
                "invalid JSON: \(error.message)", file: "\(path):\(error.line):\(error.column)")
        }
        let reader = JSONObjectReader(file: path)
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
            let target = try TargetDecoder(reader: reader).decode(entry, at: "targets[\(index)]")
            targets.append(target.resolved(relativeTo: Path.directory(of: path)))
        }
        return ConfigurationFile(path: path, targets: targets)
    }
}
