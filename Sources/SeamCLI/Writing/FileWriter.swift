import Foundation
import SeamGenerator

/// The generator's last stage and the only one that touches files: writes generated files
/// safely.
///
/// Safe means: a file is rewritten only when its content changes (so its modification date
/// and incremental builds are kept); each file is replaced atomically (written to a
/// temporary file in the same folder, then renamed over the target); a file whose first line
/// lacks ``GeneratedHeader/marker`` is never overwritten or removed; and if any step fails,
/// everything already done is undone, so no partial output remains.
///
/// ```swift
/// let writer = FileWriter()
/// let plan = try writer.plans([(result.files, request.output, nil)])[0]
/// try writer.apply(plan)
/// ```
package struct FileWriter: Sendable {
    /// Creates a writer.
    package init() {}

    /// Compares each output's `files` with disk and returns what ``apply(_:)`` would do with
    /// it, in order; writes nothing. Each folder is listed once for the stale temporaries of all
    /// of them: many targets' output files in one folder listed it once per target, so a
    /// no-change rerun was quadratic in them (issue 26).
    ///
    /// For `.folder(dir)` it also finds orphans: `*.swift` files directly in `dir` whose first
    /// line starts with ``GeneratedHeader/marker`` but that are not in `files`. An output with
    /// an ``OrphanOwnership`` removes only the orphans it owns; without one, every Seam-written
    /// orphan.
    /// - Parameters:
    ///   - outputs: The generated files, each of which must start with
    ///     ``GeneratedHeader/marker``; where they go, which decides where orphans are looked
    ///     for; and who owns the orphans.
    ///   - refusingForeign: Whether a target that exists but was not written by Seam is an
    ///     error (to write), or goes in ``WritePlan/foreign`` (for `--check`).
    /// - Returns: Per output, the changed files, unchanged paths and orphans, each sorted by
    ///   path.
    /// - Throws: The first output's ``GenerationError``, listing every problem: a target that
    ///   exists but was not written by Seam (`path:1:1: error: refusing to overwrite 'path':
    ///   ...`, see ``refusal(_:)``) unless `refusingForeign` is false, a target that is a
    ///   folder, an unreadable file or folder, a path generated twice, a generated file
    ///   without the header.
    package func plans(
        _ outputs: [(
            files: [GeneratedFile], output: GenerationRequest.Output, owner: OrphanOwnership?
        )],
        refusingForeign: Bool = true
    ) throws(GenerationError) -> [WritePlan] {
        var plans: [WritePlan] = []
        for (files, output, owner) in outputs {
            plans.append(
                try compared(
                    files, output: output, owner: owner, refusingForeign: refusingForeign))
        }
        let stale = Self.staleTemporaries(of: outputs.map { ($0.files.map(\.path), $0.output) })
        for index in plans.indices {
            plans[index].staleTemporaries = stale[index]
        }
        return plans
    }

    /// The plan of one output of ``plans(_:refusingForeign:)``, without its stale temporaries.
    private func compared(
        _ files: [GeneratedFile], output: GenerationRequest.Output, owner: OrphanOwnership?,
        refusingForeign: Bool
    ) throws(GenerationError) -> WritePlan {
        var plan = WritePlan()
        var problems: [Diagnostic] = []
        var planned: Set<String> = []
        let current = Path.currentFolder()
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard planned.insert(Self.normalized(file.path, in: current)).inserted else {
                problems.append(Diagnostic(.error, "'\(file.path)' is generated more than once"))
                continue
            }
            guard GeneratedHeader.isMarked(file.contents) else {
                problems.append(
                    Diagnostic(
                        .error,
                        "generated file '\(file.path)' does not start with the "
                            + "'\(GeneratedHeader.marker)' header; every template must begin with it"
                    ))
                continue
            }
            classify(file, into: &plan, problems: &problems)
        }
        if refusingForeign {
            problems += plan.foreign.map(Self.refusal)
            plan.foreign = []
        }
        if case .folder(let folder) = output {
            plan.removed = orphans(
                in: folder, keeping: planned, owner: owner, current: current,
                problems: &problems)
        }
        if !problems.isEmpty {
            throw GenerationError(problems)
        }
        return plan
    }

    /// Adds `file` to `plan` as changed or unchanged, or records why it cannot be written.
    private func classify(
        _ file: GeneratedFile, into plan: inout WritePlan, problems: inout [Diagnostic]
    ) {
        let existing: [UInt8]
        switch ExistingFile(at: file.path) {
        case .missing:
            plan.changed.append(file)
            return
        case .folder:
            problems.append(Diagnostic(.error, "cannot write '\(file.path)': it is a folder"))
            return
        case .special(let kind):
            problems.append(
                Diagnostic(
                    .error, "cannot write '\(file.path)': \(ExistingFile.notRegular(kind))"))
            return
        case .unreadable(let code):
            problems.append(
                Diagnostic(.error, "cannot read '\(file.path)': \(FileErrorReason.of(errno: code))")
            )
            return
        case .contents(let bytes):
            existing = bytes
        }
        if existing.elementsEqual(file.contents.utf8) {
            plan.unchanged.append(file.path)
        } else if GeneratedHeader.isMarked(existing) {
            plan.changed.append(file)
            if GeneratedHeader.isEdited(existing) { plan.edited.append(file.path) }
        } else {
            plan.foreign.append(file.path)
        }
    }

    /// The error for a target that Seam did not write, with what to do.
    static func refusal(_ path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "refusing to overwrite '\(path)': it was not written by seam "
                + "(its first line is not a '\(GeneratedHeader.marker)' header); \(foreignFix)",
            at: SourceLocation(file: path, line: 1, column: 1)
        )
    }

    /// What to do about a file at an output path that Seam did not write (or whose header
    /// line was deleted), the end of its error in a run and in `--check`.
    static let foreignFix =
        "remove it (or move it out of the output) and run seam again, or restore its first "
        + "line if seam wrote it"

    /// The Seam-written `*.swift` files directly in `folder` whose normalized path is not in
    /// `kept` and that `owner` (if any) owns, sorted.
    private func orphans(
        in folder: String, keeping kept: Set<String>, owner: OrphanOwnership?, current: String,
        problems: inout [Diagnostic]
    ) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return []
        }
        guard isFolder.boolValue else {
            problems.append(Diagnostic(.error, "output folder '\(folder)' is a file"))
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append(Self.unreadable(folder, error))
            return []
        }
        var orphans: [String] = []
        for name in names.sorted() where name.hasSuffix(".swift") {
            let path = Path.appending(name, to: folder)
            var isSubfolder: ObjCBool = false
            guard !kept.contains(Self.normalized(path, in: current)),
                FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder),
                !isSubfolder.boolValue
            else { continue }
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                if GeneratedHeader.isMarked(data), owner?.owns(data) ?? true {
                    orphans.append(path)
                }
            } catch {
                problems.append(Self.unreadable(path, error))
            }
        }
        return orphans
    }

    /// The hidden temporaries beside each output's files: in an output folder, all of them;
    /// beside an output file, those of that file. Each folder is listed once; a folder that
    /// cannot be listed has none.
    static func staleTemporaries(
        of outputs: [(paths: [String], output: GenerationRequest.Output)]
    ) -> [[String]] {
        var found = Array(repeating: [String](), count: outputs.count)
        for folder in temporaryFolders(of: outputs) {
            // A folder that is missing or unreadable has no temporaries to remove; writing to it
            // reports why.
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            else { continue }
            for entry in entries {
                guard let target = WriteTransaction.target(ofHiddenName: entry) else { continue }
                for index in folder.everyName + (folder.byName[target] ?? []) {
                    found[index].append(Path.appending(entry, to: folder.path))
                }
            }
        }
        return found.map { $0.sorted() }
    }

    /// A folder that ``staleTemporaries(of:)`` lists, and which outputs (their offsets) want
    /// which of its temporaries.
    struct TemporaryFolder: Equatable {
        /// The folder, as first spelled.
        var path: String
        /// The outputs that are this folder: they want all of its temporaries.
        var everyName: [Int] = []
        /// The outputs that want the temporaries of a file name, by that name.
        var byName: [String: [Int]] = [:]
    }

    /// The folders of `outputs`' temporaries, each once.
    ///
    /// A folder is one whatever its spelling (`out` and `/abs/out`, see ``normalized(_:in:)``):
    /// a relative output folder was listed twice, once as given and once as the absolute
    /// folder of its files, and every file copied the set of names of the second: quadratic
    /// in the files (issue 26; figures in `Benchmarks/README.md`, "A relative output folder").
    static func temporaryFolders(
        of outputs: [(paths: [String], output: GenerationRequest.Output)]
    ) -> [TemporaryFolder] {
        let current = Path.currentFolder()
        var order: [String] = []
        var folders: [String: TemporaryFolder] = [:]
        func key(_ folder: String) -> String {
            let key = normalized(folder, in: current)
            if folders[key] == nil {
                order.append(key)
                folders[key] = TemporaryFolder(path: folder)
            }
            return key
        }
        for (index, (paths, output)) in outputs.enumerated() {
            if case .folder(let folder) = output { folders[key(folder)]?.everyName.append(index) }
            for path in paths {
                let folder = key(Path.directory(of: path))
                guard folders[folder]?.everyName.contains(index) == false else { continue }
                let name = Path.lastComponent(of: path)
                if folders[folder]?.byName[name]?.last != index {
                    folders[folder]?.byName[name, default: []].append(index)
                }
            }
        }
        return order.compactMap { folders[$0] }
    }

    /// The error for a file or folder that cannot be read.
    private static func unreadable(_ path: String, _ error: any Error) -> Diagnostic {
        Diagnostic(.error, "cannot read '\(path)': \(FileErrorReason.of(error))")
    }

    /// `path` made absolute against `folder` (the current folder, read once by the caller)
    /// with `.` and `x/..` removed, by bytes: `out/A.swift` and `./out/A.swift` are one path.
    /// It asks the file system nothing (see ``Path/normalized(_:)``).
    static func normalized(_ path: String, in folder: String) -> String {
        Path.normalized(Path.absolute(path, in: folder))
    }
}
