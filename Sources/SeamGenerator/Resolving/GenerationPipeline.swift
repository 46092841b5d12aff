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
        var warnings = diagnostics
        let index = ProtocolIndex(sources: sources, references: references + [StandardLibraryProtocols.parsed()])
        let selector = ProtocolSelector(index: index)
        let selected = try selector.select(request.selection)
        let injectorEntry = try selector.injector(named: request.injector)
        let flats = ConcurrentMap.map(selected) { ProtocolFlattener.flatten($0.decl, index: index) }
        let fakes = Self.defaultFakes(selected, flats: flats)
        let resolver = FakeResolver(
            index: index, fakes: fakes, accessLevel: request.accessLevel, closureAliases: aliases.closureNames())
        // Resolved on every core; the results keep the source order.
        let resolved = ConcurrentMap.map(Array(zip(selected, flats))) { resolver.resolve($0.0, flat: $0.1) }
        let models = resolved.map(\.0)
        for (_, notes) in resolved { warnings += notes }
        let injector = injectorEntry.map {
            InjectorResolver(index: index, fakes: fakes, accessLevel: request.accessLevel).resolve($0)
        }
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary(folder: request.templates ?? TemplateLibrary.defaultFolder())
        } catch {
            throw GenerationError([error.diagnostic])
        }
        let assembler = FileAssembler(request: request, renderer: FakeRenderer(library: library))
        do {
            return GenerationResult(files: try assembler.files(models, injector: injector), diagnostics: warnings)
        } catch {
            throw GenerationError([error.diagnostic])
        }
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
