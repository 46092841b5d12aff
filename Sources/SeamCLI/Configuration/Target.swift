import SeamGenerator

/// One target of a run: one `seam.json` entry or one `seam generate` command line.
///
/// It is the generator's request plus what only the command line knows: the target's name
/// and the protocol lists, read just before generating (``makeRequest()``).
package struct Target: Sendable, Hashable {
    /// The target's name in `seam.json` (used by `--target` and the build plugin).
    package var name: String?
    /// What to generate; with protocol lists, its selection holds the names given one by one.
    package var request: GenerationRequest
    /// Files listing protocols to fake, one name a line (`#` starts a comment).
    package var protocolsFiles: [String] = []
    /// Warnings about settings that are likely mistakes (a `module` no source's target is
    /// named), printed before the run, which goes on.
    package var warnings: [String] = []

    /// Creates a target.
    package init(name: String? = nil, request: GenerationRequest, protocolsFiles: [String] = []) {
        self.name = name
        self.request = request
        self.protocolsFiles = protocolsFiles
    }

    /// A short label for summary lines: the output path.
    package var label: String {
        switch request.output {
        case .file(let path), .folder(let path): path
        }
    }

    /// The same target with every relative path made relative to `base` instead, and
    /// `base` as the project folder that the output's paths are written relative to.
    package func resolved(relativeTo base: String) -> Target {
        var copy = self
        copy.request.projectFolder = base
        copy.request.sources = request.sources.map { Path.join(base, $0) }
        copy.request.referenceSources = request.referenceSources.map { Path.join(base, $0) }
        copy.request.templates = request.templates.map { Path.join(base, $0) }
        copy.protocolsFiles = protocolsFiles.map { Path.join(base, $0) }
        switch request.output {
        case .file(let path): copy.request.output = .file(Path.join(base, path))
        case .folder(let path): copy.request.output = .folder(Path.join(base, path))
        }
        return copy
    }
}
