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

/// An error message from inside a tag, before the parser adds the template and position.
struct TagMessage: Error, Sendable, Hashable {
    /// What is wrong.
    var text: String

    /// Creates a message.
    init(_ text: String) { self.text = text }
}
