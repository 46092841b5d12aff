import Dispatch
import Foundation
import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The locks of one run's outputs: two runs whose outputs overlap (the same file or folder, or
/// one inside the other: `Fakes` and `Fakes/X.swift`, `Fakes` and `Fakes/Sub`) never write or
/// check at once, and never wait for each other in a circle.
///
/// They are `flock(2)` locks on the folders themselves, not on lock files: nothing is created,
/// so a run on a read-only output that has nothing to write succeeds, and nothing is left
/// behind; the kernel releases them when the process ends, however it ends.
///
/// For each output, a run locks the folder it writes into (an output folder, or the folder of
/// an output file; the nearest folder above it that exists, when it does not exist yet)
/// exclusively, and every folder above that one shared. Two runs whose outputs overlap then
/// both lock the outer output's folder, one of them exclusively, so one waits for the other;
/// outputs side by side (`Fakes/A` and `Fakes/B`) only share folders above them, and do not
/// wait. Each run takes its folders in the order of their paths' bytes (a folder before the
/// folders inside it), so no two runs wait for each other in a circle. Paths are real paths
/// (``Path/realPath(_:)``), so every spelling of an output and every working folder names the
/// same folders.
package final class OutputLock {
    /// Why the locks could not be taken.
    package enum Failure: Error, Sendable, Hashable {
        /// Another process (this id, when the system says) still held the lock of `folder`,
        /// which the run locks for `output`, when the wait ended.
        case held(output: String, folder: String, by: Int32?)
        /// A folder could not be opened or locked, with the system's reason.
        case unusable(String)
    }

    private var descriptors: [Int32]

    private init(descriptors: [Int32]) {
        self.descriptors = descriptors
    }

    deinit {
        release()
    }

    /// One folder to lock.
    package struct Folder: Sendable, Hashable {
        /// Its real path.
        package var path: String
        /// Whether it is locked exclusively (an output is written into it), else shared.
        package var isExclusive: Bool
        /// The first of the run's outputs it is locked for, as given.
        package var output: String
    }

    /// The folders to lock for `outputs` (files and folders, with whether each is a folder),
    /// each once, in the order of their paths' bytes (not `String` order, which takes
    /// canonically equivalent names for one, where the file system has two folders).
    package static func folders(for outputs: [(path: String, isFolder: Bool)]) -> [Folder] {
        var folders: [[UInt8]: Folder] = [:]
        for (path, isFolder) in outputs {
            var folder = isFolder ? Path.realPath(path) : Path.directory(of: Path.realPath(path))
            while !isDirectory(folder) && folder != "/" { folder = Path.directory(of: folder) }
            var isExclusive = true
            while true {
                let key = Array(folder.utf8)
                if folders[key] == nil {
                    folders[key] = Folder(path: folder, isExclusive: false, output: path)
                }
                if isExclusive { folders[key]?.isExclusive = true }
                if folder == "/" { break }
                folder = Path.directory(of: folder)
                isExclusive = false
            }
        }
        return folders.keys.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { folders[$0] }
    }

    /// Takes the locks of `outputs`, waiting up to `timeout` seconds in all for other processes
    /// to release them.
    ///
    /// - Parameters:
    ///   - outputs: The run's output files and folders, with whether each is a folder.
    ///   - timeout: How long to wait, in seconds; `0` fails at once.
    ///   - waiting: Called once per folder, with the holder's process id (`nil` where the
    ///     system does not say) and the folder, when the run starts waiting for it.
    /// - Returns: The locks, held until ``release()``.
    /// - Throws: ``Failure/held(output:folder:by:)`` when another process still holds a lock after
    ///   `timeout`; ``Failure/unusable(_:)`` when the folder an output is written into cannot
    ///   be opened or locked.
    package static func acquire(
        _ outputs: [(path: String, isFolder: Bool)], timeout: Double,
        waiting: (Int32?, String) -> Void
    ) throws(Failure) -> OutputLock {
        // The moment to give up, `timeout` from now (at most a billion seconds away).
        let waitNanoseconds = (timeout.isFinite ? min(max(timeout, 0), 1e9) : 1e9) * 1e9
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(waitNanoseconds)
        let lock = OutputLock(descriptors: [])
        for folder in folders(for: outputs) {
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                // A folder above the output that this user cannot read is skipped by every
                // run of this user alike; the output's own folder must be locked.
                if !folder.isExclusive { continue }
                let reason = FileErrorReason.of(errno: errno)
                throw .unusable("cannot open '\(folder.path)' to lock it: \(reason)")
            }
            lock.descriptors.append(descriptor)
            var hasReported = false
            while flock(descriptor, (folder.isExclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
                let code = errno
                guard code == EWOULDBLOCK || code == EINTR else {
                    let reason = FileErrorReason.of(errno: code)
                    throw .unusable("cannot lock '\(folder.path)': \(reason)")
                }
                let holder = Self.holder(of: descriptor)
                guard DispatchTime.now().uptimeNanoseconds < deadline else {
                    throw .held(output: folder.output, folder: folder.path, by: holder)
                }
                if !hasReported {
                    hasReported = true
                    waiting(holder, folder.path)
                }
                usleep(20_000)
            }
        }
        return lock
    }

    /// Lets go of every lock. Calling it again does nothing.
    package func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    /// Whether a folder is at `path`.
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The process that holds a lock of the folder open as `descriptor`, from `/proc/locks`
    /// (Linux); `nil` where the system does not say, as `flock` itself never does.
    private static func holder(of descriptor: Int32) -> Int32? {
        var status = stat()
        guard fstat(descriptor, &status) == 0,
            let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return nil }
        let me = getpid()
        // `1: FLOCK  ADVISORY  WRITE 4242 08:02:1234 0 EOF`; a waiter's line has `->` second.
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[1] == "FLOCK", let pid = Int32(fields[4]), pid != me,
                fields[5].split(separator: ":").last == "\(status.st_ino)"
            else { continue }
            return pid
        }
        return nil
    }
}
