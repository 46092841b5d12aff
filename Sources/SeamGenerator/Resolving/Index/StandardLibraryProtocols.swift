/// Standard-library protocols (and Foundation's `ContiguousBytes`) whose requirements a fake
/// must implement, as Swift source that the parser reads like a reference source.
///
/// This is input describing the standard library, not generated text, so it lives here
/// rather than in `Templates/`. Protocols with no requirements a class must write
/// (`Sendable`, `Error`, `Identifiable`) and those implemented by fixed template text
/// (`Equatable`, `Hashable`, `Comparable`, `Codable`) are handled by ``ProtocolFlattener``.
///
/// Some declarations are simplified where the real associated type would make every fake
/// generic for no use: `CaseIterable` asks for `static var allCases: [Self]` (a fake has no
/// cases, so `allCases` is an empty array a test may set), and the `ExpressibleBy...Literal`
/// protocols take the default literal types (`String`, `Int`, `Double`, `Bool`), which the
/// compiler then infers for the real associated types. `Sequence` and `AsyncSequence` return
/// an array's iterator and an `AsyncStream`'s (empty by default, stubbable), from which the
/// compiler infers `Iterator`/`AsyncIterator` (and `Failure == Never`).
///
/// Standard protocols whose requirements a fake does not write (`Numeric`, `Collection`) are
/// listed in ``UnwrittenStandardProtocols``: their protocols get no fake.
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
        protocol Sequence<Element> {
            associatedtype Element
            func makeIterator() -> IndexingIterator<[Element]>
        }
        protocol AsyncSequence<Element> {
            associatedtype Element
            func makeAsyncIterator() -> AsyncStream<Element>.Iterator
        }
        protocol AsyncIteratorProtocol<Element> {
            associatedtype Element
            mutating func next() async throws -> Element?
        }
        protocol ContiguousBytes {
            func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
        }
        protocol CustomReflectable {
            var customMirror: Mirror { get }
        }
        protocol CaseIterable {
            static var allCases: [Self] { get }
        }
        protocol ExpressibleByNilLiteral {
            init(nilLiteral: ())
        }
        protocol ExpressibleByBooleanLiteral {
            init(booleanLiteral value: Bool)
        }
        protocol ExpressibleByIntegerLiteral {
            init(integerLiteral value: Int)
        }
        protocol ExpressibleByFloatLiteral {
            init(floatLiteral value: Double)
        }
        protocol ExpressibleByUnicodeScalarLiteral {
            init(unicodeScalarLiteral value: String)
        }
        protocol ExpressibleByExtendedGraphemeClusterLiteral: ExpressibleByUnicodeScalarLiteral {
            init(extendedGraphemeClusterLiteral value: String)
        }
        protocol ExpressibleByStringLiteral: ExpressibleByExtendedGraphemeClusterLiteral {
            init(stringLiteral value: String)
        }
        protocol ExpressibleByStringInterpolation: ExpressibleByStringLiteral {}
        protocol ExpressibleByArrayLiteral {
            associatedtype ArrayLiteralElement
            init(arrayLiteral elements: ArrayLiteralElement...)
        }
        protocol ExpressibleByDictionaryLiteral {
            associatedtype Key
            associatedtype Value
            init(dictionaryLiteral elements: (Key, Value)...)
        }
        protocol CodingKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
            var stringValue: String { get }
            init?(stringValue: String)
            var intValue: Int? { get }
            init?(intValue: Int)
        }
        protocol Strideable: Comparable {
            associatedtype Stride: SignedNumeric, Comparable
            func distance(to other: Self) -> Stride
            func advanced(by n: Stride) -> Self
        }
        protocol TextOutputStream {
            mutating func write(_ string: String)
        }
        protocol RandomNumberGenerator {
            mutating func next() -> UInt64
        }
        protocol TextOutputStreamable {
            func write<Target: TextOutputStream>(to target: inout Target)
        }
        """

    /// The declarations, parsed once per process: a `seam.json` of many targets parsed them once
    /// per target (issue 26).
    static let parsed = Parser.parse(source: source, path: path)
}
