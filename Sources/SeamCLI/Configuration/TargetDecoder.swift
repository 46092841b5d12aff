import SeamGenerator

/// Reads one entry of `seam.json`'s `targets` into a ``Target``, through the setting table
/// (``TargetSetting/all``).
struct TargetDecoder {
    var reader: JSONObjectReader

    /// Decodes the target at `path` (`targets[0]`), paths left as written.
    ///
    /// - Throws: ``UsageError`` naming the file and the key path of the first mistake.
    func decode(_ value: JSONValue, at path: String) throws(UsageError) -> Target {
        let object = try reader.object(value, at: path, allowed: TargetSetting.keys)
        guard let sources = object["sources"] else {
            throw UsageError("\(path): missing key 'sources'", file: reader.file)
        }
        // An empty list read nothing and wrote a file without fakes, silently (issue 25 §9).
        if case .array(let paths) = sources, paths.isEmpty {
            throw reader.error(
                "expected at least one file or folder of sources", at: reader.join(path, "sources"))
        }
        var builder = TargetBuilder()
        for setting in TargetSetting.all {
            guard let key = setting.key, let value = object[key] else { continue }
            try apply(setting, value, key: key, at: reader.join(path, key), to: &builder)
        }
        return try builder.finish { problem in
            switch problem {
            case .missingOutput:
                UsageError("\(path): missing key 'outputFile' or 'outputFolder'", file: reader.file)
            case .repeatedOutput:
                UsageError(
                    "\(path): give 'outputFile' or 'outputFolder', not both", file: reader.file)
            case .selectionConflict(let word, _):
                UsageError(
                    "\(reader.join(path, "protocols")): \(word) cannot be combined with "
                        + "'protocolsFile'",
                    file: reader.file)
            case .badAccessLevel:
                reader.error(
                    "expected one of: "
                        + AccessLevel.allCases.map(\.rawValue).joined(separator: ", "),
                    at: reader.join(path, "accessLevel"))
            case .badDefault(let spelled, let reason):
                reader.error(reason, at: spelled)
            }
        }
    }

    private func apply(
        _ setting: TargetSetting, _ value: JSONValue, key: String, at path: String,
        to builder: inout TargetBuilder
    ) throws(UsageError) {
        switch setting.apply {
        case .string(let isList, let set):
            let texts =
                isList ? try reader.strings(value, at: path) : [try reader.string(value, at: path)]
            for (index, text) in texts.enumerated() {
                if let problem = setting.syntax?.problem(with: text) {
                    throw reader.error(problem, at: isList ? "\(path)[\(index)]" : path)
                }
                set(&builder, TargetSetting.Given(text: text, spelled: key))
            }
        case .toggle(_, let set):
            guard case .bool(let flag) = value else {
                throw reader.mismatch(value, at: path, expected: "true or false")
            }
            set(&builder, flag)
        case .json(let read):
            try read(&builder, value, path, reader)
        }
    }
}
