/// What the generator is asked to do: the settings of one `seam.json` target or one
/// `seam generate` command line.
public struct GenerationRequest: Sendable, Hashable {
    /// Which protocols get a fake.
    public enum Selection: Sendable, Hashable {
        /// These protocols, by qualified name (`Outer.Inner` for a nested one).
        case names([String])
        /// Every protocol found in the sources.
        case all
        /// Every protocol whose doc comment carries `seam:fake`.
        case annotated
    }

    /// Where the generated text goes.
    public enum Output: Sendable, Hashable {
        /// One file with every fake.
        case file(String)
        /// A folder with one file per protocol, `P.swift` (`Outer.Inner.swift`), and
        /// `FakeInjector.swift`.
        case folder(String)
    }

    /// Files or folders (searched recursively for `.swift` files) whose protocols can be faked;
    /// the caller reads them into ``GenerationInput/sources``.
    public var sources: [String]
    /// Files or folders parsed for inherited protocols only, never faked; the caller reads them
    /// into ``GenerationInput/referenceSources``.
    public var referenceSources: [String]
    /// Which protocols of `sources` to fake.
    public var selection: Selection
    /// The app's injector protocol, which gets a `FakeInjector`, or `nil`.
    public var injector: String?
    /// Where the output goes.
    public var output: Output
    /// A folder of templates that replaces the default ones (built into the generator from
    /// the repository's `Templates/`), or `nil`; the caller reads its `*.stencil` files into
    /// the ``GenerationInput``, and messages name them in it.
    public var templates: String?
    /// Modules to import in every generated file.
    public var imports: [String]
    /// Modules to import with `@testable` in every generated file.
    public var testableImports: [String]
    /// The access level of the generated fakes.
    public var accessLevel: AccessLevel
    /// The module the protocols live in, imported by every generated file (with `@testable`
    /// when a faked protocol is not public), or `nil` when the fakes live in that module.
    public var module: String?
    /// Whether the output declares the stub types (`SeamMethodStub`...) its fakes use: one
    /// output per module must; a second output compiled into the same module must not.
    public var writesStubTypes = true
    /// Whether the stub types declared are all of them, not only those the output's fakes use:
    /// for the output that declares them for other outputs compiled into the same module
    /// (which set ``writesStubTypes`` to `false`).
    public var writesAllStubShapes = false
    /// The command the header of every generated file names as the one that regenerates it:
    /// `seam generate` by default, `swift run seam` for the targets of a `seam.json`.
    public var regenerateCommand = "seam generate"
    /// Whether the build plugin writes the output on every build, so that its header says so
    /// instead of naming ``regenerateCommand``, which the reader need not run.
    public var isRegeneratedOnEveryBuild = false
    /// Whether the protocols' module is built with `NonisolatedNonsendingByDefault`, so the
    /// fakes spell `nonisolated(nonsending)` on its async function types; `nil` (the default)
    /// reads it from the nearest `Package.swift` above each source path.
    public var nonisolatedNonsending: Bool?
    /// Whether a fake subclasses the fake of a protocol it refines when that fake implements
    /// the same requirements the same way (`FakeChild: FakeParent, Child`), so that each is
    /// compiled once; `false` makes every fake `final` and complete, as do templates that never
    /// read `fake.superclass`.
    public var subclassesFakes = true
    /// The folder that source paths in the generated text (the header's "from ...") are
    /// written relative to, so that the output does not depend on the folder the generator
    /// runs in: `seam` passes the folder of `seam.json`. Give it the way the source paths are
    /// given (both relative to the current folder, or both absolute); `nil` writes the paths
    /// as given.
    public var projectFolder: String?
    /// Whether a fake can be a spy, `init(forwardingTo:)` forwarding every unstubbed call to a
    /// real instance; `false` leaves that out of every fake, which then compiles faster (the
    /// spy is more than half of the code a fake adds to a build).
    public var makesSpies = true
    /// What a fake returns for a type when a test has not stubbed the member, by the type's
    /// name as the protocols write it without generic arguments (`EpisodeModel`,
    /// `Feed.Entry`): a Swift expression of that type (`EpisodeModel.placeholder`). It comes
    /// before the built-in defaults, and a member that finds neither stops the test run when
    /// a test calls it unstubbed (the generator names each such member in a note).
    public var defaultValues: [String: String] = [:]

    /// Creates a request.
    public init(
        sources: [String],
        referenceSources: [String] = [],
        selection: Selection = .annotated,
        injector: String? = nil,
        output: Output,
        templates: String? = nil,
        imports: [String] = [],
        testableImports: [String] = [],
        accessLevel: AccessLevel = .internal,
        module: String? = nil
    ) {
        self.sources = sources
        self.referenceSources = referenceSources
        self.selection = selection
        self.injector = injector
        self.output = output
        self.templates = templates
        self.imports = imports
        self.testableImports = testableImports
        self.accessLevel = accessLevel
        self.module = module
    }
}

/// The access level of the generated fakes, their members and the `FakeInjector`.
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// `public`: for fakes in a module of their own that tests import.
    case `public`
    /// `package`: for fakes used by other modules of the same package.
    case package
    /// `internal`, which the fakes leave unwritten: for fakes compiled into the test target.
    case `internal`
}

/// One file the generator wants written.
public struct GeneratedFile: Sendable, Hashable {
    /// Where it goes.
    public var path: String
    /// Its full text, header line included.
    public var contents: String

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What a generation produced: the files to write and the warnings met on the way.
public struct GenerationResult: Sendable, Hashable {
    /// The files, in a deterministic order.
    public var files: [GeneratedFile]
    /// Warnings (and notes) about the input; errors are thrown instead.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(files: [GeneratedFile], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// Why a generation failed: one or more errors, each with a location where there is one.
public struct GenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostics, errors first.
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// The generator's entry point: parse, resolve and render, without reading or writing a file.
public enum Generator {
    /// Runs parse, resolve and render over `input` and returns the files to write.
    ///
    /// The generator touches no file system: `seam` reads the files a ``GenerationRequest``
    /// names into the ``GenerationInput`` and writes the result.
    /// - Throws: ``GenerationError`` for malformed sources, unknown protocols and template
    ///   errors.
    public static func generate(
        _ input: GenerationInput
    ) throws(GenerationError) -> GenerationResult {
        try GenerationPipeline.run(input)
    }
}
