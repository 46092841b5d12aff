import SeamGenerator

/// The whole `seam` command: parses arguments, runs the targets and reports, returning the
/// exit code. The executable only forwards its arguments and streams to it.
///
/// ```swift
/// let code = SeamCommand(output: { print($0) }, error: log).run(arguments)
/// ```
package struct SeamCommand: Sendable {
    /// Prints one line (or block) on stdout.
    var output: @Sendable (String) -> Void
    /// Prints one line on stderr.
    var error: @Sendable (String) -> Void

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - output: Writes a line on stdout.
    ///   - error: Writes a line on stderr.
    package init(
        output: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void
    ) {
        self.output = output
        self.error = error
    }

    /// Runs `seam` with the bytes of `arguments` (without the program name), as the system
    /// passes them: an argument that is not valid UTF-8 is a usage error, since decoding it would
    /// replace its bytes with U+FFFD and a path would name another file (issue 25).
    package func run(bytes arguments: [[UInt8]]) -> ExitCode {
        var decoded: [String] = []
        for (index, bytes) in arguments.enumerated() {
            // Not `String(validating:as:)`: it needs macOS 15 / iOS 18.
            guard Diagnostic.isValidUTF8(bytes) else {
                let shown = String(decoding: bytes, as: UTF8.self)
                let failure = RunFailure(
                    UsageError(
                        "argument \(index + 1), '\(shown)', is not valid UTF-8 (seam reads and "
                            + "writes paths as UTF-8: rename the file or folder)"))
                failure.lines.forEach(error)
                error(ArgumentParser.usageLine)
                return failure.code
            }
            decoded.append(String(decoding: bytes, as: UTF8.self))
        }
        return run(decoded)
    }

    /// Runs `seam` with `arguments` (without the program name).
    package func run(_ arguments: [String]) -> ExitCode {
        do throws(RunFailure) {
            let invocation: Invocation
            do throws(UsageError) {
                invocation = try ArgumentParser.parse(arguments)
            } catch {
                throw RunFailure(error)
            }
            switch invocation {
            case .help:
                output(HelpText.text)
                return .success
            case .version:
                output("seam \(SeamVersion.current)")
                return .success
            case .run(let options):
                let loaded = try TargetLoader.load(options)
                if let list = options.fileList {
                    if !options.isQuiet { loaded.notes.forEach(self.error) }
                    return try FileLists(command: self, loaded: loaded).print(list)
                }
                let runner = TargetRunner(command: self, options: options, loaded: loaded)
                return try runner.run()
            }
        } catch {
            error.lines.forEach(self.error)
            if error.showsUsage { self.error(ArgumentParser.usageLine) }
            return error.code
        }
    }
}
