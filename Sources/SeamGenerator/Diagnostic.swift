/// A message about the input, printed the way the Swift compiler prints its own.
///
/// `description` is `path:line:col: error: message` (or `warning:`), the format editors and
/// CI systems annotate.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The input is malformed; the run fails.
        case error
        /// The input was skipped or handled partly; the run goes on.
        case warning
        /// Extra information attached to the previous diagnostic.
        case note
    }

    /// How serious this diagnostic is.
    public var severity: Severity
    /// What is wrong, in one sentence with no trailing period.
    public var message: String
    /// Where it is wrong, or `nil` for a problem that belongs to no file.
    public var location: SourceLocation?
    /// The cause this diagnostic shares with others of the same run, by which `seam` prints
    /// them as one line, or `nil` for one printed on its own.
    package var grouping: DiagnosticGrouping?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// The same diagnostic, grouped with the others of `cause` (``DiagnosticGrouping``).
    package func grouped(
        _ cause: DiagnosticGrouping.Cause, subject: String
    ) -> Diagnostic {
        var copy = self
        copy.grouping = DiagnosticGrouping(cause, subject: subject)
        return copy
    }

    /// The diagnostic as the compiler prints it: `path:line:col: error: message`, on one line:
    /// line breaks and other control characters in the path or message are escaped (`\n`).
    public var description: String {
        if let location {
            return
                "\(Self.escaped(location.description)): \(severity.rawValue): \(Self.escaped(message))"
        }
        return "\(severity.rawValue): \(Self.escaped(message))"
    }
}
