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
    /// Where the targets come from.
    package enum Source: Sendable, Hashable {
        /// A `seam.json` file, optionally restricted to the targets with these names.
        case configuration(path: String, targets: [String])
        /// `seam generate` flags describing one target.
        case flags(TargetSettings)
    }

    /// Where the targets come from.
    package var source: Source
    /// `--check`: write nothing, exit 1 if generating would change anything.
    package var isCheck = false
    /// `--dry-run`: print the generated text on stdout and write nothing.
    package var isDryRun = false
    /// `--quiet`: print no summary lines (warnings and errors are still printed).
    package var isQuiet = false
    /// `--output-file`/`--output-folder` with a `seam.json`: replaces the output of its only
    /// selected target (the build plugin uses this to write into its work directory).
    package var outputOverride: TargetSettings.Output?
    /// `--cache-dir`: where the no-change fingerprints live, or `nil` for the default.
    package var cacheDirectory: String?
    /// `--no-cache`: always parse and generate.
    package var isCacheDisabled = false

    /// Creates options for `source`.
    package init(source: Source) {
        self.source = source
    }
}
