/// Every key the generator hands the templates, defined once per kind of record (see
/// ``TemplateKey``): `File.swift`'s variables (``file``), a fake, the injector, their items
/// and the records inside them.
///
/// The renderer builds its records from these definitions, `TemplateModel.md`'s tables are
/// generated from them (`TemplateModelReferenceTests` fails while the file differs), and a
/// template that reads a renamed key gets a warning (``renamedKeys``).
enum TemplateModel {
    /// What `File.swift` renders: one output file.
    struct File: Sendable {
        /// The source files, sorted; empty for `Seam+Stubs.swift`.
        var sources: [String]
        /// The file's imports.
        var imports: [FileImport]
        /// The fakes.
        var fakes: [FakeModel]
        /// The injector, if the file has it.
        var injector: InjectorModel?
        /// What of the stub types to declare, or `nil` for a file without them.
        var stubs: StubUsage?
        /// The stub types' access: `public `, or empty.
        var access: String
        /// The command that regenerates the file.
        var command: String
        /// Whether the build plugin rewrites the file on every build.
        var isRegeneratedOnEveryBuild = false
    }

    /// The variables of `File.swift`.
    static let file = TemplateKeys<File>(
        "file",
        [
            .string("command", "the command that regenerates the file, for its header") {
                $0.command
            },
            .bool(
                "regeneratedOnBuild",
                "whether the build plugin rewrites the file on every build (the header then "
                    + "names no command)"
            ) { $0.isRegeneratedOnEveryBuild },
            .string("hash", "a placeholder the writer replaces with a hash of the body") { _ in
                GeneratedHeader.hashPlaceholder
            },
            .bool("stubs", "whether to include `Stubs.swift`") { $0.stubs != nil },
            .string("access", "the stub types' access: `\"public \"`, `\"package \"` or empty") {
                $0.access
            },
            .array("calls", of: callMethod, "the stub's call methods, for `Stubs.swift`") {
                let usage = $0.stubs ?? StubUsage()
                return callMethods(usage.isComplete ? nil : usage.calls)
            },
            .record("uses", of: usage, "which stub types to declare, for `Stubs.swift`") {
                $0.stubs ?? StubUsage()
            },
            .strings("sources", "the source files, sorted; empty for `Seam+Stubs.swift`") {
                $0.sources
            },
            .array("imports", of: fileImport, "the file's imports") { $0.imports },
            .array("fakes", of: fake, "the fakes") { $0.fakes },
            .array(
                "injectors", of: injector,
                "zero or one injector; the templates bind each to `fake`"
            ) { $0.injector.map { [$0] } ?? [] },
        ])

    /// An import of the output file.
    static let fileImport = TemplateKeys<FileImport>(
        "import",
        [
            .string("name", "the module") { $0.name },
            .bool("isTestable", "it is `@testable`") { $0.isTestable },
            .bool("isConditional", "whether to wrap it in `#if canImport(name)`") {
                $0.isConditional
            },
            .string(
                "declaration",
                "what follows `import`: `Foundation`, `class Foundation.JSONDecoder`"
            ) { $0.declaration },
            .string(
                "attributes",
                "kept attributes with a trailing space (`@preconcurrency `), or empty"
            ) { $0.attributes.prefix },
            .string(
                "condition", "the `#if` condition the protocol's file imports it under, or empty"
            ) { $0.condition?.description ?? "" },
        ])

    /// Every kind of record, in the order of the reference.
    static let all: [any TemplateKeyList] = [
        file, fileImport, callMethod, usage, fake, typeAlias, injector, dependency, directive,
        method, subscriptItem, property, initializer, field, erasedInout, autoclosure,
    ]

    /// Each renamed key's former name, with its name now: templates may still read the former
    /// one, with a warning.
    static let renamedKeys: [String: String] = {
        var renamed: [String: String] = [:]
        for list in all {
            for entry in list.entries {
                if let old = entry.renamedFrom { renamed[old] = entry.name }
            }
        }
        return renamed
    }()
}
