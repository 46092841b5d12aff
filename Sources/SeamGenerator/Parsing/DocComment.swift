/// Turns the source of doc comments (`///` lines, `/** */` blocks) into their content.
enum DocComment {
    /// The comment's text without markers (`///`, `/**`, `*/`, a leading ` * `), lines
    /// joined with `\n`, blank lines at both ends removed.
    ///
    /// Works on bytes: it runs for every documented member of every extension.
    static func clean(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = ByteSearch.firstIndex(
                of: UInt8(ascii: "\n"), in: bytes, from: lineStart, to: bytes.count)
            appendLine(bytes, lineStart, lineEnd, to: &output)
            output.append(UInt8(ascii: "\n"))
            lineStart = lineEnd + 1
        }
        var low = 0
        var high = output.count
        while low < high, output[low] == UInt8(ascii: "\n") { low += 1 }
        while high > low, output[high - 1] == UInt8(ascii: "\n") { high -= 1 }
        return String(decoding: output[low..<high], as: UTF8.self)
    }

    /// Appends one comment line without its markers and surrounding blanks.
    private static func appendLine(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to output: inout [UInt8]
    ) {
        var low = start
        var high = end
        while low < high, bytes[low] == UInt8(ascii: " ") || bytes[low] == UInt8(ascii: "\t") {
            low += 1
        }
        if high > low, bytes[high - 1] == UInt8(ascii: "\r") { high -= 1 }
        if ByteSearch.hasPrefix(bytes, low, high, "///") {
            low += 3
        } else {
            if ByteSearch.hasPrefix(bytes, low, high, "/**") { low += 3 }
            if high - low >= 2, bytes[high - 2] == UInt8(ascii: "*"),
                bytes[high - 1] == UInt8(ascii: "/")
            {
                high -= 2
            }
            if low < high, bytes[low] == UInt8(ascii: "*") { low += 1 }
        }
        if low < high, bytes[low] == UInt8(ascii: " ") { low += 1 }
        while high > low,
            bytes[high - 1] == UInt8(ascii: " ") || bytes[high - 1] == UInt8(ascii: "\t")
        { high -= 1 }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[low..<high]))
    }
}
