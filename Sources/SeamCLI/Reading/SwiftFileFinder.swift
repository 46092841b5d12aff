import SeamGenerator

/// Finds the `.swift` files under a folder (with ``FolderWalk``).
enum SwiftFileFinder {
    /// The paths, `folder/relative`, of every entry under `folder` whose name ends in `.swift`,
    /// outside `.build` and `.git` folders, sorted. Symbolic links are listed but not followed;
    /// a folder that no longer exists has no files.
    ///
    /// Also a warning at each `.swift` file left out because its path is not valid UTF-8
    /// (`Sources/Bad\xFF/A.swift:1:1: warning: ...`). A `String` path would replace the bytes
    /// with U+FFFD and name no file, and the file was left out without a word (issue 25 §8).
    /// SwiftPM leaves it out of the module too (it builds without it, and the Swift driver
    /// cannot open it), so its protocols are not the module's: a warning, and the run goes on.
    /// - Throws: ``GenerationError`` naming the first folder that exists but cannot be read
    ///   (its sources would otherwise be left out without a word).
    static func search(
        _ folder: String
    ) throws(GenerationError) -> (files: [String], skipped: [Diagnostic]) {
        let walk = FolderWalk(folder, suffix: ".swift")
        if let unreadable = walk.unreadable.first {
            throw GenerationError([Diagnostic(.error, "cannot read folder '\(unreadable)'")])
        }
        let skipped = walk.undecodable.map { path in
            Diagnostic(
                .warning,
                "file left out: its path is not valid UTF-8, which seam cannot name and "
                    + "SwiftPM does not build; rename the file or folder",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        return (walk.files, skipped)
    }
}
