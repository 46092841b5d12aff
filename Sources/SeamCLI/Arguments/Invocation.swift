import SeamGenerator

/// What one `seam` command line asks for, once its arguments are parsed.
package enum Invocation: Sendable, Hashable {
    /// `--help`: print the help text.
    case help
    /// `--version`: print the version.
    case version
    /// Generate, from a `seam.json` or from flags.
    case run(RunOptions)
}

/// The settings of a generating run that do not describe a target.
package struct RunOptions: Sendable, Hashable {
    /// `seam generate`'s target, or `nil` to read the targets of a `seam.json`.
    package var target: Target?
    /// `--config`: the `seam.json` to read, or `nil` to look for one in the current folder
    /// and its parents.
    package var configPath: String?
    /// `--target`: the `seam.json` targets to run, by name; empty for all.
    package var targetNames: [String] = []
    /// `--check`: write nothing, exit 1 if generating would change anything.
    package var isCheck = false
    /// `--dry-run`: print the generated text on stdout and write nothing.
    package var isDryRun = false
    /// `--quiet`: print no summary lines (warnings and errors are still printed).
    package var isQuiet = false
    /// `--output-file`/`--output-folder` with a `seam.json`: replaces the output of its only
    /// selected target (the build plugin uses this to write into its work directory).
    package var outputOverride: GenerationRequest.Output?
    /// `--lock-timeout`: how many seconds to wait for another process that holds an output's
    /// lock (finite, 0 or more: the parser rejects any other value).
    package var lockTimeout: Double = 60

    /// Creates options that read `seam.json`.
    package init() {}
}
