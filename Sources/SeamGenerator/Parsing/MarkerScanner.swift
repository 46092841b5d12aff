/// Finds the near misses of Seam's markers in the comments before a protocol (see
/// ``MarkerNearMiss``): a marker in a plain comment, or `seam`, a colon and a word one edit
/// from `fake` or `injector`, written otherwise than the marker (case, spaces).
///
/// Runs on the comments before each protocol only, which are few.
enum MarkerScanner {
    /// One near miss: its byte offset in the file, the text and its kind.
    struct Found: Equatable {
        var offset: Int
        var written: String
        var marker: MarkerNearMiss.Marker
        var isInDocComment: Bool
    }

    /// The near misses in `bytes[start..<end]`, the comments before a declaration.
    static func nearMisses(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> [Found] {
        var found: [Found] = []
        // Inside a block comment: whether it is a doc comment (`/**`); `nil` outside one.
        var block: Bool?
        var lineStart = start
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == 9 {
                first += 1
            }
            let isDoc: Bool
            if let block {
                isDoc = block
            } else if ByteSearch.hasPrefix(bytes, first, lineEnd, "///"),
                !ByteSearch.hasPrefix(bytes, first, lineEnd, "////")
            {
                isDoc = true
            } else if ByteSearch.hasPrefix(bytes, first, lineEnd, "/**"),
                !ByteSearch.hasPrefix(bytes, first, lineEnd, "/***")
            {
                (isDoc, block) = (true, true)
            } else if ByteSearch.hasPrefix(bytes, first, lineEnd, "/*") {
                (isDoc, block) = (false, false)
            } else {
                isDoc = false
            }
            if block != nil, closesBlock(bytes, first + 2, lineEnd) { block = nil }
            found += scan(bytes, first, lineEnd, isDoc: isDoc)
            lineStart = lineEnd + 1
        }
        return found
    }

    /// The near misses on one line.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isDoc: Bool
    ) -> [Found] {
        var found: [Found] = []
        var index = start
        while index + 4 <= end {
            defer { index += 1 }
            guard lowercased(bytes, index, 4) == "seam",
                index == start || !isWordByte(bytes[index - 1])
            else { continue }
            var cursor = skipBlanks(bytes, index + 4, end)
            guard cursor < end, bytes[cursor] == UInt8(ascii: ":") else { continue }
            cursor = skipBlanks(bytes, cursor + 1, end)
            var wordEnd = cursor
            while wordEnd < end, isWordByte(bytes[wordEnd]) { wordEnd += 1 }
            guard wordEnd > cursor else { continue }
            let written = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[index..<wordEnd]), as: UTF8.self)
            let word = lowercased(bytes, cursor, wordEnd - cursor)
            for marker in [MarkerNearMiss.Marker.fake, .injector] {
                let isExact = written == marker.rawValue
                let name = String(marker.rawValue.dropFirst("seam:".count))
                if isExact ? !isDoc : EditDistance.between(word, name) <= 1 {
                    found.append(
                        Found(
                            offset: index, written: written, marker: marker,
                            isInDocComment: isDoc))
                }
            }
        }
        return found
    }

    private static func skipBlanks(
        _ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int
    )
        -> Int
    {
        var index = from
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == 9 { index += 1 }
        return index
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// `count` bytes from `start`, ASCII letters lowercased.
    private static func lowercased(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int
    )
        -> String
    {
        String(
            decoding: bytes[start..<start + count].map {
                $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0
            }, as: UTF8.self)
    }

    /// Whether `*/` occurs in `bytes[start..<end]`.
    private static func closesBlock(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
    )
        -> Bool
    {
        var index = max(start, 0)
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                return true
            }
            index += 1
        }
        return false
    }
}
