/// Everything one generation reads, in memory: the settings and the text of every file they
/// name. The generator's input; it reads and writes no file itself.
///
/// `seam` reads the files a ``GenerationRequest`` names into one; a program that has the
/// sources in memory builds one directly:
///
/// ```swift
/// let input = GenerationInput(
///     request: GenerationRequest(sources: ["Clock.swift"], output: .file("Fakes.swift")),
///     sources: [SourceFile(path: "Clock.swift", text: "/// seam:fake\nprotocol Clock {}")])
/// let result = try Generator.generate(input)
/// ```
public struct GenerationInput: Sendable {
    /// What to generate. Its ``GenerationRequest/sources``, ``GenerationRequest/referenceSources``
    /// and ``GenerationRequest/templates`` say what was read; the generator uses the files
    /// below.
    public var request: GenerationRequest
    /// The `.swift` files of ``GenerationRequest/sources``, in a deterministic order.
    public var sources: [SourceFile]
    /// The `.swift` files of ``GenerationRequest/referenceSources``.
    public var referenceSources: [SourceFile]
    /// The text of each `Package.swift` a source's ``SourceFile/manifest`` names, by path.
    public var manifests: [String: String]
    /// The templates: the request's folder, or the default one.
    package var templates: TemplateFolder
    /// Warnings about reading the files, reported with the generation's first: a `.swift`
    /// file left out because its path is not valid UTF-8.
    package var readingWarnings: [Diagnostic] = []

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - request: What to generate.
    ///   - sources: The `.swift` files whose protocols can be faked, in a deterministic order.
    ///   - referenceSources: The `.swift` files parsed for inherited protocols only.
    ///   - manifests: The text of each `Package.swift` a source's ``SourceFile/manifest`` names.
    ///   - templates: The text of each template by name (`Fake.swift` for
    ///     `Fake.swift.stencil`), read from ``GenerationRequest/templates``; `nil` for the
    ///     default templates.
    public init(
        request: GenerationRequest,
        sources: [SourceFile],
        referenceSources: [SourceFile] = [],
        manifests: [String: String] = [:],
        templates: [String: String]? = nil
    ) {
        let folder = templates.map {
            TemplateFolder(folder: request.templates ?? "Templates", texts: $0)
        }
        self.init(
            request: request, sources: sources, referenceSources: referenceSources,
            manifests: manifests, templateFolder: folder ?? .builtIn)
    }

    /// Creates an input from templates already decoded into a folder.
    package init(
        request: GenerationRequest,
        sources: [SourceFile],
        referenceSources: [SourceFile] = [],
        manifests: [String: String] = [:],
        templateFolder: TemplateFolder
    ) {
        self.request = request
        self.sources = sources
        self.referenceSources = referenceSources
        self.manifests = manifests
        self.templates = templateFolder
    }
}

/// One Swift file, read.
public struct SourceFile: Sendable, Hashable {
    /// Its path, as found: used in locations, diagnostics and headers.
    public var path: String
    /// Its contents, as UTF-8.
    public var bytes: [UInt8]
    /// The path of the nearest `Package.swift` above it, or `nil` when there is none or the
    /// request settles `NonisolatedNonsendingByDefault` itself (see
    /// ``GenerationRequest/nonisolatedNonsending``).
    public var manifest: String?
    /// The module a reference source belongs to when its package's manifest names it otherwise
    /// than its folder (`.target(name: "_PoolModule", path: "Sources/Pool")`), or `nil` to
    /// take it from the folder (`Sources/<Module>/`).
    public var module: String?

    /// Creates a source file from its bytes.
    public init(path: String, bytes: [UInt8], manifest: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.manifest = manifest
    }

    /// Creates a source file from its text.
    public init(path: String, text: String, manifest: String? = nil) {
        self.init(path: path, bytes: Array(text.utf8), manifest: manifest)
    }
}
