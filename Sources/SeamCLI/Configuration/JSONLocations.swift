/// Where each value and each key of a parsed JSON document starts, by the key path that
/// ``JSONObjectReader`` names in its messages (`targets[0].module`, `targets[0].imports[1]`),
/// so that a bad value is reported at its line and column, as the compiler reports a source.
struct JSONLocations: Sendable, Hashable {
    /// A 1-based line and column; the column counts UTF-8 bytes, as ``JSONParser``'s do.
    struct Position: Sendable, Hashable {
        /// The line.
        var line: Int
        /// The column.
        var column: Int
    }

    /// Where the value at each key path starts (the root's path is empty).
    var values: [String: Position] = [:]
    /// Where the key of each object member starts, by the member's key path.
    var keys: [String: Position] = [:]
}
