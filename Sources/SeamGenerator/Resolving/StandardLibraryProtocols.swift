/// Standard-library protocols whose requirements a fake must implement, as Swift source that
/// the parser reads like a reference source.
///
/// This is input describing the standard library, not generated text, so it lives here
/// rather than in `Templates/`. Protocols with no requirements a class must write
/// (`Sendable`, `Error`, `Identifiable`) and those implemented by fixed template text
/// (`Equatable`, `Hashable`, `Comparable`, `Codable`) are handled by ``ProtocolFlattener``.
enum StandardLibraryProtocols {
    /// The path the parsed declarations carry.
    static let path = "<standard library>"

    /// The declarations.
    static let source = """
        protocol CustomStringConvertible {
            var description: String { get }
        }
        protocol CustomDebugStringConvertible {
            var debugDescription: String { get }
        }
        protocol LosslessStringConvertible: CustomStringConvertible {
            init?(_ description: String)
        }
        protocol RawRepresentable {
            associatedtype RawValue
            init?(rawValue: RawValue)
            var rawValue: RawValue { get }
        }
        protocol IteratorProtocol {
            associatedtype Element
            mutating func next() -> Element?
        }
        protocol CustomReflectable {
            var customMirror: Mirror { get }
        }
        """

    /// The parsed declarations.
    static func parsed() -> ParsedFile {
        Parser.parse(source: source, path: path)
    }
}
