import SeamGenerator

/// The settings of one target: one `seam.json` entry or one `seam generate` command line.
///
/// Paths are kept as written; ``resolved(relativeTo:)`` makes them relative to the
/// configuration file's folder.
package struct TargetSettings: Sendable, Hashable {
    /// Where the generated text goes (the generator's own type).
    package typealias Output = GenerationRequest.Output

    /// Which protocols get a fake.
    package enum Selection: Sendable, Hashable {
        /// Those whose doc comment carries `seam:fake` (the default).
        case annotated
        /// Every protocol of the sources.
        case all
        /// These names, plus the names listed in these files (one a line, `#` comments).
        case listed(names: [String], files: [String])
    }

    /// The target's name in `seam.json` (used by `--target` and the build plugin).
    package var name: String?
    /// Files or folders whose protocols can be faked.
    package var sources: [String] = []
    /// Files or folders parsed for inherited protocols only.
    package var referenceSources: [String] = []
    /// Which protocols get a fake.
    package var selection: Selection = .annotated
    /// The injector protocol, which gets a `FakeInjector`.
    package var injector: String?
    /// The module the protocols live in.
    package var module: String?
    /// Where the output goes.
    package var output: Output?
    /// A folder of templates replacing the default ones.
    package var templates: String?
    /// Modules imported by every generated file.
    package var imports: [String] = []
    /// Modules imported with `@testable` by every generated file.
    package var testableImports: [String] = []
    /// The access level of the fakes: `public`, `package` or `internal`.
    package var accessLevel: String?
    /// Whether the output declares the stub types its fakes use; `false` for a second output
    /// compiled into a module whose first output declares them.
    package var writesStubTypes = true
    /// Whether the protocols' module is built with `NonisolatedNonsendingByDefault`; `nil`
    /// reads it from the nearest `Package.swift` above each source path.
    package var nonisolatedNonsending: Bool?
    /// Whether a fake may subclass the fake of a protocol it refines (``GenerationRequest/subclassesFakes``).
    package var subclassesFakes = true
    /// Whether fakes can be spies (``GenerationRequest/makesSpies``).
    package var makesSpies = true

    /// Creates empty settings.
    package init() {}

    /// The access levels a fake can have.
    package static let accessLevels = ["public", "package", "internal"]

    /// The same settings with every relative path made relative to `base` instead.
    package func resolved(relativeTo base: String) -> TargetSettings {
        var copy = self
        copy.sources = sources.map { Path.join(base, $0) }
        copy.referenceSources = referenceSources.map { Path.join(base, $0) }
        copy.templates = templates.map { Path.join(base, $0) }
        if case .listed(let names, let files) = selection {
            copy.selection = .listed(names: names, files: files.map { Path.join(base, $0) })
        }
        switch output {
        case .file(let path): copy.output = .file(Path.join(base, path))
        case .folder(let path): copy.output = .folder(Path.join(base, path))
        case nil: break
        }
        return copy
    }

    /// A short label for summary lines: the output path, or the target's name.
    package var label: String {
        switch output {
        case .file(let path), .folder(let path): return path
        case nil: return name ?? "target"
        }
    }
}
