/// The generator, stage by stage: parse → resolve → render, in memory.
///
/// ```
/// GenerationInput --parse--> ParsedInput --resolve--> ResolvedOutput --render--> GenerationResult
/// ```
///
/// The caller reads the files into the ``GenerationInput`` and writes the result's files
/// (`seam` does both); no stage touches the file system. Each stage runs its per-file or
/// per-protocol work on every core, keeping source order.
enum GenerationPipeline {
    /// Parses, resolves and renders `input`.
    static func run(_ input: GenerationInput) throws(GenerationError) -> GenerationResult {
        try render(try resolve(try parse(input)))
    }

    /// The parse stage: every source and reference file, and the templates.
    ///
    /// - Throws: ``GenerationError`` with the parser's errors, or a template's syntax error.
    static func parse(_ input: GenerationInput) throws(GenerationError) -> ParsedInput {
        let sources = ConcurrentMap.map(input.sources) {
            Parser.parse(bytes: $0.bytes, path: $0.path)
        }
        let references = ConcurrentMap.map(input.referenceSources) { source in
            var file = Parser.parse(bytes: source.bytes, path: source.path)
            file.module = source.module
            return file
        }
        let diagnostics = (sources + references).flatMap(\.diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw GenerationError(errors) }
        let templates: TemplateLibrary
        do {
            templates =
                input.templates == .builtIn
                ? try builtInTemplates.get()
                : try TemplateLibrary(input.templates, renamedKeys: TemplateModel.renamedKeys)
        } catch {
            throw GenerationError([error.diagnostic])
        }
        return ParsedInput(
            request: input.request, sources: sources, references: references,
            closureAliases: ClosureAliases.names(in: sources + references),
            nonsendingFiles: NonsendingDefault.markedFiles(
                input.sources, manifests: input.manifests,
                enabled: input.request.nonisolatedNonsending),
            templates: templates,
            diagnostics: input.readingWarnings + diagnostics + templates.warnings)
    }

    /// The built-in templates, parsed once per process: a `seam.json` of many targets parsed
    /// them once per target, most of such a run (issue 26; `Benchmarks/README.md`, "Many
    /// targets in one `seam.json`").
    private static let builtInTemplates = Result { () throws(TemplateError) in
        try TemplateLibrary(.builtIn, renamedKeys: TemplateModel.renamedKeys)
    }

    /// The resolve stage: selects the protocols and builds the model of every fake and of the
    /// injector.
    ///
    /// - Throws: ``GenerationError`` for a protocol or injector that is not in the sources.
    static func resolve(_ input: ParsedInput) throws(GenerationError) -> ResolvedOutput {
        let request = input.request
        let access = request.accessLevel
        // Every protocol the input knows: its sources', its references' and the standard library's.
        let index = ProtocolIndex(
            sources: input.sources, references: input.references + [StandardLibraryProtocols.parsed]
        )
        let selector = ProtocolSelector(index: index)
        let chosen = try selector.select(request.selection)
        let injectorEntry = try selector.injector(named: request.injector)
        let nearMisses = selector.nearMissWarnings(
            request.selection, chosen: chosen, injector: injectorEntry,
            injectorName: request.injector)
        let requested = chosen + [injectorEntry].compactMap { $0 }
        let empty = EmptySelection.warning(
            request, chosen: chosen.count, hasInjector: injectorEntry != nil,
            sourceFiles: input.sources.count)
        let checked = try check(requested, index: index)
        let flattened = ConcurrentMap.map(chosen) {
            ProtocolFlattener.flatten($0.decl, index: index)
        }
        let (all, allBranched) = branches(chosen, flattened)
        let (named, backticked) = BacktickedProtocols.kept(Array(zip(all, allBranched)))
        let (bounded, classBound) = ClassBoundFakes.kept(named, index: index)
        let (written, unwritten) = UnwrittenStandardProtocols.kept(bounded)
        let (copyable, noncopyable) = NoncopyableProperties.kept(written, index: index)
        let (kept, collided) = FileNameCollisions.kept(copyable, output: request.output)
        let (selected, branched) = (kept.map(\.0), kept.map(\.1))
        var lookups = 0
        let qualified = qualify(
            zip(selected, branched), chosen: chosen, request: request, index: index,
            lookups: &lookups)
        let flats = qualified.map(\.0)
        let fakes = defaultFakes(selected, flats: flats)
        let qualifiedFakes = FakeResolver.qualified(fakes: fakes, request.module ?? "")
        let resolver = FakeResolver(
            index: index, fakes: fakes, accessLevel: access,
            closureAliases: input.closureAliases, nonsendingFiles: input.nonsendingFiles,
            makesSpies: request.makesSpies, givenDefaults: request.defaultValues,
            qualifiedFakes: qualifiedFakes)
        let injector = injectorEntry.map { entry in
            InjectorResolver(
                index: index, fakes: fakes, accessLevel: access,
                genericFakes: genericFakes(selected, flats: flats),
                nonsendingFiles: input.nonsendingFiles, givenDefaults: request.defaultValues
            ).resolve(entry, flat: ProtocolFlattener.flatten(entry.decl, index: index))
        }
        var prepared = ConcurrentMap.map(Array(zip(selected, flats))) {
            resolver.prepare($0.0, flat: $0.1)
        }
        let selfReferential = partnered(&prepared, resolver: resolver)
        // Templates written before fakes could subclass each other do not read a fake's
        // `superclass`, and would print a subclass without its base: their fakes stay complete.
        let readsSuperclass = input.templates.fieldNames.contains("superclass")
        let resolvable = ResolvableFakes(
            prepared: prepared, resolver: resolver,
            subclassing: request.subclassesFakes && readsSuperclass)
        let resolved = ConcurrentMap.map(Array(prepared.indices)) { resolvable.resolve($0) }
        return ResolvedOutput(
            request: request, access: access, fakes: resolved.map(\.0), injector: injector,
            templates: input.templates,
            diagnostics: input.diagnostics + [empty].compactMap { $0 } + nearMisses + checked
                + backticked + classBound + unwritten + noncopyable + collided
                + qualified.compactMap(\.1)
                + selfReferential
                + resolved.flatMap(\.1)
                + (injector?.warnings ?? []),
            qualifyingWork: lookups + qualifiedFakes.count)
    }

    /// The diagnostics of the `selected` declarations (``DeclarationCheck``), none an error.
    ///
    /// - Throws: ``GenerationError`` with the errors among them, if any.
    private static func check(
        _ selected: [ProtocolIndex.Entry], index: ProtocolIndex
    ) throws(GenerationError) -> [Diagnostic] {
        let checked = DeclarationCheck.diagnostics(selected: selected, index: index)
        if checked.contains(where: { $0.severity == .error }) {
            throw GenerationError(checked.filter { $0.severity == .error })
        }
        return checked
    }

    /// Each of `flats` with its protocol's names qualified with the module where the fake
    /// needs it (``ModuleQualifier``), and the diagnostic that says so, if any.
    private static func qualify(
        _ flats: Zip2Sequence<[ProtocolIndex.Entry], [FlatProtocol]>,
        chosen: [ProtocolIndex.Entry], request: GenerationRequest, index: ProtocolIndex,
        lookups: inout Int
    ) -> [(FlatProtocol, Diagnostic?)] {
        let qualifier = ModuleQualifier(
            module: request.module, names: index.sourceTypes,
            fileWide: fileWideImports(request, chosen))
        return flats.map { entry, flat in
            qualifier.qualified(
                flat, of: entry, scoped: Set(index.scopeNames(for: entry.decl.parents).keys),
                lookups: &lookups)
        }
    }

    /// The render stage: the output files' text.
    ///
    /// - Throws: ``GenerationError`` with the first template error, in source order.
    static func render(_ output: ResolvedOutput) throws(GenerationError) -> GenerationResult {
        let assembler = FileAssembler(
            request: output.request, access: output.access,
            library: output.templates)
        do throws(TemplateError) {
            switch output.request.output {
            case .file(let path):
                let file = try assembler.singleFile(
                    at: path, output.fakes, injector: output.injector)
                return GenerationResult(files: [file], diagnostics: output.diagnostics)
            case .folder:
                return GenerationResult(
                    files: try folderFiles(output, assembler: assembler),
                    diagnostics: output.diagnostics)
            }
        } catch {
            throw GenerationError([error.diagnostic])
        }
    }

    /// The files of a folder output: one per protocol, rendered on every core, then the
    /// injector's and the stub types'.
    ///
    /// - Throws: ``TemplateError``, the first in source order.
    private static func folderFiles(
        _ output: ResolvedOutput, assembler: FileAssembler
    ) throws(TemplateError) -> [GeneratedFile] {
        let rendered = ConcurrentMap.map(groupedByProtocol(output.fakes)) { fakes in
            Result { () throws(TemplateError) -> GeneratedFile in
                try assembler.file(for: fakes)
            }
        }
        var files: [GeneratedFile] = []
        files.reserveCapacity(rendered.count + 2)
        for file in rendered { files.append(try file.get()) }
        if let injector = output.injector { files.append(try assembler.file(for: injector)) }
        if !files.isEmpty,
            let stubs = try assembler.stubsFile(StubUsage(output.fakes, injector: output.injector))
        {
            files.append(stubs)
        }
        return files
    }

    /// `fakes` grouped by the protocol they implement (one group per `#if` branch's fake),
    /// in order of first appearance.
    private static func groupedByProtocol(_ fakes: [FakeModel]) -> [[FakeModel]] {
        var groups: [[FakeModel]] = []
        var groupOf: [ExactName: Int] = [:]
        for fake in fakes {
            if let group = groupOf[ExactName(fake.declaredName)] {
                groups[group].append(fake)
            } else {
                groupOf[ExactName(fake.declaredName)] = groups.count
                groups.append([fake])
            }
        }
        return groups
    }

    /// Each protocol once per branch of an `#if` that chooses its associated types' constraints
    /// (``FlatProtocol/branches(modules:)``), with its flattened requirements.
    private static func branches(
        _ selected: [ProtocolIndex.Entry], _ flats: [FlatProtocol]
    ) -> ([ProtocolIndex.Entry], [FlatProtocol]) {
        var pairs: [(ProtocolIndex.Entry, FlatProtocol)] = []
        for (entry, flat) in zip(selected, flats) {
            let modules = Set((entry.imports + flat.imports).map(\.module))
            for branch in flat.branches(modules: modules) { pairs.append((entry, branch)) }
        }
        return (pairs.map(\.0), pairs.map(\.1))
    }

    /// The modules every generated file imports besides its protocols' files' imports: the
    /// request's, and in a single output file Foundation, the reporting modules and every
    /// selected protocol's file's imports.
    private static func fileWideImports(
        _ request: GenerationRequest, _ selected: [ProtocolIndex.Entry]
    ) -> Set<String> {
        var modules = Set(request.imports + request.testableImports)
        if case .file = request.output {
            modules.formUnion(["Foundation", "Testing", "XCTest"])
            modules.formUnion(selected.flatMap { $0.imports.map(\.module) })
        }
        return modules
    }

    /// Pins the associated types that must name the fake itself to other fakes
    /// (``PartnerFakes``); a fake for which none fits is removed, with a warning saying why.
    private static func partnered(
        _ prepared: inout [PreparedFake], resolver: FakeResolver
    ) -> [Diagnostic] {
        let plan = PartnerFakes.plan(prepared)
        for (offset, partners) in plan.partners {
            let fake = prepared[offset]
            prepared[offset] = resolver.prepare(fake.entry, flat: fake.flat, partners: partners)
        }
        // A fake whose generic parameters would refer back to itself cannot be declared.
        let warnings = prepared.enumerated().compactMap { offset, fake -> Diagnostic? in
            guard let requirement = fake.associated.selfReference else { return nil }
            let reason = plan.reasons[offset].map { ", and \($0)" } ?? ""
            return Diagnostic(
                .warning,
                "no fake for '\(fake.entry.decl.qualifiedName)': its associated types require "
                    + "'\(requirement)', which a generic fake cannot state\(reason); "
                    + "write a conforming type by hand", at: fake.entry.decl.location)
        }
        prepared.removeAll { $0.associated.selfReference != nil }
        return warnings
    }

    /// Fake names of the selected protocols that a default value can create with `init()`:
    /// no associated types (a global-actor fake has a `nonisolated init()`).
    static func defaultFakes(
        _ selected: [ProtocolIndex.Entry], flats: [FlatProtocol]
    ) -> [ExactName: String] {
        fakeNames(selected, flats) { _, flat, _ in flat.associatedTypes.isEmpty }
    }

    /// The fake of each selected protocol whose fake is generic over exactly the protocol's
    /// primary associated types, in order (`FakeCache<Value>` for `protocol Cache<Value>`), by
    /// the protocol's names: a dependency `any Cache<Data>` is then a `FakeCache<Data>`.
    static func genericFakes(
        _ selected: [ProtocolIndex.Entry], flats: [FlatProtocol]
    ) -> [ExactName: String] {
        fakeNames(selected, flats) { entry, flat, name in
            let primaries = entry.decl.primaryAssociatedTypes
            return !primaries.isEmpty
                && AssociatedTypeResolver(flat, fakeName: name).parameterNames == primaries
        }
    }

    /// The fake name of each selected protocol that `includes`, by the protocol's qualified
    /// name and, when no other protocol took it, its own name.
    private static func fakeNames(
        _ selected: [ProtocolIndex.Entry], _ flats: [FlatProtocol],
        where includes: (ProtocolIndex.Entry, FlatProtocol, String) -> Bool
    ) -> [ExactName: String] {
        var fakes: [ExactName: String] = [:]
        for (entry, flat) in zip(selected, flats) {
            let name = FakeResolver.fakeName(for: entry.decl)
            guard includes(entry, flat, name) else { continue }
            fakes[ExactName(entry.decl.qualifiedName)] = name
            if fakes[ExactName(entry.decl.name)] == nil { fakes[ExactName(entry.decl.name)] = name }
        }
        return fakes
    }
}
