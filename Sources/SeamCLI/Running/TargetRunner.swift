import Foundation
import SeamGenerator

/// Runs the targets of one invocation: everything is generated and planned before anything
/// is written, so an error in any target leaves every output as it was.
struct TargetRunner {
    /// One target's work.
    struct Job {
        var target: Target
        /// The generated files.
        var files: [GeneratedFile]
        /// The generator's warnings and notes.
        var diagnostics: [Diagnostic]
    }

    var command: SeamCommand
    var options: RunOptions
    var loaded: TargetLoader.Loaded

    /// Generates, then prints, checks or writes; returns the exit code.
    func run() throws(RunFailure) -> ExitCode {
        loaded.notes.forEach(inform)
        // One process at a time compares with disk and writes each output.
        let lock = options.isDryRun ? nil : try lockOutputs()
        defer { lock?.release() }
        var jobs: [Job] = []
        // The warnings of every target are printed together, so that a cause that many
        // protocols share is one line per run (``DiagnosticLines``), and before any error.
        do throws(RunFailure) {
            for target in loaded.targets {
                jobs.append(try prepare(target))
            }
        } catch {
            DiagnosticLines.lines(jobs.flatMap(\.diagnostics)).forEach(inform)
            throw error
        }
        DiagnosticLines.lines(jobs.flatMap(\.diagnostics)).forEach(inform)
        if options.isDryRun {
            jobs.forEach(printDryRun)
            return .success
        }
        let writer = FileWriter()
        let plans: [WritePlan]
        do throws(GenerationError) {
            plans = try writer.plans(
                jobs.map {
                    let request = $0.target.request
                    let owner = OrphanOwnership(
                        sources: request.sources, projectFolder: request.projectFolder)
                    return ($0.files, request.output, owner)
                },
                refusingForeign: !options.isCheck)
        } catch {
            throw RunFailure(error, code: .cannotWrite)
        }
        if options.isCheck {
            return report(check: Array(zip(jobs, plans)))
        }
        for (job, plan) in zip(jobs, plans) {
            try write(job, plan, writer: writer)
        }
        return .success
    }

    /// Generates a target.
    private func prepare(_ target: Target) throws(RunFailure) -> Job {
        do throws(GenerationError) {
            let result = try Generator.generate(try InputReader.read(try target.makeRequest()))
            return Job(target: target, files: result.files, diagnostics: result.diagnostics)
        } catch {
            throw RunFailure(error, code: .input)
        }
    }

    /// Applies a job's plan and prints its summary line.
    private func write(_ job: Job, _ plan: WritePlan, writer: FileWriter) throws(RunFailure) {
        do throws(GenerationError) {
            try writer.apply(plan)
        } catch {
            throw RunFailure(error, code: .cannotWrite)
        }
        for path in plan.edited {
            inform(
                "\(path):1:1: warning: this file was edited by hand since seam wrote it; "
                    + "regenerating it overwrote the edit")
        }
        summarize(
            job,
            "\(plan.changed.count) written, \(plan.unchanged.count) unchanged, "
                + "\(plan.removed.count) removed")
    }

    /// Names the stale files on stderr; exit code 1 if there is any.
    private func report(check jobs: [(Job, WritePlan)]) -> ExitCode {
        var isStale = false
        for (job, plan) in jobs {
            var lines = plan.removed.map { ($0, "stale: its protocol no longer exists") }
            let edited = Set(plan.edited)
            for file in plan.changed where !edited.contains(file.path) {
                let change = FileManager.default.fileExists(atPath: file.path) ? "change" : "create"
                lines.append((file.path, "stale: generating would \(change) this file"))
            }
            for path in edited {
                lines.append(
                    (
                        path,
                        "edited: this file was edited by hand since seam wrote it; "
                            + "generating would overwrite the edit"
                    ))
            }
            var messages = lines.map { path, problem in (path, "\(path): error: \(problem)") }
            // Not a write error (exit 73): the output is not what generating makes (issue 25).
            for path in plan.foreign {
                messages.append(
                    (
                        path,
                        "\(path):1:1: error: not written by seam: its first line is not a "
                            + "'\(GeneratedHeader.marker)' header, so generating would refuse to "
                            + "overwrite it; \(FileWriter.foreignFix)"
                    ))
            }
            for (_, message) in messages.sorted(by: { $0.0 < $1.0 }) {
                command.error(message)
            }
            let stale = plan.changed.count + plan.removed.count + plan.foreign.count
            isStale = isStale || stale > 0
            summarize(job, stale > 0 ? "\(stale) stale" : "up to date")
        }
        return isStale ? .stale : .success
    }

    /// Prints the generated text: bare for one file, each file under a `// ==== path`
    /// line for a folder.
    private func printDryRun(_ job: Job) {
        let isFolder = if case .folder = job.target.request.output { true } else { false }
        for file in job.files {
            if isFolder { command.output("// ==== \(file.path)") }
            command.output(file.contents)
        }
    }

    private func summarize(_ job: Job, _ text: String) {
        // The build plugin runs on every build: a line for each would only be noise there.
        if !options.isQuiet && !options.isBuildPlugin {
            command.output("seam: \(job.target.label): \(text)")
        }
    }

    /// Prints a warning or note on stderr, unless `--quiet` asks for errors only.
    func inform(_ line: String) {
        if !options.isQuiet { command.error(line) }
    }
}
