/// A value a template can read: the model the generator hands to ``Template/render(_:)``.
///
/// Templates print strings and ints (`{{ name }}`), test any value for truthiness
/// (`{% if isAsync %}`), loop over arrays (`{% for member in members %}`) and read object
/// fields with dots (`{{ member.name }}`). Build it in Swift with literals:
///
/// ```swift
/// let context: [String: TemplateValue] = ["name": "Clock", "members": [["name": "now"]]]
/// ```
package enum TemplateValue: Sendable {
    /// Text; printed as is.
    case string(String)
    /// A flag for `{% if %}`; printing it is an error.
    case bool(Bool)
    /// A number; printed in decimal.
    case int(Int)
    /// A list for `{% for %}`; printing it is an error.
    case array([TemplateValue])
    /// Named fields read with `.`; printing it is an error.
    case object([String: TemplateValue])
    /// Named fields read with `.`, laid out by a shared shape: read exactly like an
    /// `.object` with the same fields, and equal to it.
    case record(TemplateRecord)

    /// Whether `{% if %}` takes this value as true: a `true` bool, a non-empty string,
    /// array or object, or an int other than 0.
    package var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .array(let items): return !items.isEmpty
        case .object(let fields): return !fields.isEmpty
        case .record(let record): return !record.values.isEmpty
        }
    }

    /// Whether the value has fields: an `.object` or a `.record`.
    var isObject: Bool {
        switch self {
        case .object, .record: return true
        case .string, .bool, .int, .array: return false
        }
    }

    /// The kind of value with its article, for error messages: "a string", "an array".
    package var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a bool"
        case .int: return "an int"
        case .array: return "an array"
        case .object, .record: return "an object"
        }
    }
}

extension TemplateValue: Hashable {
    /// Equal values of the same kind; a `.record` equals the `.object` of its fields.
    package static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.int(let left), .int(let right)): return left == right
        case (.array(let left), .array(let right)): return left == right
        case (.object(let left), .object(let right)): return left == right
        case (.record(let left), .record(let right)): return left == right
        case (.record(let record), .object(let fields)), (.object(let fields), .record(let record)):
            return record.fields == fields
        default: return false
        }
    }

    /// Hashes the kind and the contents; a `.record` hashes as the `.object` of its fields.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text):
            hasher.combine(0)
            hasher.combine(text)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .int(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .array(let items):
            hasher.combine(3)
            hasher.combine(items)
        case .object(let fields):
            hasher.combine(4)
            hasher.combine(fields)
        case .record(let record):
            hasher.combine(4)
            hasher.combine(record.fields)
        }
    }
}
