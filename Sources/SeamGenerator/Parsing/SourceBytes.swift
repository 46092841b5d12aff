/// A source file's bytes as the compiler reads them: UTF-8, with `\n`, `\r\n` or a lone `\r`
/// ending a line.
///
/// The lexer knows only `\n`, so a file whose lines end in a lone `\r` (old Mac line endings)
/// is read with each such `\r` taken as `\n`: one byte for one byte, so every offset, line and
/// column stays what the compiler reports. A UTF-16 or UTF-32 file is not Swift to the
/// compiler; it gets an error instead of silently yielding no protocols.
enum SourceBytes {
    /// Why the compiler cannot read `bytes` as Swift source, or `nil` when it can: a UTF-16 or
    /// UTF-32 byte-order mark, or a NUL in the first two bytes (UTF-16 text without a mark).
    static func encodingProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        let first = bytes[0]
        let second = bytes[1]
        let hasMark = (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF)
        guard hasMark || first == 0 || second == 0 else { return nil }
        return "the file is not UTF-8 (it looks like UTF-16 or UTF-32); Swift reads UTF-8 "
            + "sources only: convert it, for example with 'iconv -t UTF-8'"
    }

    /// A copy of `bytes` with every `\r` that no `\n` follows replaced by `\n`, or `nil` when
    /// there is none (the common case, found with one `memchr` per `\r`).
    static func withLoneCarriageReturnsAsNewlines(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        let carriageReturn = UInt8(ascii: "\r")
        let newline = UInt8(ascii: "\n")
        var index = ByteSearch.firstIndex(of: carriageReturn, in: bytes, from: 0, to: bytes.count)
        var copy: [UInt8]?
        while index < bytes.count {
            if index + 1 == bytes.count || bytes[index + 1] != newline {
                if copy == nil { copy = Array(bytes) }
                copy?[index] = newline
            }
            index = ByteSearch.firstIndex(
                of: carriageReturn, in: bytes, from: index + 1, to: bytes.count)
        }
        return copy
    }
}
