/// Finds the type aliases that name a function type (`typealias Callback = (String) throws -> Void`),
/// so that a parameter spelled `callback: Callback` is known to be a non-escaping closure,
/// which a fake may call but must not store.
///
/// The parser keeps only protocols and extensions, so this reads the file's bytes: after each
/// `typealias Name =` it skips attributes (`@Sendable`, `@convention(c)`) and looks for a
/// parenthesised list followed by optional effects and `->`. An alias of another alias
/// (`typealias Handler = Callback`) is followed by ``closureNames(_:)``. A match in a comment
/// only makes a parameter of that name unrecorded, which is harmless.
struct ClosureAliasScanner {
    /// Aliases whose type is a function type, by name.
    private(set) var closures: Set<String> = []
    /// Aliases of a plain name (`Handler` -> `Callback`), to follow.
    private(set) var targets: [String: String] = [:]

    /// Reads the type aliases of one file.
    mutating func scan(_ bytes: [UInt8]) {
        let keyword = Array("typealias".utf8)
        var index = 0
        while let found = Self.find(keyword, in: bytes, from: index) {
            index = found + keyword.count
            guard found == 0 || !Self.isIdentifier(bytes[found - 1]) else { continue }
            var cursor = Cursor(bytes: bytes, index: index)
            cursor.skipSpace()
            let name = cursor.identifier()
            guard !name.isEmpty else { continue }
            cursor.skipSpace()
            if cursor.peek == UInt8(ascii: "<") { cursor.skipBalanced(open: "<", close: ">") }
            cursor.skipSpace()
            guard cursor.peek == UInt8(ascii: "=") else { continue }
            cursor.index += 1
            if cursor.isFunctionType() {
                closures.insert(name)
            } else if let target = cursor.plainName() {
                targets[name] = target
            }
        }
    }

    /// Adds the aliases another scanner found (in other files).
    mutating func merge(_ other: ClosureAliasScanner) {
        closures.formUnion(other.closures)
        targets.merge(other.targets) { current, _ in current }
    }

    /// The closure aliases, with the aliases that lead to one through other aliases.
    func closureNames() -> Set<String> {
        var result = closures
        for name in targets.keys {
            var current = name, steps = 0
            while let next = targets[current], steps < 16 {
                current = next
                steps += 1
            }
            if closures.contains(current) { result.insert(name) }
        }
        return result
    }

    /// The offset of the next `needle` at or after `start`, jumping between its `y`s with
    /// ``ByteSearch/firstIndex(of:in:from:to:)`` (`y` is rare in Swift source).
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        let last = bytes.count - needle.count
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = ByteSearch.firstIndex(of: needle[1], in: buffer, from: start + 1, to: last + 1)
            while index <= last {
                let candidate = index - 1
                var offset = 0
                while offset < needle.count, buffer[candidate + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return candidate }
                index = ByteSearch.firstIndex(of: needle[1], in: buffer, from: index + 1, to: last + 1)
            }
            return nil
        }
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
            || byte >= 0x80
    }
}
