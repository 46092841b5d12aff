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
    ///
    /// With `inside` false, only the lock files above are looked for: a `stat` per folder,
    /// where the look inside walks the whole output folder.
    static func overlappingFiles(ofRealPath real: String, inside: Bool = true) -> [String] {
        var files: [String] = []
        var folder = Path.directory(of: real)
        while folder != "/" && folder != "." {
            let file = file(forRealPath: folder)
            if exists(file) { files.append(file) }
            folder = Path.directory(of: folder)
        }
        var status = stat()
        if inside, lstat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            files += FolderWalk(real, listing: lockFileName).files.filter(exists)
        }
        return files.sorted()
    }

    /// The name `bytes` as a `String` if it is a lock file's (`.` + the output's name +
    /// `.seam-lock`, compared byte by byte as ``file(forRealPath:)`` joins them), else `nil`.
    ///
    /// A no-change rerun looks inside each output folder, so this runs once per output file:
    /// other names are never made into a `String`.
    static func lockFileName(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count > lockSuffix.utf8.count, bytes.first == UInt8(ascii: "."),
            FolderWalk.hasSuffix(bytes, lockSuffix)
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The output that the lock file `file` belongs to: `Fakes` for `.Fakes.seam-lock` (cut
    /// by bytes, as the name was joined).
    static func output(ofLockFile file: String) -> String {
        let name = Path.lastComponent(of: file).utf8
        let output = String(
            decoding: name.dropFirst().dropLast(lockSuffix.utf8.count), as: UTF8.self)
        return Path.appending(output, to: Path.directory(of: file))
    }

    /// Whether a lock file is at `path`: a regular file (not a link or folder).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
