import SeamGenerator

/// Why a run stopped: the lines to print on stderr and the exit code.
struct RunFailure: Error, Sendable {
    /// The exit code.
    var code: ExitCode
    /// The lines for stderr, in order.
    var lines: [String]
    /// Whether the usage line follows them.
    var showsUsage: Bool

    /// A usage error: the message, then the usage line unless the mistake is in a file such
    /// as `seam.json` (the line would point at the arguments); exit code 64.
    init(_ error: UsageError) {
        self.init(code: .usage, lines: [error.description], showsUsage: !error.isInFile)
    }

    /// A generator or writer error: its diagnostics, one a line.
    init(_ error: GenerationError, code: ExitCode) {
        self.init(code: code, lines: error.diagnostics.map(\.description), showsUsage: false)
    }

    /// A failure with explicit lines.
    init(code: ExitCode, lines: [String], showsUsage: Bool) {
        self.code = code
        self.lines = lines
        self.showsUsage = showsUsage
    }
}
