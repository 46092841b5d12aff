import SeamGenerator

/// A strict JSON parser (RFC 8259) whose errors say where, as line and column, so that a
/// typo in `seam.json` is reported the way the compiler reports one in a source file.
///
/// Foundation's decoders only say "around character 33". Columns count UTF-8 bytes from 1,
/// as the compiler's do. Nesting is limited (``maximumDepth``) so that a malicious file
/// cannot overflow the stack.
struct JSONParser {
    /// A syntax error: what is wrong and where.
    struct SyntaxError: Error, Equatable {
        /// The 1-based line.
        var line: Int
        /// The 1-based column, in UTF-8 bytes.
        var column: Int
        /// What is wrong, without the location: "expected ',' or '}' after a value".
        var message: String
    }

    /// How deep arrays and objects may nest.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    /// The key path of the value being parsed, as ``JSONObjectReader`` spells it.
    private var path = ""
    /// The current line and the offset where it starts, kept by ``skipSpace()``: only
    /// whitespace between tokens can hold a line break.
    private var line = 1
    private var lineStart = 0
    /// Where each value and key starts.
    private var locations = JSONLocations()

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The value that `bytes` hold, which must be one JSON value and nothing else, with where
    /// each of its values and keys starts.
    ///
    /// - Throws: ``SyntaxError`` at the first byte that cannot be part of the value.
    static func parseLocated(
        _ bytes: [UInt8]
    ) throws(SyntaxError) -> (value: JSONValue, locations: JSONLocations) {
        var parser = JSONParser(bytes)
        let value = try parser.value()
        parser.skipSpace()
        if parser.offset < bytes.count {
            throw parser.error("unexpected \(parser.found) after the JSON value")
        }
        return (value, parser.locations)
    }

    private mutating func value() throws(SyntaxError) -> JSONValue {
        skipSpace()
        guard let byte = peek else { throw error("expected a value, found the end of the file") }
        locations.values[path] = position(at: offset)
        switch byte {
        case UInt8(ascii: "{"):
            try descend()
            defer { depth -= 1 }
            return try object()
        case UInt8(ascii: "["):
            try descend()
            defer { depth -= 1 }
            return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        default: throw error("expected a value, found \(found)")
        }
    }

    /// Enters an array or object; the caller leaves it (`depth -= 1`).
    private mutating func descend() throws(SyntaxError) {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nest more than \(Self.maximumDepth) deep")
        }
        depth += 1
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        offset += 1  // {
        var object: [String: JSONValue] = [:]
        skipSpace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return .object(object)
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}") { throw error("a comma before '}' ends no member") }
                throw error("expected a key in double quotes, found \(found)")
            }
            let keyStart = offset
            let key = try string()
            if object[key] != nil {
                offset = keyStart
                throw error("duplicate key '\(key)'")
            }
            let outer = path
            path = outer.isEmpty ? key : "\(outer).\(key)"
            locations.keys[path] = position(at: keyStart)
            skipSpace()
            guard peek == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)', found \(found)")
            }
            offset += 1
            object[key] = try value()
            path = outer
            skipSpace()
            if peek == UInt8(ascii: ",") {
                offset += 1
            } else if peek == UInt8(ascii: "}") {
                offset += 1
                return .object(object)
            } else {
                throw error("expected ',' or '}' after a value in an object, found \(found)")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        offset += 1  // [
        var array: [JSONValue] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return .array(array)
        }
        while true {
            skipSpace()
            if peek == UInt8(ascii: "]") { throw error("a comma before ']' ends no element") }
            let outer = path
            path = "\(outer)[\(array.count)]"
            array.append(try value())
            path = outer
            skipSpace()
            if peek == UInt8(ascii: ",") {
                offset += 1
            } else if peek == UInt8(ascii: "]") {
                offset += 1
                return .array(array)
            } else {
                throw error("expected ',' or ']' after a value in an array, found \(found)")
            }
        }
    }

    private mutating func word(
        _ text: String, _ value: JSONValue
    ) throws(SyntaxError) -> JSONValue {
        guard bytes[offset...].starts(with: text.utf8) else {
            throw error("expected a value, found \(found)")
        }
        offset += text.utf8.count
        return value
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else {
            try digits()
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            try digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            try digits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text) else {
            offset = start
            throw error("'\(text)' is not a number")
        }
        return number
    }

    private mutating func digits() throws(SyntaxError) {
        guard let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw error("expected a digit, found \(found)")
        }
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            offset += 1
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        let start = offset
        offset += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else {
                throw error("a string is not closed before the end of the file")
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                // Decoding would replace bytes that are not UTF-8 with U+FFFD, and a path then
                // names another file (issue 25).
                // Not `String(validating:as:)`: it needs macOS 15 / iOS 18.
                guard Diagnostic.isValidUTF8(utf8) else {
                    offset = start
                    throw error(
                        "a string is not valid UTF-8 (seam reads and writes paths as UTF-8)")
                }
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0..<0x20:
                throw error(
                    byte == UInt8(ascii: "\n")
                        ? "a string is not closed before the end of the line"
                        : "a control character in a string must be escaped")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(SyntaxError) {
        offset += 1  // backslash
        guard let byte = peek else {
            throw error("a string is not closed before the end of the file")
        }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            offset += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            offset -= 1
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
        offset += 1
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar), bytes[offset...].starts(with: Array("\\u".utf8)) {
            offset += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as in Foundation.
        utf8 += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for index in offset..<offset + 4 {
            guard index < bytes.count,
                let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue
            else {
                throw error("'\\u' must be followed by four hexadecimal digits")
            }
            value = value * 16 + UInt32(digit)
        }
        offset += 4
        return value
    }

    private mutating func skipSpace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset
            }
        }
    }

    /// The line and column of `offset`, which must be on the current line.
    private func position(at offset: Int) -> JSONLocations.Position {
        JSONLocations.Position(line: line, column: offset - lineStart + 1)
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// What is at the current offset, for messages: `'x'` or "the end of the file".
    private var found: String {
        guard let byte = peek else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == UInt8(ascii: "\n") { return "the end of the line" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current offset, which is on the current line: every error is thrown
    /// inside a token or at the first byte after ``skipSpace()`` (a string ends at a raw line
    /// break), and an offset moved back (a duplicate key) goes back within its token.
    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: offset - lineStart + 1, message: message)
    }
}
