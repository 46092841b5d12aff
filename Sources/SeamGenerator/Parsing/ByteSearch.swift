#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Fast byte searches over a file, used to skip what cannot matter.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    ///
    /// Jumps from one occurrence of the needle's byte at `anchor` to the next with `memchr`
    /// (SIMD in the C library), then compares the whole needle. Pick a rare byte as the anchor
    /// (`x` in `extension`): the fewer the hits, the fewer the calls.
    static func contains(
        _ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString, anchor: Int = 0
    ) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, anchor < count, haystack.count >= count, let base = haystack.baseAddress
        else { return false }
        let pattern = needle.utf8Start
        let end = haystack.count - count + 1 + anchor
        var index = firstIndex(of: pattern[anchor], in: haystack, from: anchor, to: end)
        while index < end {
            let start = index - anchor
            var offset = 0
            while offset < count, base[start + offset] == pattern[offset] { offset += 1 }
            if offset == count { return true }
            index = firstIndex(of: pattern[anchor], in: haystack, from: index + 1, to: end)
        }
        return false
    }

    /// Whether the bytes from `low` up to `high` start with `prefix`.
    static func hasPrefix(
        _ bytes: UnsafeBufferPointer<UInt8>, _ low: Int, _ high: Int, _ prefix: StaticString
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard high - low >= count else { return false }
        return (0..<count).allSatisfy { bytes[low + $0] == prefix.utf8Start[$0] }
    }

    /// The offset of the first `byte` at or after `start`, or `end`.
    static func firstIndex(
        of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        guard start < end, let base = haystack.baseAddress else { return end }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        #else
        var index = start
        while index < end, base[index] != byte { index += 1 }
        return index
        #endif
    }
}
