/// A spelling of one of Seam's markers (`seam:fake`, `seam:injector`) in the comments before
/// a protocol that Seam does not take as the marker: `// seam:fake` (not a doc comment),
/// `/// seam: fake`, `/// Seam:Fake`.
///
/// The marker selects nothing then; Seam warns about it rather than skip the protocol in
/// silence (issue 29).
package struct MarkerNearMiss: Sendable, Hashable {
    /// The marker it looks like.
    package enum Marker: String, Sendable, Hashable {
        /// `seam:fake`, which selects a protocol to fake.
        case fake = "seam:fake"
        /// `seam:injector`, which names the injector protocol.
        case injector = "seam:injector"
    }

    /// The marker it looks like.
    package var marker: Marker
    /// The text as written: `Seam:Fake`, `seam: fake`.
    package var written: String
    /// Whether it is in a doc comment (`///`, `/** */`): if not, it is the marker itself in
    /// a plain comment.
    package var isInDocComment: Bool
    /// Where it is.
    package var location: SourceLocation

    /// Creates a near miss.
    package init(
        marker: Marker, written: String, isInDocComment: Bool, location: SourceLocation
    ) {
        self.marker = marker
        self.written = written
        self.isInDocComment = isInDocComment
        self.location = location
    }
}
