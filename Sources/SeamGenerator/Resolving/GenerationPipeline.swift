/// Parse, resolve and render for one request: the body of ``Generator/generate(_:)``.
struct GenerationPipeline {
    let request: GenerationRequest

    /// The files to write and the warnings met.
    func run() throws(GenerationError) -> GenerationResult {
        var aliases = ClosureAliasScanner()
        let sources = try SourceReader.parse(request.sources, closureAliases: &aliases)
        let references = try SourceReader.parse(request.referenceSources, closureAliases: &aliases)
        let diagnostics = (sources + references).flatMap(\.diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw GenerationError(errors) }
        let index = ProtocolIndex(sources: sources, references: references + [StandardLibraryProtocols.parsed()])
        let selector = ProtocolSelector(index: index)
        let selected = try selector.select(request.selection)
        let injectorEntry = try selector.injector(named: request.injector)
        let flats = ConcurrentMap.map(selected) { ProtocolFlattener.flatten($0.decl, index: index) }
        let fakes = Self.defaultFakes(selected, flats: flats)
        let nonsending = NonsendingDefault.markedFiles(
            sources.map(\.path), enabled: request.nonisolatedNonsending)
        let resolver = FakeResolver(
            index: index, fakes: fakes, accessLevel: request.accessLevel,
            closureAliases: aliases.closureNames(), nonsendingFiles: nonsending, makesSpies: request.makesSpies)
        let injector = injectorEntry.map {
            InjectorResolver(
                index: index, fakes: fakes, accessLevel: request.accessLevel, nonsendingFiles: nonsending
            ).resolve($0)
        }
        let assembler = FileAssembler(request: request, renderer: FakeRenderer(library: try library()))
        let prepared = ConcurrentMap.map(Array(zip(selected, flats))) { resolver.prepare($0.0, flat: $0.1) }
        let resolvable = ResolvableFakes(
            prepared: prepared, resolver: resolver,
            subclassing: request.subclassesFakes && assembler.renderer.library.printsSuperclass)
        do throws(TemplateError) {
            switch request.output {
            case .file(let path):
                // Resolved on every core; the results keep the source order.
                let resolved = ConcurrentMap.map(Array(prepared.indices)) { resolvable.resolve($0) }
                let file = try assembler.singleFile(at: path, resolved.map(\.0), injector: injector)
                return GenerationResult(files: [file], diagnostics: diagnostics + resolved.flatMap(\.1))
            case .folder:
                return try Self.resolveAndRender(resolvable, injector, assembler: assembler, warnings: diagnostics)
            }
        } catch {
            throw GenerationError([error.diagnostic])
        }
    }

    private func library() throws(GenerationError) -> TemplateLibrary {
        do {
            return try TemplateLibrary(folder: request.templates ?? TemplateLibrary.defaultFolder())
        } catch {
            throw GenerationError([error.diagnostic])
        }
    }

    /// One file per protocol: each is rendered on the core that resolved it, right away, so
    /// that its model is freed before the next one is built. The first error in source order
    /// is thrown; the warnings keep the source order.
    private static func resolveAndRender(
        _ fakes: ResolvableFakes, _ injector: InjectorModel?, assembler: FileAssembler, warnings: [Diagnostic]
    ) throws(TemplateError) -> GenerationResult {
        let rendered = ConcurrentMap.map(Array(fakes.prepared.indices)) { offset in
            let (model, notes) = fakes.resolve(offset)
            let file = Result { () throws(TemplateError) -> GeneratedFile in try assembler.file(for: model) }
            return (file, notes)
        }
        var files: [GeneratedFile] = []
        files.reserveCapacity(rendered.count + 1)
        for (file, _) in rendered { files.append(try file.get()) }
        if let injector { files.append(try assembler.file(for: injector)) }
        if !files.isEmpty, let stubs = try assembler.stubsFile() { files.append(stubs) }
        return GenerationResult(files: files, diagnostics: warnings + rendered.flatMap(\.1))
    }

    /// Fake names of the selected protocols that a default value can create with `init()`:
    /// no associated types (a global-actor fake has a `nonisolated init()`).
    static func defaultFakes(_ selected: [ProtocolIndex.Entry], flats: [FlatProtocol]) -> [String: String] {
        var fakes: [String: String] = [:]
        for (entry, flat) in zip(selected, flats) {
            guard flat.associatedTypes.isEmpty else { continue }
            let name = FakeResolver.fakeName(for: entry.decl)
            fakes[entry.decl.qualifiedName] = name
            if fakes[entry.decl.name] == nil { fakes[entry.decl.name] = name }
        }
        return fakes
    }
}

/// The selected protocols' fakes, prepared, with the fake each subclasses decided
/// (``FakeInheritance``): resolves any of them on any core.
struct ResolvableFakes: Sendable {
    let prepared: [PreparedFake]
    let resolver: FakeResolver
    private let bases: [FakeInheritance.Base?]
    private let subclassed: Set<Int>

    /// Prepares to resolve `prepared`; with `subclassing` off, every fake is complete.
    init(prepared: [PreparedFake], resolver: FakeResolver, subclassing: Bool) {
        self.prepared = prepared
        self.resolver = resolver
        bases = subclassing ? FakeInheritance.bases(prepared) : Array(repeating: nil, count: prepared.count)
        subclassed = Set(bases.compactMap { $0?.index })
    }

    /// The fake at `offset` of `prepared`, with its warnings: without what its base
    /// implements, and related to the fakes it subclasses or that subclass it.
    func resolve(_ offset: Int) -> (FakeModel, [Diagnostic]) {
        let base = bases[offset]
        var (model, warnings) = resolver.resolve(prepared[offset], leavingOut: base?.range)
        model.superclass = base.map { prepared[$0.index].name } ?? ""
        model.baseProtocol = base.map { prepared[$0.index].entry.decl.qualifiedName } ?? ""
        model.isSubclassed = subclassed.contains(offset)
        return (model, warnings)
    }
}
