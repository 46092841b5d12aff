/// A parsed JSON value (``JSONParser``), kept untyped so the configuration reader can name every
/// key and type it does not expect instead of failing the way a `Decodable` type would.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What the value is, for messages: `a string`, `a number`.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
