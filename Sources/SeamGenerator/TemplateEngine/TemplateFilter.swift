/// A filter of `{{ value | filter }}` or `{{ value | filter:"argument" }}`.
enum TemplateFilter: String, Sendable, Hashable, CaseIterable {
    /// Number of items of an array or object, or characters of a string.
    case count
    /// Prefixes every line after the first that is not empty with the argument.
    case indent
    /// Joins an array of strings and ints with the argument.
    case join
    /// Lowercases the first character of a string.
    case lowerFirst
    /// Uppercases the first character of a string.
    case upperFirst

    /// Whether the filter needs a `:"argument"`; the others take none.
    var needsArgument: Bool {
        switch self {
        case .indent, .join: return true
        case .count, .lowerFirst, .upperFirst: return false
        }
    }

    /// The filter names, sorted, for error messages.
    static let knownNames = allCases.map(\.rawValue).sorted().joined(separator: ", ")

    /// Applies the filter to `value`.
    ///
    /// - Throws: A message naming the filter and the kind of value it got.
    func apply(to value: TemplateValue, argument: String?) throws(TagMessage) -> TemplateValue {
        switch self {
        case .count:
            switch value {
            case .array(let items): return .int(items.count)
            case .object(let fields): return .int(fields.count)
            case .record(let record): return .int(record.values.count)
            case .string(let text): return .int(text.count)
            case .bool, .int: throw mismatch("an array, object or string", value)
            }
        case .indent:
            return .string(Self.indent(try string(value), with: argument ?? ""))
        case .join:
            return .string(try join(value, separator: argument ?? ""))
        case .lowerFirst:
            let text = try string(value)
            return .string(text.prefix(1).lowercased() + text.dropFirst())
        case .upperFirst:
            let text = try string(value)
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        }
    }

    private func string(_ value: TemplateValue) throws(TagMessage) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .bool, .array, .object, .record: throw mismatch("a string", value)
        }
    }

    private func join(_ value: TemplateValue, separator: String) throws(TagMessage) -> String {
        guard case .array(let items) = value else {
            throw mismatch("an array of strings", value)
        }
        var parts: [String] = []
        parts.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .string(let text): parts.append(text)
            case .int(let number): parts.append(String(number))
            case .bool, .array, .object, .record:
                throw TagMessage(
                    "filter 'join' expects an array of strings, got an array holding \(item.kindDescription)"
                )
            }
        }
        return parts.joined(separator: separator)
    }

    private func mismatch(_ expected: String, _ value: TemplateValue) -> TagMessage {
        TagMessage("filter '\(rawValue)' expects \(expected), got \(value.kindDescription)")
    }

    /// Prefixes each line of `text` after the first with `prefix`, except empty lines.
    ///
    /// Lines are split at `\n`; a line is empty when it has no characters at all.
    static func indent(_ text: String, with prefix: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var isFirst = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !isFirst {
                result.append("\n")
                if !line.isEmpty { result.append(prefix) }
            }
            result.append(contentsOf: line)
            isFirst = false
        }
        return result
    }
}
