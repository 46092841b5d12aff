import Foundation
import SeamGenerator

extension FileWriter {
    /// Applies `plan`: writes its changed files and removes its orphans, all or nothing.
    ///
    /// Each changed file is first written to a hidden temporary file in its own folder
    /// (creating folders as needed); only when all are written does each replace its target
    /// with a POSIX `rename`, which is atomic: a reader sees the old or the new file, never a
    /// half-written one. Then orphans are removed. Unchanged files are not touched, so their
    /// modification dates stay.
    ///
    /// Hidden temporaries that an interrupted run left beside the outputs
    /// (``WritePlan/staleTemporaries``) are deleted first. A temporary whose write fails (no
    /// space left) is deleted at once.
    ///
    /// If any step fails, the files already replaced get their old file back (the same file,
    /// with its modification date: it was kept under a hidden name and is renamed back), files
    /// that were new are removed, removed orphans are restored the same way, temporaries and
    /// folders created for this plan are deleted, and the error says what failed.
    /// - Throws: ``GenerationError`` with an error naming the path and the system's reason,
    ///   followed by a note for anything that could not be undone.
    package func apply(_ plan: WritePlan) throws(GenerationError) {
        var transaction = WriteTransaction()
        do {
            for path in plan.staleTemporaries {
                try transaction.removeStale(path)
            }
            for file in plan.changed {
                try transaction.stage(file)
            }
            for file in plan.changed {
                try transaction.commit(file.path)
            }
            for path in plan.removed {
                try transaction.remove(path)
            }
            transaction.finish()
        } catch {
            let notes = transaction.rollBack()
            throw GenerationError([Diagnostic(.error, error.message)] + notes)
        }
    }
}
