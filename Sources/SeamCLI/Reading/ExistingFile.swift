#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, read with one `open`, one `fstat` and `read`s: a source file the reader
/// reads, or a file the writer may replace.
///
/// The file is opened without blocking, and what it is is looked at before reading: a FIFO
/// opened for reading would otherwise wait for a writer, and a device is no file to read.
/// `FileManager.fileExists` and `Data(contentsOf:)` asked for the current folder and stat'ed a
/// path several times over before reading it (issue 26: seven failed `stat` calls and four
/// `getcwd` calls per file of a new output folder).
enum ExistingFile: Equatable {
    /// Nothing is there, or a path above it is not a folder: the system's error number.
    case missing(Int32)
    /// A folder is there.
    case folder
    /// A regular file is there, with these bytes.
    case contents([UInt8])
    /// Something that is neither a regular file nor a folder is there: what it is (`a FIFO`,
    /// `a device`, `a socket`), or `nil`.
    case special(String?)
    /// It could not be read, with the system's error number.
    case unreadable(Int32)

    /// What is at `path`, following symbolic links.
    init(at path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            self = errno == ENOENT || errno == ENOTDIR ? .missing(errno) : .unreadable(errno)
            return
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            self = .unreadable(errno)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            self = .folder
            return
        case S_IFIFO:
            self = .special("a FIFO")
            return
        case S_IFCHR, S_IFBLK:
            self = .special("a device")
            return
        case S_IFSOCK:
            self = .special("a socket")
            return
        default:
            self = .special(nil)
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

    /// Why a `.special` entry is no file to read: `not a regular file (a FIFO)`.
    static func notRegular(_ kind: String?) -> String {
        "not a regular file" + (kind.map { " (\($0))" } ?? "")
    }
}
