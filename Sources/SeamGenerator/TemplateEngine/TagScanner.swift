/// Cuts the inside of a tag (`for item in items`, `name | join:", "`) into words,
/// string literals and symbols.
struct TagScanner {
    /// One piece of a tag.
    enum Piece: Sendable, Hashable {
        /// An identifier or a dotted path: `for`, `member.name`.
        case word(String)
        /// A double-quoted string, unescaped.
        case string(String)
        /// One of `|`, `:`, `(`, `)`.
        case symbol(Character)
    }

    /// Splits `content` into pieces.
    ///
    /// - Throws: A message (no location; the caller adds it) for an unexpected character or
    ///   an unterminated string.
    static func pieces(of content: String) throws(TagMessage) -> [Piece] {
        let bytes = Array(content.utf8)
        // Non-ASCII text (a combining mark after a quote, say) goes by characters, to keep
        // grapheme-cluster semantics; ASCII tags, all of the default templates, by bytes.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return try characterPieces(of: content) }
        var scanner = ByteScanner(bytes: bytes)
        return try scanner.pieces()
    }

    /// ``pieces(of:)`` by `Character`, for tags with non-ASCII text.
    private static func characterPieces(of content: String) throws(TagMessage) -> [Piece] {
        var pieces: [Piece] = []
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            if character == " " || character == "\t" || character == "\n" || character == "\r\n" {
                index = content.index(after: index)
            } else if isWordCharacter(character) {
                let end = content[index...].firstIndex { !isWordCharacter($0) } ?? content.endIndex
                pieces.append(.word(String(content[index..<end])))
                index = end
            } else if character == "\"" {
                let (text, end) = try readString(content, from: index)
                pieces.append(.string(text))
                index = end
            } else if "|:()".contains(character) {
                pieces.append(.symbol(character))
                index = content.index(after: index)
            } else {
                throw TagMessage("unexpected character '\(character)'")
            }
        }
        return pieces
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character == "."
            || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// Reads a string literal starting at its opening quote; returns it and the index after it.
    private static func readString(
        _ content: String, from start: String.Index
    ) throws(TagMessage) -> (String, String.Index) {
        var text = ""
        var index = content.index(after: start)
        while index < content.endIndex {
            let character = content[index]
            index = content.index(after: index)
            if character == "\"" {
                return (text, index)
            }
            if character == "\\", index < content.endIndex {
                let escaped = content[index]
                index = content.index(after: index)
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(escaped)
                default: throw TagMessage("unknown escape '\\\(escaped)' in string")
                }
            } else {
                text.append(character)
            }
        }
        throw TagMessage("unterminated string")
    }
}

extension TagScanner {
    /// ``TagScanner/pieces(of:)`` over the UTF-8 of an all-ASCII tag, where every character is
    /// one byte except `\r\n`.
    fileprivate struct ByteScanner {
        let bytes: [UInt8]
        var index = 0

        mutating func pieces() throws(TagMessage) -> [TagScanner.Piece] {
            var pieces: [TagScanner.Piece] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                    index += 1
                case UInt8(ascii: "\r") where isCarriageReturnLineFeed(at: index):
                    index += 2
                case UInt8(ascii: "\""):
                    pieces.append(.string(try readString()))
                case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"):
                    pieces.append(.symbol(Character(Unicode.Scalar(byte))))
                    index += 1
                default:
                    guard Self.isWordByte(byte) else {
                        throw TagMessage(
                            "unexpected character '\(Character(Unicode.Scalar(byte)))'")
                    }
                    let start = index
                    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                    pieces.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
                }
            }
            return pieces
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
                return true
            default:
                return false
            }
        }

        private func isCarriageReturnLineFeed(at offset: Int) -> Bool {
            offset + 1 < bytes.count
                && bytes[offset] == UInt8(ascii: "\r") && bytes[offset + 1] == UInt8(ascii: "\n")
        }

        /// Reads a string literal starting at its opening quote, leaving `index` after it.
        private mutating func readString() throws(TagMessage) -> String {
            var text: [UInt8] = []
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                    text.append(byte)
                    continue
                }
                let escaped = bytes[index]
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
                default:
                    // `\r\n` is one character, as in the scan by characters.
                    let length = isCarriageReturnLineFeed(at: index) ? 2 : 1
                    let character = String(decoding: bytes[index..<index + length], as: UTF8.self)
                    throw TagMessage("unknown escape '\\\(character)' in string")
                }
                index += 1
            }
            throw TagMessage("unterminated string")
        }
    }
}

/// An error message from inside a tag, before the parser adds the template and position.
struct TagMessage: Error, Sendable, Hashable {
    /// What is wrong.
    var text: String

    /// Creates a message.
    init(_ text: String) { self.text = text }
}
