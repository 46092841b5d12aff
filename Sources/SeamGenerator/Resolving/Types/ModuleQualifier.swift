/// Writes the names the protocols' module declares qualified with the module
/// (`Stencil.Expression`) in a fake whose file imports a module that its protocol's file does
/// not.
///
/// A fake's file imports what its protocol's file imports, and also the modules its
/// ancestors' files import and those every generated file imports. Such a module may declare
/// a name the protocols' module declares too: Stencil's `Expression` is declared in a file that
/// imports nothing, but it refines `Resolvable`, whose file imports Foundation, which declares
/// an `Expression` as well, so `FakeExpression: Expression` is ambiguous. Qualified, the name
/// means the protocol's type whatever the file imports. A module that declares a type named
/// like itself cannot be qualified that way (`M.M` is the type's member): then nothing is
/// qualified and a warning says which name may be ambiguous.
struct ModuleQualifier: Sendable {
    /// The protocols' module, or `nil` when the fakes live in it (nothing is qualified).
    let module: String?
    /// The top-level names the sources declare (``ProtocolIndex/sourceTypes``).
    let names: Set<String>
    /// Modules every generated file imports besides the protocols' files' imports: the
    /// request's imports and, in a single output file, Foundation and those of every fake.
    let fileWide: Set<String>

    /// The modules the fake's file imports that `entry`'s own file does not.
    func addedModules(_ entry: ProtocolIndex.Entry, _ flat: FlatProtocol) -> [String] {
        let own = Set(entry.imports.map(\.module))
        return Set(flat.imports.map(\.module)).union(fileWide)
            .subtracting(own).subtracting([module ?? "", "Seam"]).sorted()
    }

    /// `flat` with the module's names qualified wherever its requirements and associated types
    /// use them, when the fake's file adds an import; unchanged otherwise, with a warning
    /// when the names cannot be qualified. Names in `scoped` mean nested types of the
    /// protocol's enclosing scopes (``ProtocolIndex/scopeNames(for:)``) and stay as they are.
    /// `lookups` counts the names looked up (``ResolvedOutput/qualifyingWork``).
    func qualified(
        _ flat: FlatProtocol, of entry: ProtocolIndex.Entry, scoped: Set<String> = [],
        lookups: inout Int
    ) -> (FlatProtocol, Diagnostic?) {
        // A protocol of another module than the request's (`Sources/Other/...`) keeps its names.
        guard let module, !names.isEmpty,
            ProtocolFlattener.module(of: entry.decl.location.file).map({ $0 == module }) ?? true
        else { return (flat, nil) }
        let added = addedModules(entry, flat)
        guard !added.isEmpty else { return (flat, nil) }
        let associated = Set(flat.associatedTypes.map(\.name))
        guard !names.contains(module), !associated.contains(module) else {
            let warning = Diagnostic(
                .warning,
                "the fake of '\(entry.decl.qualifiedName)' imports \(Self.list(added)), which its "
                    + "protocol's file does not; names of '\(module)' that those modules also "
                    + "declare are ambiguous in it, and cannot be written '\(module).Name' since "
                    + "'\(module)' also names a type", at: entry.decl.location)
            return (flat, warning)
        }
        // A rule, not a dictionary of every name: one per fake made one output file quadratic
        // in the protocols (issue 26).
        let kept = associated.union(flat.typeAliases.keys).union(scoped)
        let names = names
        var count = 0
        let renames = { (name: String) -> String? in
            count += 1
            return names.contains(name) && !kept.contains(name) ? "\(module).\(name)" : nil
        }
        let renamed = Self.renamed(flat, renames, module: module)
        lookups += count
        return (renamed, nil)
    }

    private static func renamed(
        _ flat: FlatProtocol, _ renames: (String) -> String?, module: String
    ) -> FlatProtocol {
        var flat = flat
        func member(_ member: Member) -> Member { GenericRenamer.qualified(member, renames) }
        flat.entries = flat.entries.map { entry in
            guard case .member(let original) = entry else { return entry }
            return .member(member(original))
        }
        flat.unisolated = Set(flat.unisolated.map(member))
        flat.associatedTypes = flat.associatedTypes.map { decl in
            var decl = decl
            decl.inherited = decl.inherited.map { GenericRenamer.rename($0, renames) }
            decl.defaultType = decl.defaultType.map { GenericRenamer.rename($0, renames) }
            decl.whereClause = decl.whereClause.map { requirement($0, renames) }
            return decl
        }
        flat.whereClause = flat.whereClause.map { requirement($0, renames) }
        flat.typeAliases = flat.typeAliases.mapValues { GenericRenamer.rename($0, renames) }
        flat.qualifyingModule = module
        return flat
    }

    private static func requirement(
        _ requirement: GenericRequirement, _ renames: (String) -> String?
    ) -> GenericRequirement {
        requirement.mapTypes { GenericRenamer.rename($0, renames) }
    }

    private static func list(_ modules: [String]) -> String {
        modules.map { "'\($0)'" }.joined(separator: ", ")
    }
}
