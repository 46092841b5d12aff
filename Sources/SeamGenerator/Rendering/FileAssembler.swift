/// Groups resolved fakes into the request's output files and renders each through the
/// templates' `File.swift`, with its header and imports.
///
/// The values the templates read come from the key definitions of ``TemplateModel``, which
/// `TemplateModel.md` lists.
struct FileAssembler {
    let request: GenerationRequest
    /// The access level of the stub types.
    let access: AccessLevel
    /// The templates: the default folder or the user's.
    let library: TemplateLibrary

    /// The file that declares the stub types of the fakes in folder output; no protocol's
    /// file can have this name (`+` is not part of a Swift name).
    static let stubsFileName = "Seam+Stubs.swift"

    /// The one output file at `path` (file output): every fake, the injector, then the stub
    /// types when the templates have `Stubs.swift`. Folder output renders each fake as it is
    /// resolved (`file(for:)`, `stubsFile()`).
    func singleFile(
        at path: String, _ fakes: [FakeModel], injector: InjectorModel?
    ) throws(TemplateError) -> GeneratedFile {
        guard (!fakes.isEmpty || injector != nil) && hasStubsTemplate else {
            return try file(path, fakes, injector)
        }
        let usage =
            request.writesAllStubShapes ? StubUsage.complete : StubUsage(fakes, injector: injector)
        return try file(path, fakes, injector, stubs: usage)
    }

    /// The file of one protocol's fakes, `P.swift` in the output folder (folder output): one
    /// fake, or one per `#if` branch that declares the protocol.
    func file(for fakes: [FakeModel]) throws(TemplateError) -> GeneratedFile {
        try file(Path.appending("\(fakes[0].declaredName).swift", to: folder), fakes, nil)
    }

    /// The file of the `FakeInjector` alone, `FakeInjector.swift` in the output folder
    /// (folder output).
    func file(for injector: InjectorModel) throws(TemplateError) -> GeneratedFile {
        try file(Path.appending("FakeInjector.swift", to: folder), [], injector)
    }

    /// `Seam+Stubs.swift`, the stub types that `usage` says the output's fakes use (all of
    /// them when the request asks), alone (folder output), or `nil` when the request leaves
    /// them out or the templates have no `Stubs.swift` (the user's own templates may not use
    /// stubs).
    func stubsFile(_ usage: StubUsage) throws(TemplateError) -> GeneratedFile? {
        guard hasStubsTemplate else { return nil }
        let usage = request.writesAllStubShapes ? StubUsage.complete : usage
        return try file(Path.appending(Self.stubsFileName, to: folder), [], nil, stubs: usage)
    }

    private var hasStubsTemplate: Bool {
        request.writesStubTypes && library.templateNames.contains("Stubs.swift")
    }

    /// The output folder (folder output).
    private var folder: String {
        guard case .folder(let folder) = request.output else {
            preconditionFailure("one file per protocol is only written for folder output")
        }
        return folder
    }

    private func file(
        _ path: String, _ fakes: [FakeModel], _ injector: InjectorModel?, stubs: StubUsage? = nil
    ) throws(TemplateError) -> GeneratedFile {
        let sources = Set(
            Self.sourcePaths(fakes, injector).map { path in
                request.projectFolder.map { Path.relative(path, to: $0) } ?? path
            }
        ).sorted()
        let model = TemplateModel.File(
            sources: sources, imports: imports(fakes, injector, stubs: stubs), fakes: fakes,
            injector: injector, stubs: stubs, access: access.prefix,
            command: request.regenerateCommand,
            isRegeneratedOnEveryBuild: request.isRegeneratedOnEveryBuild)
        let text = try library.template(named: "File.swift").render(
            TemplateModel.file.context(model))
        return GeneratedFile(path: path, contents: GeneratedHeader.sealed(text))
    }

    /// The imports a file needs: the protocols' module, their files' imports, Foundation for
    /// locks (the stub types, a Sendable FakeInjector or one with members outside its
    /// isolation), and the request's own; sorted,
    /// `@testable` where asked. The stub types alone need only Foundation.
    func imports(
        _ fakes: [FakeModel], _ injector: InjectorModel?, stubs: StubUsage? = nil
    ) -> [FileImport] {
        let reporters = Self.reporters(stubs)
        if stubs != nil && fakes.isEmpty && injector == nil {
            return [FileImport(name: "Foundation", isTestable: false, isConditional: false)]
                + reporters
        }
        let sourceImports = Self.sourceImports(fakes, injector)
        let excluded = Set(["Seam"] + [request.module].compactMap { $0 })
        var attributes = FileImport.wholeModules(sourceImports, excluded: excluded)
        var testable = attributes.mapValues { _ in false }
        let needsLock =
            stubs != nil || injector?.isSendable == true || injector?.hasUnisolated == true
        if needsLock { testable["Foundation"] = false }
        let isPublic = fakes.allSatisfy { $0.isPublic } && (injector?.isPublic ?? true)
        if let module = request.module { testable[module] = !isPublic }
        // `@_spi(Group) import`, so that the SPI protocols and requirements are visible: of the
        // protocols' module, or else of the one the package layout places them all in.
        let groups = Set(fakes.flatMap(\.spiGroups) + (injector?.spiGroups ?? [])).sorted()
        if !groups.isEmpty, let module = request.module ?? Self.layoutModule(fakes, injector) {
            testable[module] = testable[module] ?? false
            attributes[module] = groups.map { Attribute(name: "_spi", arguments: $0) }
        }
        let siblings = isPublic ? [] : siblingModules(fakes, injector)
        for module in siblings where testable[module] != nil { testable[module] = true }
        for name in request.imports { testable[name] = testable[name] ?? false }
        for name in request.testableImports { testable[name] = true }
        let unconditional = Set(
            ["Foundation", "Dispatch", "Synchronization"] + request.imports
                + request.testableImports + [request.module].compactMap { $0 })
        for reporter in reporters { testable[reporter.name] = testable[reporter.name] ?? false }
        let whole = testable.keys.map {
            FileImport(
                name: $0, isTestable: testable[$0]!, isConditional: !unconditional.contains($0),
                attributes: attributes[$0] ?? [])
        }
        let repeated = FileImport.repeated(
            sourceImports, plain: Set(testable.keys), excluded: excluded
        ).map { file in
            var file = file
            file.isTestable = siblings.contains(file.name) && file.declaration == file.name
            return file
        }
        return (whole + repeated).sorted {
            ($0.name, $0.condition?.description ?? "", $0.declaration)
                < ($1.name, $1.condition?.description ?? "", $1.declaration)
        }
    }

    /// The one module the package layout places every protocol's file in (``PackageSiblings``),
    /// or `nil`.
    private static func layoutModule(_ fakes: [FakeModel], _ injector: InjectorModel?) -> String? {
        let modules = Set(sourcePaths(fakes, injector).map(PackageSiblings.module(of:)))
        return modules.count == 1 ? modules.first! : nil
    }

    /// The imports of the protocols' files, each distinct one once, in order: the fakes of one
    /// file repeat the same few.
    private static func sourceImports(
        _ fakes: [FakeModel], _ injector: InjectorModel?
    ) -> [ImportDecl] {
        var seen: Set<ImportDecl> = []
        return (fakes.flatMap { $0.sourceImports } + (injector?.sourceImports ?? []))
            .filter { seen.insert($0).inserted }
    }

    /// The package modules beside those of the protocols' source files (``PackageSiblings``),
    /// which an internal fake imports `@testable`.
    private func siblingModules(_ fakes: [FakeModel], _ injector: InjectorModel?) -> Set<String> {
        PackageSiblings.modules(
            of: Self.sourcePaths(fakes, injector), references: request.referenceSources)
    }

    /// The source file of each fake and of the injector. (Closures, not key paths, over the
    /// fakes: reading a key path copies the whole fake.)
    private static func sourcePaths(_ fakes: [FakeModel], _ injector: InjectorModel?) -> [String] {
        fakes.map { $0.sourcePath } + [injector?.sourcePath].compactMap { $0 }
    }

    /// The test frameworks through which the stub types report a test's mistakes, imported
    /// where the target can import them (a test target); none when `stubs` do not report.
    private static func reporters(_ stubs: StubUsage?) -> [FileImport] {
        let reports = stubs.map { $0.fakes || $0.isComplete } ?? false
        return reports
            ? ["Testing", "XCTest"].map {
                FileImport(name: $0, isTestable: false, isConditional: true)
            } : []
    }
}
