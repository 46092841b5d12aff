/// A mistake in how `seam` was called: a bad flag, a missing value, a bad `seam.json`.
///
/// `description` is what `seam` prints on stderr, without the usage line that follows it.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole line, for example `error: unknown flag '--sorce'` or
    /// `seam.json: error: targets[0].sorces: unknown key (expected one of: ...)`.
    package var description: String

    /// Creates an error from a message; `file` prefixes it when the mistake is in a file.
    package init(_ message: String, file: String? = nil) {
        if let file {
            description = "\(file): error: \(message)"
        } else {
            description = "error: \(message)"
        }
    }
}
