/// A small deterministic generator (SplitMix64): the same seed gives the same inputs.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Mutates real inputs the way that has broken lexers, parsers and template engines: bytes
/// that open or close something, deletions, truncation, repeated slices (deep nesting, long
/// chains), splices from another input, and a few hand-picked deep or cyclic constructs.
struct Mutator {
    /// Bytes that most often break a lexer or parser when dropped in anywhere.
    let troublemakers: [UInt8]
    /// Whole constructs inserted at a random offset, repeated up to `maximumRepeat` times.
    let constructs: [[UInt8]]
    var maximumRepeat = 20_000

    /// Mutates `input` one to four times, splicing from `donor`.
    func mutate(_ input: [UInt8], donor: [UInt8], random: inout SplitMix) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) {
            mutateOnce(&bytes, donor: donor, random: &random)
        }
        return bytes
    }

    private func mutateOnce(_ bytes: inout [UInt8], donor: [UInt8], random: inout SplitMix) {
        let offset = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
        switch random.below(10) {
        case 0, 1:
            guard offset < bytes.count else { fallthrough }
            bytes[offset] = troublemakers[random.below(troublemakers.count)]
        case 2, 3:
            bytes.insert(troublemakers[random.below(troublemakers.count)], at: offset)
        case 4:
            guard offset < bytes.count else { return }
            bytes.removeSubrange(offset..<min(bytes.count, offset + 1 + random.below(16)))
        case 5:
            bytes.removeSubrange(offset...)
        case 6:
            // A slice repeated: nesting or a chain as deep as the repeat count.
            guard offset < bytes.count else { return }
            let slice = bytes[offset..<min(bytes.count, offset + 1 + random.below(8))]
            let times = 1 + random.below(random.below(2) == 0 ? 64 : maximumRepeat)
            bytes.insert(contentsOf: Array(repeatElement(slice, count: times).joined()), at: offset)
        case 7:
            guard !donor.isEmpty else { return }
            let start = random.below(donor.count)
            bytes.insert(
                contentsOf: donor[start..<min(donor.count, start + 1 + random.below(200))],
                at: offset)
        case 8:
            let construct = constructs[random.below(constructs.count)]
            let times = 1 + random.below(random.below(2) == 0 ? 8 : maximumRepeat)
            bytes.insert(
                contentsOf: Array(repeatElement(construct, count: times).joined()), at: offset)
        default:
            // A random byte, invalid UTF-8 and control characters included.
            bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: offset)
        }
    }

    /// Mutations for Swift sources.
    static let swift = Mutator(
        troublemakers: Array("{}()[]<>\"'/*#@`\\\n:,.=?!&-$_ ;~".utf8) + [0, 0x1B, 0xFF, 0xC3],
        constructs: [
            "?", "!", ".Type", "[", "(", "<", "{", "some ", "any ", "@escaping ", "#if X\n",
            "#endif\n",
            "\"\\(", "/*", "\"\"\"\n", "() throws(", "@A<", "protocol A: B {}\nprotocol B: A {}\n",
            "protocol P {}\n",
            "protocol Q: P { func f() }\n", "typealias T = U\ntypealias U = T\n", "() -> ",
            "inout ",
            "A & ", "where T == ", "func f<T>(x: T) -> T\n", "var x: Int { get set }\n",
        ].map { Array($0.utf8) } + Seeds.constructs)

    /// Mutations for templates.
    static let template = Mutator(
        troublemakers: Array("{}%#|:\"'()\n .".utf8) + [0, 0xFF],
        constructs: [
            "{% if fake.name %}", "{% endif %}", "{% for m in fake.members %}", "{% endfor %}",
            "{% else %}", "{% elif x %}", "{{ fake.name }}", "{{ fake.name|upperFirst }}", "(",
            "not ",
            " and x", " or x", "{% include \"Members.swift\" %}", "{#", "#}", "{{", "}}", "{%",
            "%}",
        ].map { Array($0.utf8) })
}
