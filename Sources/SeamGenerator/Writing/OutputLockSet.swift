/// The locks of one run's outputs (``OutputLock``), taken so that two processes whose outputs
/// overlap (the same file or folder, or one inside the other: `Fakes` and `Fakes/X.swift`,
/// `Fakes` and `Fakes/Sub`) never write at once, and so that two runs never wait for each
/// other in a circle.
///
/// A run takes its own outputs' locks (exclusive to write, shared to check), and a shared lock
/// on every lock file of an overlapping output that exists (see
/// ``OutputLock/overlappingFiles(ofRealPath:inside:)``), all in path order. It then looks
/// again: if a lock file appeared that it does not hold, it lets go of everything and starts
/// over. It never creates another output's lock file, so nothing is left behind.
///
/// The first look is only for the lock files above the outputs (a `stat` per folder), not for
/// those inside an output folder (a walk of the whole folder): the look after the locks are
/// taken is the one that counts, and a lock file it finds inside is taken in the next round.
/// A no-change rerun, where no other lock file exists, so walks each output folder once.
///
/// Why two overlapping writers cannot both go on: each makes and locks its own file, then looks
/// for the other's. The one that looks last finds the other's file, which stays while it is
/// held, and must hold a lock on it: a shared lock, which waits for the other's exclusive one.
package enum OutputLockSet {
    /// One lock file to take, and why.
    package struct Entry: Sendable, Hashable {
        /// The lock file.
        package var file: String
        /// The run's output it is taken for, as given.
        package var output: String
        /// The other output whose lock file it is, or `nil` for `output`'s own.
        package var overlapping: String?
        /// Exclusive for a writer's own output, else shared.
        package var mode: OutputLock.Mode
    }

    /// Why the locks could not be taken: which lock file, and the lock's failure.
    package struct Failure: Error, Sendable {
        /// The lock file that could not be taken.
        package var entry: Entry
        /// What went wrong.
        package var reason: OutputLock.Failure
    }

    /// Takes the locks of `outputs` and of the outputs that overlap them.
    ///
    /// - Parameters:
    ///   - outputs: The run's output files and folders, as given.
    ///   - mode: `.exclusive` to write, `.shared` to check.
    ///   - timeout: How long to wait for all of them, in seconds; `0` fails at once.
    ///   - rounds: How many times to start over when lock files keep appearing or changing
    ///     before giving up.
    ///   - waiting: Called once per lock file, with the holder's process id, when the run
    ///     starts waiting for it.
    /// - Returns: The locks held, in path order; release them when done.
    /// - Throws: ``Failure`` naming the lock file that another process held until `timeout`,
    ///   or that could not be made or locked.
    package static func acquire(
        _ outputs: [String], mode: OutputLock.Mode, timeout: Double, rounds: Int = 1000,
        waiting: (Int32, Entry) -> Void
    ) throws(Failure) -> [OutputLock] {
        let deadline = Deadline(seconds: timeout)
        let reals = outputs.map { (output: $0, real: Path.realPath($0)) }
        var reported: Set<FileKey> = []
        var entries = Self.entries(reals, mode: mode, inside: false)
        var changed = entries.first
        for _ in 0..<rounds {
            var held: [FileKey: OutputLock] = [:]
            for entry in entries {
                do throws(OutputLock.Failure) {
                    let lock = try OutputLock.acquire(
                        entry.file, mode: entry.mode, timeout: deadline.remaining
                    ) { holder in
                        if reported.insert(FileKey(entry.file)).inserted { waiting(holder, entry) }
                    }
                    held[FileKey(entry.file)] = lock
                } catch {
                    for lock in held.values { lock.release() }
                    throw Failure(entry: entry, reason: error)
                }
            }
            // Whoever made a lock file since must be waited for: start over with it.
            entries = Self.entries(reals, mode: mode)
            changed = entries.first { entry in
                !(held[FileKey(entry.file)]?.isCurrent ?? !OutputLock.exists(entry.file))
            }
            if changed == nil { return held.keys.sorted().compactMap { held[$0] } }
            for lock in held.values { lock.release() }
        }
        let entry = changed ?? Entry(file: "", output: "", mode: mode)
        throw Failure(entry: entry, reason: .unusable(Self.keepsChanging(entry)))
    }

    /// The message for a lock file that changed in every round: it names the output and the
    /// lock file, as the other lock failures do.
    private static func keepsChanging(_ entry: Entry) -> String {
        let lock =
            entry.overlapping.map {
                "the lock file '\(entry.file)' of '\($0)', an output that overlaps it"
            }
            ?? "its lock file '\(entry.file)'"
        return "cannot lock '\(entry.output)': \(lock) keeps changing (another process makes or "
            + "deletes it each time)"
    }

    /// The lock files to take for `outputs`, each once, in path order: each output's own, and
    /// those of the outputs that overlap it that exist now (those inside an output folder only
    /// if `inside`).
    private static func entries(
        _ outputs: [(output: String, real: String)], mode: OutputLock.Mode, inside: Bool = true
    ) -> [Entry] {
        var entries: [FileKey: Entry] = [:]
        for (output, real) in outputs {
            let own = OutputLock.file(forRealPath: real)
            entries[FileKey(own)] = Entry(file: own, output: output, mode: mode)
        }
        for (output, real) in outputs {
            let files = OutputLock.overlappingFiles(ofRealPath: real, inside: inside)
            for file in files where entries[FileKey(file)] == nil {
                entries[FileKey(file)] = Entry(
                    file: file, output: output, overlapping: OutputLock.output(ofLockFile: file),
                    mode: .shared)
            }
        }
        return entries.keys.sorted().compactMap { entries[$0] }
    }

    /// A lock file's path, compared, hashed and ordered by its UTF-8 bytes as the file system
    /// names files: `String` takes canonically equivalent spellings (`Caf\u{e9}` and
    /// `Cafe\u{301}`) as equal, but on Linux they are two files, each with its own lock.
    private struct FileKey: Hashable, Comparable {
        let path: String

        init(_ path: String) { self.path = path }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.path.utf8.elementsEqual(rhs.path.utf8)
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path.utf8.count)
            for byte in path.utf8 { hasher.combine(byte) }
        }
    }
}
