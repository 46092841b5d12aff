/// Reads one source file's bytes, saying why when it cannot (through ``ExistingFile``).
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
        switch ExistingFile(at: path) {
        case .contents(let bytes): .bytes(bytes)
        case .folder: .folder
        case .special(let kind): .failure(ExistingFile.notRegular(kind))
        case .missing(let code), .unreadable(let code): .failure(FileErrorReason.of(errno: code))
        }
    }
}
