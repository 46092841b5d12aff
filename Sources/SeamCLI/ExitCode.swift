/// The exit statuses of `seam`, following the BSD `sysexits.h` convention where one fits.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything went well (and with `--check`, nothing is stale).
    case success = 0
    /// `--check` found output that generating would change.
    case stale = 1
    /// A bad flag or a bad `seam.json` (`EX_USAGE`).
    case usage = 64
    /// Malformed input: a source or template error, or an unknown protocol (`EX_DATAERR`).
    case input = 65
    /// The output cannot be written, for example over a file Seam did not write (`EX_CANTCREAT`).
    case cannotWrite = 73
    /// Another process held the output's lock for all of `--lock-timeout`: try again when it
    /// ends (`EX_TEMPFAIL`).
    case busy = 75

    /// What the code means, as `seam --help` lists it.
    var summary: String {
        switch self {
        case .success: "success"
        case .stale: "stale output (--check)"
        case .usage: "usage error (bad flag, bad seam.json)"
        case .input: "input error (source, template, unknown protocol)"
        case .cannotWrite: "cannot write output"
        case .busy: "another run held the output's lock for all of --lock-timeout"
        }
    }
}
