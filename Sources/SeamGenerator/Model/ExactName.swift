/// A name or a path as a key that compares as swiftc compares identifiers and as Linux compares
/// file names: by Unicode scalars, here by their UTF-8 bytes.
///
/// `String`'s `==` and hashing use canonical equivalence, so `Caf\u{E9}` and `Cafe\u{301}`,
/// two protocols for swiftc, were one key: the second was taken for the first declared again,
/// and got no fake (issue 25 §8).
package struct ExactName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    package var text: String

    package init(_ text: String) { self.text = text }

    package init(stringLiteral text: String) { self.text = text }

    package var description: String { text }

    package static func == (left: ExactName, right: ExactName) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

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
