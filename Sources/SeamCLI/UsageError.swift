import SeamGenerator

/// A mistake in how `seam` was called: a bad flag, a missing value, a bad `seam.json`.
///
/// `description` is what `seam` prints on stderr; a usage line follows it unless the mistake
/// is in a file (``isInFile``), where the arguments are not what to fix.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole line, for example `error: unknown flag '--sorce'` or
    /// `seam.json: error: targets[0].sorces: unknown key (expected one of: ...)`.
    package var description: String
    /// Whether the mistake is in a file (`seam.json`, a protocols list) rather than in the
    /// arguments: the message then names the file, and no usage line follows it.
    package var isInFile: Bool

    /// Creates an error from a message; `file` prefixes it when the mistake is in a file.
    ///
    /// The line stays one line: line breaks and other control characters in the message or
    /// the path (a target named `x\ny`) are escaped, as in a ``Diagnostic``.
    package init(_ message: String, file: String? = nil) {
        let message = Diagnostic.escaped(message)
        if let file {
            description = "\(Diagnostic.escaped(file)): error: \(message)"
        } else {
            description = "error: \(message)"
        }
        isInFile = file != nil
    }
}
