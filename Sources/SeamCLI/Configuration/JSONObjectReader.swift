import SeamGenerator

/// Reads typed values out of a ``JSONValue``, with errors naming the file and key path.
struct JSONObjectReader {
    /// The file the value came from, for messages.
    var file: String
    /// Where its values and keys are, for messages that point at one (``error(_:at:isKey:)``).
    var locations = JSONLocations()

    /// `value` as an object whose keys are all in `allowed` (any keys when it is `nil`).
    func object(
        _ value: JSONValue, at path: String, allowed: [String]?
    ) throws(UsageError) -> [String: JSONValue] {
        guard case .object(let object) = value else {
            throw mismatch(value, at: path, expected: "an object")
        }
        if let allowed,
            let unknown = object.keys.sorted().first(where: { !allowed.contains($0) })
        {
            let guesses = EditDistance.closest(to: unknown, among: allowed)
            let hint =
                guesses.isEmpty
                ? " (expected one of: " + allowed.joined(separator: ", ") + ")"
                : EditDistance.didYouMean(guesses)
            throw UsageError("\(join(path, unknown)): unknown key" + hint, file: file)
        }
        return object
    }

    /// `value` as an array.
    func array(_ value: JSONValue, at path: String) throws(UsageError) -> [JSONValue] {
        guard case .array(let array) = value else {
            throw mismatch(value, at: path, expected: "an array")
        }
        return array
    }

    /// `value` as a non-empty string.
    func string(_ value: JSONValue, at path: String) throws(UsageError) -> String {
        guard case .string(let string) = value else {
            throw mismatch(value, at: path, expected: "a string")
        }
        if string.isEmpty {
            throw UsageError("\(path): expected a non-empty string", file: file)
        }
        // A NUL ends a path for the system: 'a\u0000b' would be read and written as 'a'.
        if string.utf8.contains(0) {
            throw UsageError("\(path): expected a string without NUL characters", file: file)
        }
        return string
    }

    /// `value` as an array of non-empty strings.
    func strings(_ value: JSONValue, at path: String) throws(UsageError) -> [String] {
        guard case .array(let array) = value else {
            throw mismatch(value, at: path, expected: "an array of strings")
        }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            strings.append(try string(element, at: "\(path)[\(index)]"))
        }
        return strings
    }

    /// The error `message` about the value at `path` (or about its key, when `isKey`), at its
    /// line and column: `seam.json:4:19: error: targets[0].module: ...`.
    func error(_ message: String, at path: String, isKey: Bool = false) -> UsageError {
        let position = isKey ? locations.keys[path] : locations.values[path]
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return UsageError("\(path): \(message)", file: place)
    }

    /// The error for a value of the wrong type.
    func mismatch(_ value: JSONValue, at path: String, expected: String) -> UsageError {
        let location = path.isEmpty ? "" : "\(path): "
        return UsageError("\(location)expected \(expected), found \(value.kind)", file: file)
    }

    /// `path.key`, or `key` at the top level.
    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
