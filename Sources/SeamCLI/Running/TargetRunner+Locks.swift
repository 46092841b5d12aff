import SeamGenerator

extension TargetRunner {
    /// Locks the folders of every target's output (see ``OutputLock``), so that no other run
    /// whose output overlaps one of them writes or checks at once.
    ///
    /// It runs before anything is compared with disk, and the locks are held until the last
    /// file is written, so a run never plans from output another run is changing.
    /// - Throws: ``RunFailure`` with ``ExitCode/busy`` naming the holder's process id when
    ///   another process held a lock for all of `--lock-timeout`, or ``ExitCode/cannotWrite``
    ///   when a folder cannot be locked.
    func lockOutputs() throws(RunFailure) -> OutputLock {
        let outputs = loaded.targets.map { target in
            if case .folder = target.request.output {
                (path: target.label, isFolder: true)
            } else {
                (path: target.label, isFolder: false)
            }
        }
        do throws(OutputLock.Failure) {
            return try OutputLock.acquire(outputs, timeout: options.lockTimeout) {
                holder, folder in
                let note =
                    "waiting for \(Self.process(holder)), which holds the lock of '\(folder)'"
                inform(Diagnostic(.note, note).description)
            }
        } catch {
            throw failure(error)
        }
    }

    /// `process 4242`, or `another process` where the system does not name it.
    private static func process(_ holder: Int32?) -> String {
        holder.map { "process \($0)" } ?? "another process"
    }

    /// The failure for a lock that could not be taken.
    private func failure(_ error: OutputLock.Failure) -> RunFailure {
        switch error {
        case .held(let output, let folder, let holder):
            let verb = options.isCheck ? "check" : "write"
            let seconds = options.lockTimeout
            let number = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
            let waited = seconds == 0 ? "" : " after \(number) s"
            let lines = [
                Diagnostic(
                    .error,
                    "cannot \(verb) '\(output)': \(Self.process(holder)) still holds the lock of "
                        + "'\(folder)'\(waited); run seam again when that process ends"),
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
