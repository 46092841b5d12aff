import SeamGenerator

/// Which Seam-written files of an output folder a target wrote itself, and may therefore
/// remove when it no longer generates them: those whose header names only sources inside the
/// target's own `sources`.
///
/// Another `seam.json` may write an output file into this target's output folder (`Fakes/` and
/// `Fakes/Extra.swift`): the folder run removed it as an orphan, the other run wrote it again,
/// and the two flipped forever (issue 25). A file of a protocol that was deleted, or whose
/// source file was deleted, names a source inside the target's `sources`, so it is still
/// removed. A header that names no source (`Seam+Stubs.swift`, or a custom template's) belongs
/// to the folder's target.
package struct OrphanOwnership: Sendable {
    /// The target's sources, absolute and normalized.
    var sources: [String]
    /// The folder the header's source paths are relative to: the `seam.json`'s, or the
    /// current folder for `seam generate`.
    var folder: String

    /// The ownership of a target reading `sources` (relative to the current folder), whose
    /// headers name them relative to `projectFolder` (the current folder when `nil`).
    package init(sources: [String], projectFolder: String?) {
        let current = Path.currentFolder()
        folder = projectFolder.map { Path.normalized(Path.absolute($0, in: current)) } ?? current
        self.sources = sources.map { Path.normalized(Path.absolute($0, in: current)) }
    }

    /// Whether the target wrote the Seam-written file `data`: every source its header names is
    /// one of ``sources`` or inside one.
    package func owns(_ data: some Collection<UInt8>) -> Bool {
        GeneratedHeader.sources(data).allSatisfy { named in
            let path = Path.normalized(Path.absolute(named, in: folder))
            return sources.contains {
                path == $0 || path.utf8.starts(with: Path.appending("", to: $0).utf8)
            }
        }
    }
}
