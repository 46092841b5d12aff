import SeamGenerator

extension TargetRunner {
    /// Takes the lock of every target's output, and of every output of another run that
    /// overlaps one (see ``OutputLockSet``): exclusive to write, shared for `--check`; in path
    /// order, so two runs with several targets never wait for each other in a circle.
    ///
    /// It runs before anything is compared with disk, and the locks are held until the last
    /// file is written, so a run never plans from output another run is changing.
    /// - Throws: ``RunFailure`` with ``ExitCode/busy`` naming the holder's process id when
    ///   another process held a lock for all of `--lock-timeout`, or ``ExitCode/cannotWrite``
    ///   when a lock file cannot be made.
    func lockOutputs() throws(RunFailure) -> [OutputLock] {
        let mode: OutputLock.Mode = options.isCheck ? .shared : .exclusive
        do throws(OutputLockSet.Failure) {
            return try OutputLockSet.acquire(
                loaded.targets.map(\.label), mode: mode, timeout: options.lockTimeout
            ) { holder, entry in
                command.error(
                    Diagnostic(
                        .note,
                        "waiting for process \(holder), which holds the lock of "
                            + Self.lockName(entry, it: "'\(entry.output)'")
                    ).description)
            }
        } catch {
            throw failure(error.reason, entry: error.entry)
        }
    }

    /// `'Out' ('/p/.Out.seam-lock')` for an output's own lock;
    /// `'/p/Out/X.swift' ('/p/Out/.X.swift.seam-lock'), an output that overlaps 'Out'` for
    /// another output's, with `it` in place of `'Out'`.
    private static func lockName(_ entry: OutputLockSet.Entry, it: String) -> String {
        guard let other = entry.overlapping else { return "'\(entry.output)' ('\(entry.file)')" }
        return "'\(other)' ('\(entry.file)'), an output that overlaps \(it)"
    }

    /// The failure for a lock that could not be taken.
    private func failure(_ error: OutputLock.Failure, entry: OutputLockSet.Entry) -> RunFailure {
        switch error {
        case .held(let holder):
            let verb = options.isCheck ? "check" : "write"
            let seconds = options.lockTimeout
            let number = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
            let waited =
                seconds == 0 ? "" : (entry.overlapping == nil ? "" : ",") + " after \(number) s"
            let lock =
                entry.overlapping == nil
                ? "its lock ('\(entry.file)')" : "the lock of " + Self.lockName(entry, it: "it")
            let lines = [
                Diagnostic(
                    .error,
                    "cannot \(verb) '\(entry.output)': process \(holder) still holds \(lock)"
                        + "\(waited); run seam again when that process ends"),
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
