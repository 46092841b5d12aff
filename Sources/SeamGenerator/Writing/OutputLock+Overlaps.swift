#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputLock {
    /// The lock files that exist now of outputs that overlap the output whose real path is
    /// `real` (other than its own): beside each folder above it, and anywhere inside it (found
    /// by ``FolderWalk``, so not under a `.build` or `.git` folder, nor through a symbolic
    /// link), sorted.
    ///
    /// An output `Fakes/X.swift` or `Fakes/Sub` and the output `Fakes` overlap; the lock file of
    /// the inner one is inside `Fakes`, that of the outer one beside a folder above the inner
    /// one. A run that holds its own lock and then holds a lock on each of these files (see
    /// ``OutputLockSet``) shares a lock file with every run writing an overlapping output.
    static func overlappingFiles(ofRealPath real: String) -> [String] {
        var files: [String] = []
        var folder = Path.directory(of: real)
        while folder != "/" && folder != "." {
            let file = file(forRealPath: folder)
            if exists(file) { files.append(file) }
            folder = Path.directory(of: folder)
        }
        var status = stat()
        if lstat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            let inside = FolderWalk(real, suffix: ".seam-lock").files
            files += inside.filter { Path.lastComponent(of: $0).hasPrefix(".") && exists($0) }
        }
        return files.sorted()
    }

    /// The output that the lock file `file` belongs to: `Fakes` for `.Fakes.seam-lock`.
    static func output(ofLockFile file: String) -> String {
        let name = Path.lastComponent(of: file)
        let output = String(name.dropFirst().dropLast(".seam-lock".count))
        let folder = Path.directory(of: file)
        return (folder.hasSuffix("/") ? folder : folder + "/") + output
    }

    /// Whether a lock file is at `path`: a regular file (not a link or folder).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
