#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path the writer may replace, read with one `open`, one `fstat` and `read`s.
///
/// `FileManager.fileExists` and `Data(contentsOf: URL(fileURLWithPath:))` asked for the
/// current folder and stat'ed a path several times over before reading it (issue 26: seven
/// failed `stat` calls and four `getcwd` calls per file of a new output folder).
enum ExistingFile: Equatable {
    /// Nothing is there (or a path above it is not a folder).
    case missing
    /// A folder is there.
    case folder
    /// A file is there, with these bytes.
    case contents([UInt8])
    /// It could not be read, with the system's error number.
    case unreadable(Int32)

    /// What is at `path`, following symbolic links.
    init(at path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            self = errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(errno)
            return
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            self = .unreadable(errno)
            return
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            self = .folder
            return
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, 4096))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                self = .unreadable(errno)
                return
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        self = .contents(bytes)
    }
}
