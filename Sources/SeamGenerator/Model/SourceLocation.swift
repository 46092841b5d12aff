/// A position in a source file: the file's path, and a 1-based line and column.
///
/// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The path of the file, as it was given to the parser.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the prefix of a compiler-style diagnostic.
    public var description: String { "\(file):\(line):\(column)" }
}
