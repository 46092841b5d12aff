#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.swift` files under a folder with `opendir`/`readdir`: the same files
/// `FileManager.enumerator(atPath:)` lists, about a hundred times cheaper per file (that
/// enumerator builds Foundation paths for every entry, and the walk runs before anything
/// else can start).
enum SwiftFileFinder {
    /// The paths, `folder/relative`, of every entry under `folder` whose relative path ends
    /// in `.swift` and has no `.build` component, sorted. Symbolic links are listed but not
    /// followed; a folder that no longer exists has no files.
    /// - Throws: ``GenerationError`` naming the first folder that exists but cannot be read
    ///   (its sources would otherwise be left out without a word).
    static func swiftFiles(in folder: String) throws(GenerationError) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var files: [String] = []
        var unreadable: String?
        walk(base, into: &files, unreadable: &unreadable)
        if let unreadable {
            throw GenerationError([Diagnostic(.error, "cannot read folder '\(unreadable)'")])
        }
        return files.sorted()
    }

    private static func walk(
        _ folder: String, into files: inout [String], unreadable: inout String?
    ) {
        guard let directory = opendir(folder) else {
            if errno != ENOENT && unreadable == nil { unreadable = folder }
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            // Everything under a `.build` folder is skipped, so the walk need not go in.
            if name == ".build" { continue }
            if name.hasSuffix(".swift") { files.append(path) }
            if isDirectory(entry.pointee.d_type, path) {
                walk(path, into: &files, unreadable: &unreadable)
            }
        }
    }

    /// Whether the entry is a folder itself (not a link to one); asks `lstat` when the file
    /// system does not say.
    private static func isDirectory(_ type: UInt8, _ path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR
    }
}
