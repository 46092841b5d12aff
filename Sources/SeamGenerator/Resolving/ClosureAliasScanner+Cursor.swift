extension ClosureAliasScanner {
    /// A position in a file's bytes, reading the right-hand side of a `typealias`.
    struct Cursor {
        let bytes: [UInt8]
        var index: Int

        /// The byte at the cursor, or `nil` at the end.
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Skips spaces, tabs and line breaks.
        mutating func skipSpace() {
            while let byte = peek, byte == 32 || byte == 9 || byte == 10 || byte == 13 { index += 1 }
        }

        /// Reads an identifier (backticks dropped), or returns "" when there is none.
        mutating func identifier() -> String {
            let hasBacktick = peek == UInt8(ascii: "`")
            if hasBacktick { index += 1 }
            let start = index
            while let byte = peek, ClosureAliasScanner.isIdentifier(byte) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if hasBacktick && peek == UInt8(ascii: "`") { index += 1 }
            return name
        }

        /// Skips a bracketed run starting at the cursor (`(...)`, `<...>`), nesting included.
        mutating func skipBalanced(open: Unicode.Scalar, close: Unicode.Scalar) {
            var depth = 0
            while let byte = peek {
                index += 1
                if byte == UInt8(ascii: open) { depth += 1 }
                if byte == UInt8(ascii: close) {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }

        /// Whether a function type starts here: attributes, `(...)`, effects, then `->`.
        mutating func isFunctionType() -> Bool {
            skipSpace()
            while peek == UInt8(ascii: "@") {
                index += 1
                _ = identifier()
                if peek == UInt8(ascii: "(") { skipBalanced(open: "(", close: ")") }
                skipSpace()
            }
            guard peek == UInt8(ascii: "(") else { return false }
            skipBalanced(open: "(", close: ")")
            skipSpace()
            while ["async", "throws", "rethrows"].contains(wordAhead()) {
                _ = identifier()
                if peek == UInt8(ascii: "(") { skipBalanced(open: "(", close: ")") }
                skipSpace()
            }
            return peek == UInt8(ascii: "-") && index + 1 < bytes.count
                && bytes[index + 1] == UInt8(ascii: ">")
        }

        /// The last component of a plain dotted name (`Module.Callback` -> `Callback`) that
        /// ends the declaration, or `nil` for anything else (a generic, optional or tuple).
        mutating func plainName() -> String? {
            skipSpace()
            var name = identifier()
            while peek == UInt8(ascii: "."), index + 1 < bytes.count,
                ClosureAliasScanner.isIdentifier(bytes[index + 1]) {
                index += 1
                name = identifier()
            }
            guard !name.isEmpty else { return nil }
            while let byte = peek, byte == 32 || byte == 9 || byte == 13 { index += 1 }
            let ends = peek == nil || peek == 10 || peek == UInt8(ascii: ";") || peek == UInt8(ascii: "/")
            return ends ? name : nil
        }

        /// The identifier at the cursor, without moving.
        private func wordAhead() -> String {
            var copy = self
            return copy.identifier()
        }
    }
}
