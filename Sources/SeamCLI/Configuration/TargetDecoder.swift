/// Reads one entry of `seam.json`'s `targets` into ``TargetSettings``.
struct TargetDecoder {
    /// The keys of a target, in the order the documentation lists them.
    static let keys = [
        "name", "sources", "referenceSources", "protocols", "protocolsFile", "injector",
        "module", "outputFile", "outputFolder", "templates", "imports", "testableImports",
        "accessLevel", "stubTypes", "nonisolatedNonsending", "subclassing", "spies",
    ]

    var reader: JSONObjectReader

    /// Decodes the target at `path` (`targets[0]`), paths left as written.
    func decode(_ value: JSONValue, at path: String) throws(UsageError) -> TargetSettings {
        let object = try reader.object(value, at: path, allowed: Self.keys)
        func key(_ name: String) -> String { reader.join(path, name) }
        var settings = TargetSettings()
        settings.name = try object["name"].map { (v) throws(UsageError) in
            try reader.string(v, at: key("name"))
        }
        guard let sources = object["sources"] else {
            throw UsageError("\(path): missing key 'sources'", file: reader.file)
        }
        settings.sources = try reader.strings(sources, at: key("sources"))
        settings.referenceSources = try strings(object, key: "referenceSources", at: path)
        settings.selection = try selection(object, at: path)
        settings.injector = try string(object, key: "injector", at: path)
        settings.module = try string(object, key: "module", at: path)
        settings.output = try output(object, at: path)
        settings.templates = try string(object, key: "templates", at: path)
        settings.imports = try strings(object, key: "imports", at: path)
        settings.testableImports = try strings(object, key: "testableImports", at: path)
        settings.accessLevel = try string(object, key: "accessLevel", at: path)
        if let level = settings.accessLevel, !TargetSettings.accessLevels.contains(level) {
            throw UsageError(
                "\(key("accessLevel")): expected one of: public, package, internal",
                file: reader.file)
        }
        settings.writesStubTypes = try bool(object, key: "stubTypes", at: path) ?? true
        settings.nonisolatedNonsending = try bool(object, key: "nonisolatedNonsending", at: path)
        settings.subclassesFakes = try bool(object, key: "subclassing", at: path) ?? true
        settings.makesSpies = try bool(object, key: "spies", at: path) ?? true
        return settings
    }

    private func string(
        _ object: [String: JSONValue], key: String, at path: String
    ) throws(UsageError) -> String? {
        guard let value = object[key] else { return nil }
        return try reader.string(value, at: reader.join(path, key))
    }

    private func bool(
        _ object: [String: JSONValue], key: String, at path: String
    ) throws(UsageError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else {
            throw reader.mismatch(value, at: reader.join(path, key), expected: "true or false")
        }
        return flag
    }

    private func strings(
        _ object: [String: JSONValue], key: String, at path: String
    ) throws(UsageError) -> [String] {
        guard let value = object[key] else { return [] }
        return try reader.strings(value, at: reader.join(path, key))
    }

    /// `protocols` (names, `"all"` or `"annotated"`) and `protocolsFile`.
    private func selection(
        _ object: [String: JSONValue], at path: String
    ) throws(UsageError) -> TargetSettings.Selection {
        let file = try string(object, key: "protocolsFile", at: path)
        let key = reader.join(path, "protocols")
        switch object["protocols"] {
        case nil:
            return file.map { .listed(names: [], files: [$0]) } ?? .annotated
        case .array?:
            let names = try reader.strings(object["protocols"]!, at: key)
            return .listed(names: names, files: file.map { [$0] } ?? [])
        case .string(let word)? where word == "all" || word == "annotated":
            if file != nil {
                throw UsageError(
                    "\(key): \"\(word)\" cannot be combined with 'protocolsFile'",
                    file: reader.file)
            }
            return word == "all" ? .all : .annotated
        case let other?:
            throw reader.mismatch(
                other, at: key, expected: "an array of names, \"all\" or \"annotated\"")
        }
    }

    /// Exactly one of `outputFile` and `outputFolder`.
    private func output(
        _ object: [String: JSONValue], at path: String
    ) throws(UsageError) -> TargetSettings.Output {
        let file = try string(object, key: "outputFile", at: path)
        let folder = try string(object, key: "outputFolder", at: path)
        switch (file, folder) {
        case (let file?, nil): return .file(file)
        case (nil, let folder?): return .folder(folder)
        case (_?, _?):
            throw UsageError(
                "\(path): give 'outputFile' or 'outputFolder', not both", file: reader.file)
        case (nil, nil):
            throw UsageError(
                "\(path): missing key 'outputFile' or 'outputFolder'", file: reader.file)
        }
    }
}
