/// Counts lines up to an offset, resuming from where it last stopped.
struct LineCursor {
    /// How far it has counted.
    private(set) var offset = 0
    /// The 1-based line at `offset`.
    private(set) var line = 1
    /// The offset where that line starts.
    private(set) var lineStart = 0

    /// Counts the line breaks between `offset` and `target` (which must not be before it).
    ///
    /// Reads eight bytes at a time and looks at single bytes only in words that hold a `\n`.
    mutating func move(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var index = offset
        while index + 8 <= target {
            let word =
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            let hasNewline = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if hasNewline != 0 {
                countByteByByte(from: index, to: index + 8, base)
            }
            index += 8
        }
        countByteByByte(from: index, to: target, base)
        offset = target
    }

    private mutating func countByteByByte(
        from start: Int, to end: Int, _ base: UnsafePointer<UInt8>
    ) {
        var index = start
        while index < end {
            if base[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }
}
