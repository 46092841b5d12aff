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
    /// `--plugin-target`: targets a plugin host selected (Xcode passes one for each target
    /// chosen in its dialog): like ``targetNames``, but a name `seam.json` does not list is
    /// skipped with a note, unless no name is listed.
    package var pluginTargetNames: [String] = []
    /// `--check`: write nothing, exit 1 if generating would change anything.
    package var isCheck = false
    /// `--dry-run`: print the generated text on stdout and write nothing.
    package var isDryRun = false
    /// `--quiet`: print errors only, without summary lines, warnings or notes.
    package var isQuiet = false
    /// `--output-file`/`--output-folder` with a `seam.json`: replaces the output of its only
    /// selected target (the build plugin uses this to write into its work directory).
    package var outputOverride: GenerationRequest.Output?
    /// `--list-inputs` or `--list-outputs`: print the files a run reads or writes, one a line,
    /// and write nothing; `nil` to generate.
    package var fileList: FileList?
    /// `--build-plugin`: the build plugin runs `seam` on every build, so the headers say the
    /// files are regenerated on every build instead of naming a command, and no summary lines
    /// are printed.
    package var isBuildPlugin = false
    /// `--lock-timeout`: how many seconds to wait for another process that holds an output's
    /// lock (finite, 0 or more: the parser rejects any other value).
    package var lockTimeout: Double = 60

    /// Which files `--list-inputs` and `--list-outputs` print.
    package enum FileList: Sendable, Hashable {
        /// Every file a run reads: `seam.json`, protocol lists, sources, templates.
        case inputs
        /// Every file a run writes.
        case outputs
    }

    /// Creates options that read `seam.json`.
    package init() {}
}
