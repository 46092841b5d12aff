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
    /// Jumps from one occurrence of the needle's first byte to the next with `memchr` (SIMD
    /// in the C library), then compares the rest.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, haystack.count >= count, let base = haystack.baseAddress else { return false }
        let pattern = needle.utf8Start
        let limit = haystack.count - count + 1
        var index = firstIndex(of: pattern[0], in: haystack, from: 0, to: limit)
        while index < limit {
            var offset = 1
            while offset < count, base[index + offset] == pattern[offset] { offset += 1 }
            if offset == count { return true }
            index = firstIndex(of: pattern[0], in: haystack, from: index + 1, to: limit)
        }
        return false
    }

    /// The offset of the first `byte` at or after `start`, or `end`.
    static func firstIndex(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
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
