/// A fast substring test on bytes, used to skip files that cannot declare what we look for.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    ///
    /// Scans for the needle's first byte, then compares the rest: a memchr-style skim with no
    /// allocation.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, haystack.count >= count, let base = haystack.baseAddress else { return false }
        let pattern = needle.utf8Start
        let first = pattern[0]
        let last = pattern[count - 1]
        var index = 0
        let limit = haystack.count - count
        while index <= limit {
            if base[index] == first, base[index + count - 1] == last {
                var offset = 1
                while offset < count - 1, base[index + offset] == pattern[offset] { offset += 1 }
                if offset >= count - 1 { return true }
            }
            index += 1
        }
        return false
    }
}
