/// A name or a path as a key that compares as swiftc compares identifiers and as Linux compares
/// file names: by Unicode scalars, here by their UTF-8 bytes.
///
/// `String`'s `==` and hashing use canonical equivalence, so `Caf\u{E9}` and `Cafe\u{301}`,
/// two protocols for swiftc, were one key: the second was taken for the first declared again,
/// and got no fake (issue 25 §8).
package struct ExactName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    package var text: String

    /// The key of `text`.
    package init(_ text: String) { self.text = text }

    /// The key of a literal name (`"Router"`), for tables and tests.
    package init(stringLiteral text: String) { self.text = text }

    /// The name as it was given.
    package var description: String { text }

    /// Whether both names have the same UTF-8 bytes.
    package static func == (left: ExactName, right: ExactName) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    /// Hashes the name's UTF-8 bytes, as ``==`` compares them.
    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether `self` and `other` are the same name for swiftc: the same Unicode scalars,
    /// where `==` also matches names that differ only in normalization (``ExactName``).
    package func isExactly(_ other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
