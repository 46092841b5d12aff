/// Source text quoted in a diagnostic: one diagnostic is one line, so what it quotes is short
/// and has no raw line breaks, NUL, control characters or invalid UTF-8.
extension Diagnostic {
    /// How many characters of a token ``excerpt(_:)`` quotes before `...`.
    static let excerptLength = 32

    /// `bytes` as a message quotes them: at most ``excerptLength`` characters, then `...`;
    /// control characters escaped as in a Swift string literal (`\n`, `\t`, `\0`, `\u{1B}`)
    /// and each invalid UTF-8 byte as `\x` with two hex digits.
    static func excerpt(_ bytes: some Collection<UInt8>) -> String {
        // Enough bytes for `excerptLength` characters of four bytes each, and one more.
        let head = Array(bytes.prefix(excerptLength * 4 + 1))
        let (text, isCut) = quoted(head, limit: excerptLength)
        return isCut || head.count < bytes.count ? text + "..." : text
    }

    /// `bytes` whole, each invalid UTF-8 byte as `\x` with two hex digits and control
    /// characters escaped as ``excerpt(_:)`` does: a path that a `String` cannot hold, as a
    /// diagnostic names it.
    package static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
        quoted(bytes, limit: bytes.count).text
    }

    /// The first `limit` characters of `bytes`, escaped, and whether characters were left off.
    private static func quoted(_ bytes: [UInt8], limit: Int) -> (text: String, isCut: Bool) {
        var result = ""
        var count = 0
        var offset = 0
        while offset < bytes.count {
            guard count < limit else { return (result, true) }
            count += 1
            let length = scalarLength(bytes, at: offset)
            if length > 0,
                let scalar = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
                    .unicodeScalars.first
            {
                append(scalar, to: &result)
                offset += length
            } else {
                result += "\\x" + hex(bytes[offset], digits: 2)
                offset += 1
            }
        }
        return (result, false)
    }

    /// The length of the valid UTF-8 scalar at `offset` of `bytes`, or 0 when the bytes there
    /// are not one (a stray continuation byte, a cut or overlong sequence, a surrogate).
    static func scalarLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let length =
            lead < 0x80
            ? 1 : lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 0
        guard length > 0, offset + length <= bytes.count,
            isValidUTF8(bytes[offset..<(offset + length)])
        else { return 0 }
        return length
    }

    /// Whether `bytes` are well-formed UTF-8 (no stray continuation byte, no cut or overlong
    /// sequence, no surrogate).
    ///
    /// Not `String(validating:as:)`, which needs macOS 15 / iOS 18, far above the systems
    /// Seam supports; the standard library's decoder has always rejected the same bytes.
    package static func isValidUTF8(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// `text` with line breaks and other control characters escaped, for a message or a path
    /// printed on one line.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        guard isControl(scalar) else {
            result.unicodeScalars.append(scalar)
            return
        }
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\0": result += "\\0"
        default: result += "\\u{" + hex(scalar.value, digits: 1) + "}"
        }
    }

    /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: each
    /// can end or garble a line in a terminal, an editor or a CI log.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
