/// Everything one generation reads, in memory: the output of the read stage (``InputReader``)
/// and the input of the parse stage of ``GenerationPipeline``.
///
/// Build one by hand to run the pipeline without a disk.
struct RawInput: Sendable {
    /// What to generate.
    var request: GenerationRequest
    /// The `.swift` files of ``GenerationRequest/sources``, in a deterministic order.
    var sources: [SourceFile]
    /// The `.swift` files of ``GenerationRequest/referenceSources``.
    var referenceSources: [SourceFile]
    /// The text of each `Package.swift` a source's ``SourceFile/manifest`` names, by path.
    var manifests: [String: String] = [:]
    /// The templates: the request's folder, or the default one.
    var templates: TemplateFolder
}

/// One Swift file, read.
struct SourceFile: Sendable, Hashable {
    /// Its path, as found: used in locations, diagnostics and headers.
    var path: String
    /// Its contents, as UTF-8.
    var bytes: [UInt8]
    /// The path of the nearest `Package.swift` above it, or `nil` when there is none or the
    /// request settles `NonisolatedNonsendingByDefault` itself (see ``NonsendingDefault``).
    var manifest: String?

    /// Creates a source file from its bytes.
    init(path: String, bytes: [UInt8], manifest: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.manifest = manifest
    }

    /// Creates a source file from its text.
    init(path: String, text: String, manifest: String? = nil) {
        self.init(path: path, bytes: Array(text.utf8), manifest: manifest)
    }
}
