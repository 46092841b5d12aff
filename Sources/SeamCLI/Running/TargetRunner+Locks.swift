import SeamGenerator

extension TargetRunner {
    /// Takes the lock of every target's output (see ``OutputLock``): exclusive to write, shared
    /// for `--check`; each lock file once, in path order, so two runs with several targets
    /// never wait for each other in a circle.
    ///
    /// It runs before the no-change cache is read, and the locks are held until the last
    /// record is written: a cache record is then read and written by the one process that
    /// writes its output, and never vouches for output another process wrote.
    /// - Throws: ``RunFailure`` with ``ExitCode/busy`` naming the holder's process id when
    ///   another process held a lock for all of `--lock-timeout`, or ``ExitCode/cannotWrite``
    ///   when a lock file cannot be made.
    func lockOutputs() throws(RunFailure) -> [OutputLock] {
        let mode: OutputLock.Mode = options.isCheck ? .shared : .exclusive
        var outputs: [String: String] = [:]
        for target in loaded.targets {
            let file = OutputLock.file(for: target.label)
            if outputs[file] == nil { outputs[file] = target.label }
        }
        var locks: [OutputLock] = []
        for (file, output) in outputs.sorted(by: { $0.key < $1.key }) {
            do throws(OutputLock.Failure) {
                let lock = try OutputLock.acquire(
                    file, mode: mode, timeout: options.lockTimeout
                ) { holder in
                    command.error(
                        Diagnostic(
                            .note,
                            "waiting for process \(holder), which holds the lock of '\(output)' "
                                + "('\(file)')"
                        ).description)
                }
                if let lock { locks.append(lock) }
            } catch {
                for lock in locks { lock.release() }
                throw failure(error, output: output, file: file)
            }
        }
        return locks
    }

    /// The failure for a lock that could not be taken.
    private func failure(
        _ error: OutputLock.Failure, output: String, file: String
    ) -> RunFailure {
        switch error {
        case .held(let holder):
            let verb = options.isCheck ? "check" : "write"
            let seconds = options.lockTimeout
            let waited =
                seconds == 0
                ? "" : " after \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s"
            let lines = [
                Diagnostic(
                    .error,
                    "cannot \(verb) '\(output)': process \(holder) still holds its lock "
                        + "('\(file)')\(waited); run seam again when that process ends"),
                Diagnostic(.note, "'--lock-timeout <seconds>' sets how long seam waits"),
            ]
            return RunFailure(code: .busy, lines: lines.map(\.description), showsUsage: false)
        case .unusable(let message):
            return RunFailure(
                code: .cannotWrite, lines: [Diagnostic(.error, message).description],
                showsUsage: false)
        }
    }
}
