/// A value a template can read: the model the generator hands to ``Template/render(_:)``.
///
/// Templates print strings and ints (`{{ name }}`), test any value for truthiness
/// (`{% if isAsync %}`), loop over arrays (`{% for member in members %}`) and read object
/// fields with dots (`{{ member.name }}`). Build it in Swift with literals:
///
/// ```swift
/// let context: [String: TemplateValue] = ["name": "Clock", "members": [["name": "now"]]]
/// ```
package indirect enum TemplateValue: Sendable, Hashable {
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

    /// Whether `{% if %}` takes this value as true: a `true` bool, a non-empty string,
    /// array or object, or an int other than 0.
    package var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .array(let items): return !items.isEmpty
        case .object(let fields): return !fields.isEmpty
        }
    }

    /// The kind of value with its article, for error messages: "a string", "an array".
    package var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a bool"
        case .int: return "an int"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
