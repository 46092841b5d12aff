/// A standard protocol that the flattener knows by name instead of by its declaration: what
/// it implies, and whether it makes a protocol class-bound.
enum KnownStandardProtocol: String, Sendable, Hashable, CaseIterable {
    case equatable = "Equatable"
    case hashable = "Hashable"
    case comparable = "Comparable"
    case identifiable = "Identifiable"
    case error = "Error"
    case sendable = "Sendable"
    case anyObject = "AnyObject"
    case actor = "Actor"
    case anyActor = "AnyActor"
    case codable = "Codable"
    case encodable = "Encodable"
    case decodable = "Decodable"
    case localizedError = "LocalizedError"
    case copyable = "Copyable"
    case escapable = "Escapable"
    case bitwiseCopyable = "BitwiseCopyable"
    case sendableMetatype = "SendableMetatype"

    /// The protocols a protocol inheriting this one also conforms to, itself included:
    /// `Codable` is `Encodable` and `Decodable`, `Hashable` and `Comparable` are `Equatable`,
    /// `Error` and `LocalizedError` are `Sendable`.
    var withImplied: [KnownStandardProtocol] {
        switch self {
        case .codable: [self, .encodable, .decodable]
        case .hashable, .comparable: [self, .equatable]
        case .error, .localizedError: [self, .sendable]
        default: [self]
        }
    }

    /// Whether a protocol that inherits it is class-bound.
    var makesClassBound: Bool { self == .anyObject || self == .actor }
}
