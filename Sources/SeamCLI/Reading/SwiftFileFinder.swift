import SeamGenerator

/// Finds the `.swift` files under a folder (with ``FolderWalk``).
enum SwiftFileFinder {
    /// The paths, `folder/relative`, of every entry under `folder` whose name ends in `.swift`,
    /// outside `.build` and `.git` folders, sorted. Symbolic links are listed but not followed;
    /// a folder that no longer exists has no files.
    /// - Throws: ``GenerationError`` naming the first folder that exists but cannot be read
    ///   (its sources would otherwise be left out without a word), or with an error at each
    ///   `.swift` file whose path is not valid UTF-8 (`Sources/\xFF/A.swift:1:1: error: ...`).
    static func swiftFiles(in folder: String) throws(GenerationError) -> [String] {
        let walk = FolderWalk(folder, suffix: ".swift")
        if let unreadable = walk.unreadable.first {
            throw GenerationError([Diagnostic(.error, "cannot read folder '\(unreadable)'")])
        }
        // swiftc compiles such a file, but seam cannot name it: a `String` path replaces the
        // bytes with U+FFFD. Leaving it out dropped its protocols without a word (issue 25 §8);
        // an error matches an argument path that is not UTF-8 (issue 25 §13).
        guard walk.undecodable.isEmpty else {
            throw GenerationError(
                walk.undecodable.map { path in
                    Diagnostic(
                        .error,
                        "cannot read this file: its path is not valid UTF-8 (seam reads and "
                            + "writes paths as UTF-8: rename the file or folder)",
                        at: SourceLocation(file: path, line: 1, column: 1))
                })
        }
        return walk.files
    }
}
