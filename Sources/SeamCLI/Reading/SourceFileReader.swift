import SeamGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one source file's bytes, saying why when it cannot.
///
/// It opens the file without blocking and looks at what it is before reading: a FIFO opened
/// for reading would otherwise wait for a writer, and a device is no source file.
enum SourceFileReader {
    /// What a path held.
    enum Outcome: Equatable {
        /// A regular file's bytes.
        case bytes([UInt8])
        /// A folder (a listed link to one, or `Old.swift/` named on the command line).
        case folder
        /// Why it could not be read: `Permission denied`, `not a regular file (a FIFO)`.
        case failure(String)
    }

    /// Reads the file at `path`.
    static func contents(of path: String) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(FileErrorReason.of(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(FileErrorReason.of(errno: errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .folder
        case S_IFIFO: return .failure("not a regular file (a FIFO)")
        case S_IFCHR, S_IFBLK: return .failure("not a regular file (a device)")
        case S_IFSOCK: return .failure("not a regular file (a socket)")
        default: return .failure("not a regular file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, 4_096))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileErrorReason.of(errno: errno))
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
