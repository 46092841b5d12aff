/// Names that Swift accepts only in backticks, as raw identifiers (SE-0451): `hello world`,
/// `1st`, `_`.
///
/// The parser keeps a backticked name without its backticks; whoever prints one decides
/// from the name whether it needs them again. Keywords (`class`) are not raw identifiers:
/// they are escaped by the lists of reserved words.
enum RawIdentifier {
    /// Whether `name` is an identifier only between backticks: it is `_`, starts with a digit,
    /// or holds a character that no plain identifier holds (a space, punctuation).
    ///
    /// An operator (`==`, `∪`) is not one.
    static func needsBackticks(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if name == "_" || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { return true }
        // ASCII fast path: the resolver prints every type and member name through here.
        if name.utf8.allSatisfy(Lexer.isIdentifierChar), name.utf8.allSatisfy({ $0 < 0x80 }) {
            return false
        }
        if SwiftNames.isOperator(name) { return false }
        return name.unicodeScalars.contains { scalar in
            scalar.isASCII
                ? !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "$")
                : scalar.properties.isWhitespace || SwiftNames.isOperatorHead(scalar)
        }
    }

    /// `name` as an identifier that needs no backticks, for names derived from it (a stub's
    /// stem): its words joined in camel case, `_` before a leading digit (`hello world` ->
    /// `helloWorld`, `1st` -> `_1st`); `name` itself when it needs no backticks.
    static func plain(_ name: String) -> String {
        guard needsBackticks(name) else { return name }
        var result = ""
        var startsWord = false
        for character in name {
            let isPart =
                character.isASCII
                ? character.isLetter || character.isNumber || character == "_"
                : !character.isWhitespace
                    && !character.unicodeScalars.contains(where: SwiftNames.isOperatorHead)
            guard isPart else {
                startsWord = !result.isEmpty
                continue
            }
            result += startsWord ? character.uppercased() : String(character)
            startsWord = false
        }
        if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
