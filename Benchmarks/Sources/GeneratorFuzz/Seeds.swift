/// Inputs of the kinds that mutating the fixtures seldom builds (issue 25): whole sources with
/// raw identifiers, emoji names, value generics, noncopyable types and names that differ only
/// in Unicode normalization; whole-file encodings (CR-only, CRLF, UTF-16, a UTF-8 mark) and
/// deep `#if` at the top level; and names from configuration with line breaks.
enum Seeds {
    /// Sources the generator fakes, seeded with the fixtures.
    static let sources: [[UInt8]] = [
        """
        protocol Raw {
            func `hello world`() -> Int
            func `1st`(_ x: Int)
            func `_`()
            var `class`: String { get set }
            func `protocol`(`in` value: Int) -> String
            associatedtype `Item Type`
        }
        protocol `My Proto` { func run() }
        protocol `protocol` {}

        """,
        """
        protocol Pets {
            func 🐱(_ x: Int) -> String
            var 🐶: Int { get }
            func 👩‍👩‍👧(_ 🐟: Int) async throws -> [String]
        }
        protocol 🐟Tank { func feed() }

        """,
        """
        struct Vector<let n: Int> {}
        protocol Sized {
            func v<let n: Int>(_ x: InlineArray<n, Int>) -> Int
            func w<let count: Int, T>(_ values: InlineArray<count, T>) -> [T]
            func x<let n: Int>(_ vector: Vector<n>) -> Vector<n>
        }

        """,
        """
        struct Token: ~Copyable {}
        enum Handle: ~Copyable { case open }
        protocol Issuer {
            func make() -> Token
            func use(_ token: borrowing Token)
            func take(_ token: consuming Token)
            func change(_ token: inout Token)
            var handle: Handle { get }
        }
        protocol Resource: ~Copyable { func close() }

        """,
        // Two protocols whose names differ only in normalization: two types for swiftc.
        "protocol Caf\u{E9} { func a() -> Int }\nprotocol Cafe\u{301} { func b() -> String }\n",
    ].map { Array($0.utf8) }

    /// Constructs the Swift mutator inserts, besides its own.
    static let constructs: [[UInt8]] = [
        "`hello world`", "`1st`", "`_`", "func `hello world`()\n", "protocol `My Proto` {}\n",
        "🐱", "func 🐱(_ x: Int) -> String\n", "<let n: Int>", "InlineArray<n, Int>",
        "~Copyable", "struct T: ~Copyable {}\n", "borrowing ", "consuming ", "e\u{301}",
        "\u{E9}", "\r", "\r\n",
    ].map { Array($0.utf8) }

    /// What configuration can name (a module, an import, a protocol, an injector): line breaks,
    /// Swift after a name, raw identifiers, names in both normalizations.
    static let configurationNames = [
        "M\nerror: x", "M; import Evil", "Foundation\n#error(\"x\")", "A\rB", "A\u{2028}B",
        "`hello world`", "Caf\u{E9}", "Cafe\u{301}", "🐱", "Outer.Inner", "", " ", "Raw\0",
    ]

    /// `source` and one of ``sources`` in one file, unmutated, and one time in two made into
    /// another whole file that swiftc still reads: inputs whose fakes `--compile-every` can
    /// compile, where most mutated inputs do not compile alone.
    static func combined(_ source: [UInt8], random: inout SplitMix) -> [UInt8] {
        let bytes = source + [UInt8(ascii: "\n")] + sources[random.below(sources.count)]
        return random.below(2) == 0 ? reencoded(bytes, random: &random, keepsSwift: true) : bytes
    }

    /// `bytes` made into another whole file that a reader must handle: CR-only or CRLF line
    /// ends, UTF-16 (either order, with its mark), a UTF-8 mark, or up to 3,000 levels of
    /// `#if` around it at the top level. With `keepsSwift`, no UTF-16 and at most 70 levels.
    static func reencoded(
        _ bytes: [UInt8], random: inout SplitMix, keepsSwift: Bool = false
    ) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        switch keepsSwift ? [0, 1, 4, 5][random.below(4)] : random.below(6) {
        case 0:
            return bytes.map { $0 == newline ? UInt8(ascii: "\r") : $0 }
        case 1:
            return bytes.flatMap { $0 == newline ? [UInt8(ascii: "\r"), newline] : [$0] }
        case 2, 3:
            let isLittleEndian = random.below(2) == 0
            let units = Array(String(decoding: bytes, as: UTF8.self).utf16)
            return (isLittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
                + units.flatMap { unit -> [UInt8] in
                    let (high, low) = (UInt8(unit >> 8), UInt8(truncatingIfNeeded: unit))
                    return isLittleEndian ? [low, high] : [high, low]
                }
        case 4:
            return [0xEF, 0xBB, 0xBF] + bytes
        default:
            let depth = 1 + random.below(keepsSwift || random.below(2) == 0 ? 70 : 3_000)
            return Array(String(repeating: "#if A\n", count: depth).utf8) + bytes
                + Array(String(repeating: "\n#endif", count: depth).utf8)
        }
    }
}
