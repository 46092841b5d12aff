import SeamGenerator

/// Finds the `.swift` files under a folder (with ``FolderWalk``).
enum SwiftFileFinder {
    /// The paths, `folder/relative`, of every entry under `folder` whose name ends in `.swift`,
    /// outside `.build` and `.git` folders, sorted. Symbolic links are listed but not followed;
    /// a folder that no longer exists has no files.
    /// - Throws: ``GenerationError`` naming the first folder that exists but cannot be read
    ///   (its sources would otherwise be left out without a word).
    static func swiftFiles(in folder: String) throws(GenerationError) -> [String] {
        let walk = FolderWalk(folder, suffix: ".swift")
        if let unreadable = walk.unreadable.first {
            throw GenerationError([Diagnostic(.error, "cannot read folder '\(unreadable)'")])
        }
        return walk.files
    }
}
