import Foundation
import SeamGenerator

/// The command's first step: reads every file a request names into a `GenerationInput`, the
/// generator's in-memory input (the generator touches no file system).
///
/// It reads the `.swift` files of the sources and reference sources, the nearest
/// `Package.swift` above each source file (when the request leaves the
/// `NonisolatedNonsendingByDefault` question open) and the
/// templates.
enum InputReader {
    /// Everything `request` names, read.
    ///
    /// - Throws: ``GenerationError`` for a path that does not exist, or a folder, source file,
    ///   manifest or template that cannot be read.
    static func read(_ request: GenerationRequest) throws(GenerationError) -> GenerationInput {
        let (sources, skippedSources) = try readSources(request.sources)
        var (references, skippedReferences) = try readSources(request.referenceSources)
        ModuleInference.nameModules(of: &references)
        var manifests: [String: String] = [:]
        var located: [SourceFile] = sources
        if request.nonisolatedNonsending == nil {
            var locator = ManifestLocator()
            for index in located.indices {
                guard let manifest = locator.nearestManifest(above: located[index].path) else {
                    continue
                }
                located[index].manifest = manifest
                if manifests[manifest] == nil { manifests[manifest] = try readText(manifest) }
            }
        }
        let templates: TemplateFolder
        do {
            templates =
                try request.templates.map { (folder) throws(TemplateError) in
                    try TemplateFolder.read(folder)
                } ?? .builtIn
        } catch {
            throw GenerationError([error.diagnostic])
        }
        var input = GenerationInput(
            request: request, sources: located, referenceSources: references, manifests: manifests,
            templateFolder: templates)
        input.readingWarnings = skippedSources + skippedReferences
        return input
    }

    /// The `.swift` files of `paths` (files as given, folders searched recursively, sorted),
    /// read, in order, and a warning for each left out (``SwiftFileFinder/search(_:)``).
    /// - Throws: ``GenerationError`` for a path that does not exist or cannot be read.
    static func readSources(
        _ paths: [String]
    ) throws(GenerationError) -> (files: [SourceFile], skipped: [Diagnostic]) {
        // Read on every core; the first unreadable file in order is the error.
        let (found, skipped) = try search(paths)
        let read = ConcurrentMap.map(found) { path -> Result<SourceFile?, GenerationError> in
            // Why it cannot be read: `Permission denied`, `not a regular file (a FIFO)`.
            let reason: String
            switch ExistingFile(at: path) {
            case .contents(let bytes):
                return .success(SourceFile(path: path, bytes: bytes))
            case .folder:
                // A listed link to a folder, or `Old.swift/` named on the command line: what it
                // holds is no source.
                return .success(nil)
            case .special(let kind):
                reason = ExistingFile.notRegular(kind)
            case .missing(let code), .unreadable(let code):
                reason = FileErrorReason.of(errno: code)
            }
            return .failure(
                GenerationError([Diagnostic(.error, "cannot read '\(path)': \(reason)")]))
        }
        var files: [SourceFile] = []
        files.reserveCapacity(read.count)
        for result in read {
            switch result {
            case .success(let file): file.map { files.append($0) }
            case .failure(let error): throw error
            }
        }
        return (files, skipped)
    }

    /// The Swift files named by `paths`, each once, in a deterministic order.
    static func expand(_ paths: [String]) throws(GenerationError) -> [String] {
        try search(paths).files
    }

    /// ``expand(_:)``, and a warning for each file of a folder left out
    /// (``SwiftFileFinder/search(_:)``).
    static func search(
        _ paths: [String]
    ) throws(GenerationError) -> (files: [String], skipped: [Diagnostic]) {
        var result: [String] = []
        var skipped: [Diagnostic] = []
        // By bytes: `Caf\u{E9}.swift` and `Cafe\u{301}.swift`, two files for swiftc (and
        // Linux), were one `String`, and the second was left out without a word (issue 25 §8).
        var seen: Set<ExactName> = []
        var given: Set<ExactName> = []
        for path in paths {
            // A path given again adds nothing; it was checked and its folder walked again.
            guard given.insert(ExactName(path)).inserted else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GenerationError([Diagnostic(.error, "no such file or folder '\(path)'")])
            }
            var found = [path]
            if isDirectory.boolValue {
                let search = try SwiftFileFinder.search(path)
                found = search.files
                skipped += search.skipped.filter { skip in
                    !skipped.contains { $0.location == skip.location }
                }
            }
            for file in found where seen.insert(ExactName(file)).inserted { result.append(file) }
        }
        return (result, skipped)
    }

    /// The text of the file at `path`.
    /// - Throws: ``GenerationError`` naming the file and the reason when it cannot be read.
    private static func readText(_ path: String) throws(GenerationError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw GenerationError([
                Diagnostic(.error, "cannot read '\(path)': \(FileErrorReason.of(error))")
            ])
        }
    }
}
