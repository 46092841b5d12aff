import SeamGenerator

/// Runs the targets of one invocation: everything is generated and planned before anything
/// is written, so an error in any target leaves every output as it was.
struct TargetRunner {
    /// One target's work.
    struct Job {
        var target: Target
        /// The input fingerprint, when the cache is on.
        var fingerprint: String?
        /// The generated files, or `nil` when the cache says the output is current.
        var files: [GeneratedFile]?
        /// The number of current files, when the cache says so.
        var freshCount = 0
        /// What writing would do.
        var plan: WritePlan?
    }

    var command: SeamCommand
    var options: RunOptions
    var loaded: TargetLoader.Loaded

    /// Generates, then prints, checks or writes; returns the exit code.
    func run() throws(RunFailure) -> ExitCode {
        loaded.notes.forEach(command.error)
        let cache =
            options.isCacheDisabled || options.isDryRun
            ? nil
            : GenerationCache(directory: loaded.cacheDirectory, toolIdentity: command.toolIdentity)
        // One process at a time reads the cache, compares with disk and writes each output.
        let locks = options.isDryRun ? [] : try lockOutputs()
        defer { for lock in locks { lock.release() } }
        var jobs: [Job] = []
        for target in loaded.targets {
            jobs.append(try prepare(target, cache: cache))
        }
        if options.isDryRun {
            jobs.forEach(printDryRun)
            return .success
        }
        let writer = FileWriter()
        for index in jobs.indices {
            guard let files = jobs[index].files else { continue }
            let output = jobs[index].target.request.output
            do throws(GenerationError) {
                jobs[index].plan = try writer.plan(files, output: output)
            } catch {
                throw RunFailure(error, code: .cannotWrite)
            }
        }
        if options.isCheck {
            return report(check: jobs)
        }
        for job in jobs {
            try write(job, writer: writer, cache: cache)
        }
        return .success
    }

    /// Fingerprints a target and, unless its output is current, generates it.
    private func prepare(
        _ target: Target, cache: GenerationCache?
    ) throws(RunFailure) -> Job {
        var job = Job(target: target)
        if let cache {
            let fingerprint = cache.fingerprint(of: target)
            job.fingerprint = fingerprint
            if let count = cache.freshFileCount(of: target, fingerprint: fingerprint),
                !hasTemporaryBesideOutputFile(target)
            {
                job.freshCount = count
                return job
            }
        }
        do throws(GenerationError) {
            let result = try Generator.generate(try target.makeRequest())
            result.diagnostics.map(\.description).forEach(command.error)
            job.files = result.files
            return job
        } catch {
            throw RunFailure(error, code: .input)
        }
    }

    /// Whether an interrupted run left a temporary beside the output file of `target`, which
    /// only a run that writes deletes. The record cannot tell: an output folder's time changes
    /// when a temporary appears in it, but a file's does not when one appears beside it.
    private func hasTemporaryBesideOutputFile(_ target: Target) -> Bool {
        guard case .file(let path) = target.request.output else { return false }
        return !FileWriter.staleTemporaries(of: [path], output: target.request.output).isEmpty
    }

    /// Applies a job's plan, records its state and prints its summary line.
    private func write(
        _ job: Job, writer: FileWriter, cache: GenerationCache?
    ) throws(RunFailure) {
        var counts = (written: 0, unchanged: job.freshCount, removed: 0)
        if let plan = job.plan, let files = job.files {
            cache?.invalidate(job.target)
            do throws(GenerationError) {
                try writer.apply(plan)
            } catch {
                throw RunFailure(error, code: .cannotWrite)
            }
            if let fingerprint = job.fingerprint {
                cache?.record(job.target, fingerprint: fingerprint, outputs: files.map(\.path))
            }
            for path in plan.edited {
                command.error(
                    "\(path):1:1: warning: this file was edited by hand since seam wrote it; "
                        + "regenerating it overwrote the edit")
            }
            counts = (plan.changed.count, plan.unchanged.count, plan.removed.count)
        }
        summarize(
            job,
            "\(counts.written) written, \(counts.unchanged) unchanged, "
                + "\(counts.removed) removed")
    }

    /// Names the stale files on stderr; exit code 1 if there is any.
    private func report(check jobs: [Job]) -> ExitCode {
        var isStale = false
        for job in jobs {
            guard let plan = job.plan else {
                summarize(job, "up to date")
                continue
            }
            var lines = plan.removed.map { ($0, "stale: its protocol no longer exists") }
            let edited = Set(plan.edited)
            for file in plan.changed where !edited.contains(file.path) {
                let change = FileStatus.of(file.path) == nil ? "create" : "change"
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
            for (path, problem) in lines.sorted(by: { $0.0 < $1.0 }) {
                command.error("\(path): error: \(problem)")
            }
            let stale = plan.changed.count + plan.removed.count
            isStale = isStale || stale > 0
            summarize(job, stale > 0 ? "\(stale) stale" : "up to date")
        }
        return isStale ? .stale : .success
    }

    /// Prints the generated text: bare for one file, each file under a `// ==== path`
    /// line for a folder.
    private func printDryRun(_ job: Job) {
        let isFolder = if case .folder = job.target.request.output { true } else { false }
        for file in job.files ?? [] {
            if isFolder { command.output("// ==== \(file.path)") }
            command.output(file.contents)
        }
    }

    private func summarize(_ job: Job, _ text: String) {
        if !options.isQuiet { command.output("seam: \(job.target.label): \(text)") }
    }
}
