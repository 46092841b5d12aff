/// A flag of `seam` that is not a target setting: it picks the `seam.json`, or says how to run.
///
/// ``all`` is the one declaration of each; the argument parser and `seam --help` read it.
struct RunFlag: Sendable {
    /// Where the flag may appear, and its `--help` section.
    enum Scope: Sendable {
        /// Only without `generate`: it picks a `seam.json` or its targets.
        case configuration
        /// Anywhere.
        case run
    }

    /// What the flag does.
    enum Action: Sendable {
        /// Sets run options from the value (empty for a flag without one), or throws when the
        /// value is not one the flag takes.
        case set(@Sendable (inout RunOptions, String) throws(UsageError) -> Void)
        /// Prints the help.
        case help
        /// Prints the version.
        case version
    }

    /// The flag without its dashes (`check`).
    var flag: String
    /// The one-letter alias with its dash (`-q`), if any.
    var short: String? = nil
    /// The value's placeholder in `--help` (`<folder>`), or `nil` for a flag that takes none.
    var valueName: String? = nil
    /// Where it may appear.
    var scope: Scope
    /// What `--help` says about it.
    var help: String
    /// What it does.
    var action: Action

    /// Every run flag, in `--help` order.
    static let all: [RunFlag] = [
        RunFlag(
            flag: "config", short: "-c", valueName: "<file>", scope: .configuration,
            help: "seam.json to read (default: seam.json in the current folder or the nearest "
                + "parent)",
            action: .set { $0.configPath = $1 }),
        RunFlag(
            flag: "target", short: "-t", valueName: "<name>", scope: .configuration,
            help: "only the target with this name (repeatable)",
            action: .set { $0.targetNames.append($1) }),
        RunFlag(
            flag: "plugin-target", valueName: "<name>", scope: .configuration,
            help: "a target the plugin host selected (repeatable): like --target, but a name "
                + "seam.json does not list is skipped, unless none is listed",
            action: .set { $0.pluginTargetNames.append($1) }),
        RunFlag(
            flag: "check", scope: .run,
            help: "write nothing; exit 1 and name stale files if generating would change "
                + "anything",
            action: .set { options, _ in options.isCheck = true }),
        RunFlag(
            flag: "dry-run", scope: .run, help: "print the generated text instead of writing it",
            action: .set { options, _ in options.isDryRun = true }),
        RunFlag(
            flag: "quiet", short: "-q", scope: .run,
            help: "print errors only: no summary lines, warnings or notes",
            action: .set { options, _ in options.isQuiet = true }),
        // Accepted and ignored since seam keeps no cache: scripts and build plugins that pass
        // them, and benchmarks that run old and new binaries with one command line, still run.
        RunFlag(
            flag: "cache-dir", valueName: "<folder>", scope: .run,
            help: "ignored (seam keeps no cache; accepted so older command lines still run)",
            action: .set { _, _ in }),
        RunFlag(
            flag: "no-cache", scope: .run,
            help: "ignored (seam keeps no cache; accepted so older command lines still run)",
            action: .set { _, _ in }),
        RunFlag(
            flag: "lock-timeout", valueName: "<seconds>", scope: .run,
            help: "how long to wait for another seam writing the same output (default: 60; "
                + "0: fail at once)",
            action: .set { options, value throws(UsageError) in
                guard let seconds = Double(value), seconds >= 0, seconds.isFinite else {
                    throw UsageError(
                        "'--lock-timeout': '\(value)' is not a number of seconds (0 or more)")
                }
                options.lockTimeout = seconds
            }),
        RunFlag(
            flag: "list-inputs", scope: .run,
            help: "print every file the run would read (seam.json, sources, templates), one a "
                + "line, and write nothing: an Xcode Run Script phase's input file list",
            action: .set { options, _ throws(UsageError) in try options.list(.inputs) }),
        RunFlag(
            flag: "list-outputs", scope: .run,
            help: "print every file the run would write, one a line, and write nothing: the "
                + "phase's output file list",
            action: .set { options, _ throws(UsageError) in try options.list(.outputs) }),
        RunFlag(
            flag: "build-plugin", scope: .run,
            help: "for SeamBuildPlugin, which runs seam on every build: the headers say so "
                + "instead of naming a command to run, and no summary lines are printed",
            action: .set { options, _ in options.isBuildPlugin = true }),
        RunFlag(flag: "help", short: "-h", scope: .run, help: "show this help", action: .help),
        RunFlag(flag: "version", scope: .run, help: "show the version", action: .version),
    ]

    /// The long flag with its dashes, `--check`.
    var longName: String { "--" + flag }
}

extension RunOptions {
    /// Asks for a file list; one run prints one list.
    fileprivate mutating func list(_ list: FileList) throws(UsageError) {
        if let fileList, fileList != list {
            throw UsageError("'--list-inputs' and '--list-outputs' cannot be used together")
        }
        fileList = list
    }
}
