import SeamGenerator

/// What ``FileWriter/apply(_:)`` will do: the result of comparing generated files with disk.
///
/// Make it with ``FileWriter/plans(_:refusingForeign:)``. For `seam --check`, a plan that
/// changes, removes or refuses a file means the committed output is stale.
package struct WritePlan: Sendable, Hashable {
    /// Files that are new or whose content differs from disk, sorted by path.
    package var changed: [GeneratedFile]
    /// Paths whose content on disk is already identical, sorted; they are not touched.
    package var unchanged: [String]
    /// Orphans: files Seam wrote earlier in the output folder that are no longer generated,
    /// sorted.
    package var removed: [String]
    /// Hidden temporaries (`.Name.swift.seam-<UUID>.tmp`) that an interrupted run left among
    /// the outputs, sorted: applying the plan deletes them.
    package var staleTemporaries: [String] = []
    /// The paths of ``changed`` files that were edited by hand since Seam wrote them (their
    /// header's hash no longer matches their body): writing overwrites the edit. Sorted.
    package var edited: [String]
    /// Paths of files that exist but that Seam did not write (no header), sorted: only in a
    /// plan made for `--check` (a plan to write refuses them, see ``FileWriter``).
    package var foreign: [String] = []

    /// Creates a plan.
    package init(
        changed: [GeneratedFile] = [], unchanged: [String] = [], removed: [String] = [],
        edited: [String] = []
    ) {
        self.changed = changed
        self.unchanged = unchanged
        self.removed = removed
        self.edited = edited
    }
}
