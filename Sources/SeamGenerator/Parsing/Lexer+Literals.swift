extension Lexer {
    /// How deep string interpolations may nest before the lexer gives up on the literal.
    static let maximumInterpolationDepth = 32

    /// Skips a string literal starting at `position` (its first `"`), after `hashes` `#`s:
    /// single-line, multi-line (`"""`) and raw (`#"..."#`), with interpolations.
    mutating func lexString(hashes: Int, depth: Int) {
        let start = position
        let isMultiline =
            byte(position + 1) == UInt8(ascii: "\"")
            && byte(position + 2) == UInt8(ascii: "\"")
            && opensMultilineLiteral(after: position + 3)
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") {
                skipEscape(hashes: hashes, depth: depth)
            } else if c == UInt8(ascii: "\"") {
                if isMultiline {
                    if byte(position + 1) == UInt8(ascii: "\""),
                        byte(position + 2) == UInt8(ascii: "\""),
                        hashesFollow(position + 3, count: hashes)
                    {
                        position += 3 + hashes
                        return
                    }
                } else if hashesFollow(position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                }
                position += 1
            } else if c == UInt8(ascii: "\n"), !isMultiline {
                errors.append((start, "unterminated string literal"))
                return
            } else {
                position += 1
            }
        }
        errors.append((start, "unterminated string literal"))
    }

    /// Whether `"""` is followed by a line break (spaces allowed), as a multi-line literal's
    /// opening delimiter must be; `#"""#` is a one-line raw string holding a quote.
    private func opensMultilineLiteral(after offset: Int) -> Bool {
        var index = offset
        while byte(index) == UInt8(ascii: " ") || byte(index) == UInt8(ascii: "\t") { index += 1 }
        return byte(index) == UInt8(ascii: "\n") || byte(index) == UInt8(ascii: "\r")
            || index >= bytes.count
    }

    /// Skips `\x`, `\#x` (in a raw string) or an interpolation `\(...)`, `\#(...)`.
    private mutating func skipEscape(hashes: Int, depth: Int) {
        guard hashesFollow(position + 1, count: hashes) else {
            position += 1
            return
        }
        let after = position + 1 + hashes
        if byte(after) == UInt8(ascii: "(") {
            position = after + 1
            skipInterpolation(depth: depth + 1)
        } else {
            position = min(after + 1, bytes.count)
        }
    }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        var index = 0
        while index < count {
            if byte(offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Skips the code of an interpolation, from after its `(` to after its `)`: nested
    /// parentheses, strings and comments.
    private mutating func skipInterpolation(depth: Int) {
        guard depth <= Lexer.maximumInterpolationDepth else {
            errors.append((position, "string interpolation is nested too deeply"))
            position = skipLine(from: position)
            return
        }
        var parens = 1
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "("):
                parens += 1
                position += 1
            case UInt8(ascii: ")"):
                parens -= 1
                position += 1
                if parens == 0 { return }
            case UInt8(ascii: "\""):
                lexString(hashes: 0, depth: depth)
            case UInt8(ascii: "#"):
                var index = position
                while byte(index) == UInt8(ascii: "#") { index += 1 }
                if byte(index) == UInt8(ascii: "\"") {
                    let hashes = index - position
                    position = index
                    lexString(hashes: hashes, depth: depth)
                } else {
                    position = index
                }
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                position = skipLine(from: position)
            default:
                position += 1
            }
        }
    }

    /// Whether the `/` at `position` starts a bare regex literal `/.../`; if so, skips it.
    ///
    /// Swift allows one where an expression can start: not after an identifier, a literal or
    /// a closing bracket, and not before a space. The literal must end on the same line.
    mutating func startsRegex() -> Bool {
        guard previousAllowsRegex() else { return false }
        let first = byte(position + 1)
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
            || first == UInt8(ascii: "\r") || first == 0 || first == UInt8(ascii: "=")
        {
            return false
        }
        var index = position + 1
        var inClass = 0
        var parens = 0
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\n") { return false }
            if inClass == 0, c == UInt8(ascii: "(") { parens += 1 }
            if inClass == 0, c == UInt8(ascii: ")") {
                // Swift's rule: an unbalanced `)` means `/` was an operator (`f(/a, /b)`).
                parens -= 1
                if parens < 0 { return false }
            }
            if c == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass += 1 }
            if c == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if c == UInt8(ascii: "/"), inClass == 0 {
                if bytes[index - 1] == UInt8(ascii: " ") { return false }
                position = index + 1
                return true
            }
            index += 1
        }
        return false
    }

    private func previousAllowsRegex() -> Bool {
        switch previous.kind {
        case .number, .string, .regex, .rightParen, .rightBracket, .rightBrace,
            .backtickIdentifier, .period, .pound:
            return false
        case .operator:
            // A postfix operator (`x! / y`) ends an expression.
            return previous.hasSpaceBefore || previous.start == 0
        case .identifier:
            let keywords: [StaticString] = [
                "return", "case", "in", "if", "guard", "while", "try", "await", "throw", "else",
                "where",
            ]
            return keywords.contains { word in
                word.utf8CodeUnitCount == previous.length
                    && ByteSearch.hasPrefix(bytes, previous.start, previous.end, word)
            }
        default:
            return true
        }
    }

    /// Skips `#/.../#` (with any number of `#`), starting at its `/`.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = position
        let isMultiline =
            byte(position + 1) == UInt8(ascii: "\n") || byte(position + 1) == UInt8(ascii: "\r")
        position += 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if c == UInt8(ascii: "\n"), !isMultiline { break }
            if c == UInt8(ascii: "/"), hashesFollow(position + 1, count: hashes) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        position = min(position, bytes.count)
        errors.append((start, "unterminated regex literal"))
    }
}
