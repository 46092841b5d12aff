/// The bytes a ``TemplateRenderer`` writes: UTF-8 in one growing allocation.
///
/// Appending a piece is a bounds check and a `memcpy`; `Array.append(contentsOf:)` costs
/// about twice that per piece, and a file is thousands of small pieces.
struct TemplateOutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// Creates an empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        // Reads the string's own UTF-8 in place; only a bridged string is copied first.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > capacity - count { grow(toFit: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func grow(toFit needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The bytes written, as a string.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
