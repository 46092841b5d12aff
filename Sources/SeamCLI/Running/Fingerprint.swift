/// A 128-bit FNV-1a hash of everything a generation depends on, as 32 hex digits.
///
/// Not cryptographic: it only has to change when an input changes. Swift's `Hasher` is
/// seeded per process, so it cannot be stored and compared across runs.
struct Fingerprint: Sendable {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Mixes `text` and a separator into the hash.
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            low = (low ^ UInt64(byte)) &* Self.prime
            high = (high ^ UInt64(byte)) &* Self.prime &+ 0x9e37_79b9
        }
        low = (low ^ 0x0a) &* Self.prime
        high = (high ^ 0x0a) &* Self.prime
    }

    /// The hash so far, as hex.
    var hex: String {
        let digits = [high, low].map { String($0, radix: 16) }
        return digits.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }
}
