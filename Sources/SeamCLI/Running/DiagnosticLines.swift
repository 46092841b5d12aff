import SeamGenerator

/// The lines `seam` prints for a run's warnings and notes: each on its own line, except those
/// that share a cause (``DiagnosticGrouping``) past its limit, which print as one line, at the
/// place of the first, with their count and first subjects.
///
/// ```
/// note: spies cannot forward sets of 3000 members of protocols that are not class-bound, ...:
///     FakeP1.value, FakeP2.value, FakeP3.value and 2997 more
/// ```
/// (one line in fact).
enum DiagnosticLines {
    /// How many subjects a grouped line names.
    static let shownSubjects = 3

    /// The lines for `diagnostics`, in their order.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        var groups: [DiagnosticGrouping.Cause: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let cause = diagnostic.grouping?.cause {
                groups[cause, default: []].append(diagnostic)
            }
        }
        var printed: Set<DiagnosticGrouping.Cause> = []
        var lines: [String] = []
        for diagnostic in diagnostics {
            guard let cause = diagnostic.grouping?.cause, let group = groups[cause],
                group.count > cause.limit
            else {
                lines.append(diagnostic.description)
                continue
            }
            if printed.insert(cause).inserted { lines.append(line(for: group, cause: cause)) }
        }
        return lines
    }

    /// The one line for `group`, the diagnostics of `cause`.
    private static func line(
        for group: [Diagnostic], cause: DiagnosticGrouping.Cause
    ) -> String {
        let subjects = group.compactMap(\.grouping?.subject)
        var listed = subjects.prefix(shownSubjects).joined(separator: ", ")
        if subjects.count > shownSubjects {
            listed += " and \(subjects.count - shownSubjects) more"
        }
        let severity =
            group.map(\.severity).contains(.warning) ? Diagnostic.Severity.warning : .note
        return Diagnostic(severity, "\(cause.summary(count: group.count)): \(listed)").description
    }
}
