/// The kinds of token the lexer produces.
///
/// Keywords are not a kind of their own: they are identifiers whose text the parser compares,
/// because almost every Swift keyword is contextual somewhere.
enum TokenKind: UInt8, Sendable {
    case identifier
    /// `` `name` ``: an identifier that may spell a keyword.
    case backtickIdentifier
    case number
    case string
    case regex
    /// A run of operator characters (`==`, `->`, `?`, `...`, `&`); the parser splits it.
    case `operator`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, at, backslash
    /// `#if`, `#else`, `#available`, `#selector`, a macro `#name`; `#` alone when unnamed.
    case pound
    case unknown
    case endOfFile
}

/// One token: its kind, where it is, and the trivia (space, comments) before it.
struct Token: Sendable {
    /// What it is.
    var kind: TokenKind
    /// The byte offset of its first byte.
    var start: Int
    /// The byte offset just past its last byte.
    var end: Int
    /// The byte range of the doc comments just before it, or `-1` when there are none.
    var docStart: Int = -1
    /// The end of that range.
    var docEnd: Int = -1
    /// The byte offset of the first comment (of any kind) before it, or `-1` when there is
    /// none; the comments end at `commentEnd`.
    var commentStart: Int = -1
    /// The end of the last comment before it.
    var commentEnd: Int = -1
    /// Whether whitespace or a comment comes right before it.
    var hasSpaceBefore: Bool = false
    /// Whether a line break comes before it (after the previous token).
    var hasNewlineBefore: Bool = false

    /// Its length in bytes.
    var length: Int { end - start }
}
