import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock that lets one process at a time write an output (and makes one that only reads it,
/// `seam --check`, wait for a writer to finish).
///
/// It is a POSIX advisory record lock (`fcntl` with `F_SETLK`) on a hidden file beside the
/// output: `.Fakes.seam-lock` for the folder `Fakes`, `.Fakes.swift.seam-lock` for the file
/// `Fakes.swift`.
/// - It is found from the output's real path (symbolic links resolved, see ``file(for:)``), so
///   every process writing the output uses the same file, whatever its working folder or
///   `seam.json`.
/// - The kernel releases it when the process ends, however it ends: a killed run never leaves it
///   held. And the kernel names the holder (`F_GETLK`), for the message of a process that waits.
/// - The writer that holds it deletes the file before letting go, and a process that gets the
///   lock checks that the file it locked is still the one at the path (else it starts over), so
///   no file is left behind and no two processes ever hold locks on two different files. Only a
///   run killed while holding it leaves the (empty) file, which the next run deletes.
/// - Outputs that overlap without being equal (`Fakes` and `Fakes/Sub`) have different lock
///   files: ``OutputLockSet`` takes the lock files of overlapping outputs too.
///
/// The lock belongs to the process (POSIX record locks do): closing any descriptor of the file
/// in this process would release it, so a process must not hold two locks on one lock file at
/// once: ``OutputLockSet`` takes each lock file once per round, and releases them all before
/// the next.
package final class OutputLock {
    /// How the lock is held.
    package enum Mode: Sendable {
        /// One writer, and no reader.
        case exclusive
        /// Any number of readers, and no writer.
        case shared
    }

    /// Why a lock could not be taken.
    package enum Failure: Error, Sendable, Hashable {
        /// Another process (this id) still held it when the wait ended.
        case held(by: Int32)
        /// The lock file could not be made or locked, with the system's reason.
        case unusable(String)
    }

    /// The lock file.
    package let path: String
    private let mode: Mode
    private var descriptor: Int32
    /// Folders created to hold the lock file, parents first: removed again if still empty.
    private let createdFolders: [String]

    private init(path: String, mode: Mode, descriptor: Int32, createdFolders: [String]) {
        self.path = path
        self.mode = mode
        self.descriptor = descriptor
        self.createdFolders = createdFolders
    }

    deinit {
        release()
    }

    /// The lock file of the file or folder `output`: beside its real path, named after it.
    ///
    /// The path is resolved by ``Path/realPath(_:)``, so `Fakes`, `./Fakes`, an absolute path
    /// and a path through a symbolic link (also `link/..`) all name one lock file.
    package static func file(for output: String) -> String {
        file(forRealPath: Path.realPath(output))
    }

    /// The lock file of the output whose real path (``Path/realPath(_:)``) is `real`.
    static func file(forRealPath real: String) -> String {
        let name = Path.parts(of: real).last.map(String.init) ?? ""
        return Path.appending("." + name + lockSuffix, to: Path.directory(of: real))
    }

    /// How a lock file's name ends: `.` + the output's name + this.
    static let lockSuffix = ".seam-lock"

    /// Whether the lock is held on the file that is at ``path`` now (not on one its holder
    /// deleted and another process made again).
    package var isCurrent: Bool {
        descriptor >= 0 && Self.isSameFile(descriptor, path)
    }

    /// Takes the lock in `file` (see ``file(for:)``), waiting up to `timeout` seconds for another
    /// process to release it.
    ///
    /// - Parameters:
    ///   - mode: `.exclusive` to write (it creates the lock file, and folders on its way);
    ///     `.shared` to read, which takes no lock when there is no lock file (no one writes).
    ///   - timeout: How long to wait, in seconds; `0` fails at once.
    ///   - waiting: Called once, with the holder's process id, when the process starts waiting.
    /// - Returns: The lock, held until ``release()``; `nil` for `.shared` without a lock file.
    /// - Throws: ``Failure/held(by:)`` when another process still holds it after `timeout`;
    ///   ``Failure/unusable(_:)`` when the lock file cannot be created or locked.
    package static func acquire(
        _ file: String, mode: Mode, timeout: Double, waiting: (Int32) -> Void
    ) throws(Failure) -> OutputLock? {
        var clock = Wait(timeout: timeout)
        var created: [String] = []
        // Start over while the file just locked is no longer the one at the path: its holder
        // deleted it on release, and whoever comes next makes a new one. A path that never
        // opens (a dangling link on the way) must not loop for ever.
        for _ in 0..<1000 {
            if mode == .exclusive { try createFolders(above: file, into: &created) }
            let flags = mode == .exclusive ? O_RDWR | O_CREAT | O_CLOEXEC : O_RDONLY | O_CLOEXEC
            let descriptor = open(file, flags, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                if code == ENOENT && mode == .shared { return nil }
                if code == ENOENT || code == EINTR { continue }  // its folder went; make it again
                throw .unusable(
                    "cannot open lock file '\(file)': \(FileErrorReason.of(errno: code))")
            }
            do throws(Failure) {
                try lock(descriptor, file, mode: mode, clock: &clock, waiting: waiting)
            } catch {
                close(descriptor)
                throw error
            }
            if isSameFile(descriptor, file) {
                return OutputLock(
                    path: file, mode: mode, descriptor: descriptor, createdFolders: created)
            }
            close(descriptor)
        }
        throw .unusable("cannot open lock file '\(file)': it keeps disappearing")
    }

    /// Lets go of the lock; a writer first deletes the lock file, then the folders it made for
    /// it that are empty. Calling it again does nothing.
    package func release() {
        guard descriptor >= 0 else { return }
        // Only while it still holds the file at the path: another file there is another's lock.
        if mode == .exclusive, Self.isSameFile(descriptor, path) { unlink(path) }
        close(descriptor)
        descriptor = -1
        for folder in createdFolders.reversed() where rmdir(folder) != 0 { break }
    }

    /// Locks `descriptor`, the lock file `file`, polling until the wait of `clock` ends.
    private static func lock(
        _ descriptor: Int32, _ file: String, mode: Mode, clock: inout Wait,
        waiting: (Int32) -> Void
    ) throws(Failure) {
        let type = Int16(mode == .exclusive ? F_WRLCK : F_RDLCK)
        while true {
            var request = flock()
            request.l_type = type
            request.l_whence = Int16(SEEK_SET)
            if fcntl(descriptor, F_SETLK, &request) == 0 { return }
            let code = errno
            guard code == EACCES || code == EAGAIN || code == EINTR else {
                throw .unusable("cannot lock '\(file)': \(FileErrorReason.of(errno: code))")
            }
            var holder = flock()
            holder.l_type = type
            holder.l_whence = Int16(SEEK_SET)
            // The holder may have let go in between: then try again at once.
            guard fcntl(descriptor, F_GETLK, &holder) == 0, holder.l_type != Int16(F_UNLCK) else {
                continue
            }
            try clock.wait(for: holder.l_pid, report: waiting)
        }
    }

    /// Whether `descriptor` is the file at `path` now.
    private static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &named) == 0
            && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Creates the missing folders above `file`, one at a time, recording each in `created`.
    private static func createFolders(
        above file: String, into created: inout [String]
    )
        throws(Failure)
    {
        var missing: [String] = []
        var folder = Path.directory(of: file)
        var status = stat()
        while folder != "/" && stat(folder, &status) != 0 && errno == ENOENT {
            missing.append(folder)
            folder = Path.directory(of: folder)
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o755) == 0 {
                created.append(folder)
            } else if errno != EEXIST || stat(folder, &status) != 0 {
                // EEXIST for a path that does not stat is a dangling link: say so, not loop.
                let reason = FileErrorReason.of(errno: errno == ENOENT ? EEXIST : errno)
                throw .unusable("cannot create folder '\(folder)': \(reason)")
            }
        }
    }
}

/// The wait for a lock that another process holds: until a deadline, telling once that it
/// waits.
private struct Wait {
    private let deadline: Deadline
    private var hasReported = false

    init(timeout: Double) {
        deadline = Deadline(seconds: timeout)
    }

    /// Sleeps a little before the next try, or throws when the time is up.
    mutating func wait(
        for holder: Int32, report: (Int32) -> Void
    ) throws(OutputLock.Failure) {
        guard deadline.remaining > 0 else { throw .held(by: holder) }
        if !hasReported {
            hasReported = true
            report(holder)
        }
        usleep(20_000)
    }
}

/// A moment `seconds` from when it is made (at most a billion seconds away).
struct Deadline {
    private let end: UInt64

    init(seconds: Double) {
        let nanoseconds = (seconds.isFinite ? min(max(seconds, 0), 1e9) : 1e9) * 1e9
        end = DispatchTime.now().uptimeNanoseconds + UInt64(nanoseconds)
    }

    /// The seconds left, 0 once it has passed.
    var remaining: Double {
        let now = DispatchTime.now().uptimeNanoseconds
        return now < end ? Double(end - now) / 1e9 : 0
    }
}
