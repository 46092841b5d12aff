import Foundation
import SeamGenerator

extension GenerationRequest {
    /// The path of every file that generating reads, each once, in a fixed order: the Swift
    /// files of the sources and reference sources, the `Package.swift` files read for
    /// `NonisolatedNonsendingByDefault` (when that is left open) and the templates. Paths are
    /// relative to the current folder when the sources are.
    ///
    /// For build systems that rerun a step only when one of its declared inputs changed, such
    /// as an Xcode Run Script phase with an input file list. It lists folders, reads no file.
    ///
    /// - Throws: ``GenerationError`` for a source path that does not exist or a folder that
    ///   cannot be read, as generating would.
    package func inputFiles() throws(GenerationError) -> [String] {
        let swiftFiles = try InputReader.expand(sources)
        var files = swiftFiles + (try InputReader.expand(referenceSources))
        if nonisolatedNonsending == nil {
            let current = Path.absolute(".")
            let isAbsolute = sources.allSatisfy(Path.isAbsolute)
            // The manifests `InputReader.read` reads: the nearest one above each source file.
            var locator = ManifestLocator()
            let manifests = Set(swiftFiles.compactMap { locator.nearestManifest(above: $0) })
            files += manifests.sorted().map { manifest in
                isAbsolute ? manifest : Path.relative(manifest, to: current)
            }
        }
        if let templates {
            do {
                files += try FileManager.default.contentsOfDirectory(atPath: templates)
                    .filter { $0.hasSuffix(".stencil") }.sorted()
                    .map { Path.appending($0, to: templates) }
            } catch {
                throw GenerationError([
                    Diagnostic(
                        .error,
                        "cannot read templates folder '\(templates)': \(FileErrorReason.of(error))")
                ])
            }
        }
        var seen: Set<ExactName> = []  // By bytes, as ``InputReader/expand(_:)`` lists them.
        return files.filter { seen.insert(ExactName($0)).inserted }
    }
}
