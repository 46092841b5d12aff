/// Every protocol the generator has parsed, by name, with the file it came from.
struct ProtocolIndex: Sendable {
    /// A protocol and what the resolver needs from its file.
    struct Entry: Sendable {
        /// The declaration.
        var decl: ProtocolDecl
        /// The file's imports.
        var imports: [ImportDecl]
        /// Whether it came from `sources` (fakeable) rather than `referenceSources`.
        var isSource: Bool
        /// The module of a reference source, when its manifest names it otherwise than its
        /// folder (``SourceFile/module``).
        var module: String? = nil

        /// The module a reference source's protocol is in: as its manifest names it, else
        /// its folder's (`Sources/<Module>/`); `nil` when neither says.
        var referenceModule: String? {
            module ?? ProtocolFlattener.module(of: decl.location.file)
        }
    }

    /// The entries in parse order: sources first, then references.
    private(set) var entries: [Entry] = []
    // Keys by scalars: swiftc's names, which `String` keys would merge (``ExactName``).
    private var byQualifiedName: [ExactName: Int] = [:]
    private var bySimpleName: [ExactName: Int] = [:]
    /// The global actors the files declare (``ParsedFile/globalActors``).
    private(set) var globalActors: Set<String> = []
    /// The classes the files declare (``ParsedFile/classes``).
    private(set) var classes: Set<String> = []
    /// The noncopyable types the files declare (``ParsedFile/noncopyableTypes``).
    private(set) var noncopyableTypes: Set<String> = []
    /// The qualified names of the nested types and protocols the files declare (`Outer.Inner`).
    private(set) var nestedTypes: Set<String> = []
    /// The names of the types, type aliases and protocols the source files declare at the top
    /// level: the protocols' module's own names (see ``ModuleQualifier``).
    private(set) var sourceTypes: Set<String> = []
    /// The members that unconstrained extensions implement, by the simple name of the
    /// extended type (`ModelAlias` -> `subscript(dynamicMember:)`).
    private(set) var defaultImplementations: [String: [DefaultImplementation]] = [:]

    /// A member an unconstrained extension of a protocol implements.
    struct DefaultImplementation: Sendable {
        /// The member as the extension declares it.
        var member: Member
        /// The extension it is in.
        var owner: ExtensionDecl
        /// Whether the extension is in `sources` (the protocols' module).
        var isSource: Bool
    }

    /// The short names a member of a protocol nested in `parents` can use for nested types of
    /// its enclosing scopes, with the qualified name a fake at the top level must write
    /// (`Inner` -> `Outer.Inner`); the innermost scope wins.
    func scopeNames(for parents: [String]) -> [String: String] {
        guard !parents.isEmpty else { return [:] }
        var names: [String: (depth: Int, qualified: String)] = [:]
        for qualified in nestedTypes {
            let components = qualified.split(separator: ".").map(String.init)
            let scope = components.dropLast()
            guard scope.count <= parents.count, Array(parents.prefix(scope.count)) == Array(scope),
                let short = components.last
            else { continue }
            if let known = names[short], known.depth >= scope.count { continue }
            names[short] = (scope.count, qualified)
        }
        return names.mapValues(\.qualified)
    }

    /// Creates an index of `sources` (fakeable) and `references` (inheritance only).
    init(sources: [ParsedFile], references: [ParsedFile]) {
        var extensions: [(ExtensionDecl, isSource: Bool)] = []
        for (files, isSource) in [(sources, true), (references, false)] {
            for file in files {
                globalActors.formUnion(file.globalActors)
                noncopyableTypes.formUnion(file.noncopyableTypes)
                classes.formUnion(file.classes)
                nestedTypes.formUnion(file.nestedTypes)
                nestedTypes.formUnion(
                    file.protocols.filter { !$0.parents.isEmpty }.map(\.qualifiedName))
                if isSource {
                    sourceTypes.formUnion(file.topLevelTypes)
                    sourceTypes.formUnion(file.protocols.filter(\.parents.isEmpty).map(\.name))
                }
                for decl in file.protocols {
                    add(
                        Entry(
                            decl: decl, imports: file.importDeclarations, isSource: isSource,
                            module: isSource ? nil : file.module))
                }
                for decl in file.extensions where decl.whereClause.isEmpty {
                    extensions.append((decl, isSource))
                }
            }
        }
        for (decl, isSource) in extensions { addDefaults(decl, isSource: isSource) }
    }

    private mutating func add(_ entry: Entry) {
        let index = entries.count
        entries.append(entry)
        let qualifiedName = ExactName(entry.decl.qualifiedName)
        let simpleName = ExactName(entry.decl.name)
        if byQualifiedName[qualifiedName] == nil { byQualifiedName[qualifiedName] = index }
        if bySimpleName[simpleName] == nil { bySimpleName[simpleName] = index }
    }

    /// Records the members of `decl` under the simple name of the protocol it extends, named
    /// as it is declared (`Outer.P`, `P`): `extension Application.Responder` extends a nested
    /// type, not the protocol `Responder`.
    private mutating func addDefaults(_ decl: ExtensionDecl, isSource: Bool) {
        guard let extended = decl.extendedType.nominalName,
            let name = entry(exactlyNamed: extended)?.decl.name
        else { return }
        var owner = decl
        owner.members = []
        for item in decl.members {
            if case .member(let member) = item {
                defaultImplementations[name, default: []].append(
                    DefaultImplementation(member: member, owner: owner, isSource: isSource))
            }
        }
    }

    /// The protocol named `name`: a qualified name, else a nested protocol's own name, else
    /// the last component of a module-qualified name (`NIOCore.Channel`).
    func entry(named name: String) -> Entry? {
        if let index = byQualifiedName[ExactName(name)] ?? bySimpleName[ExactName(name)] {
            return entries[index]
        }
        if let last = name.split(separator: ".").last,
            let index = bySimpleName[ExactName(String(last))]
        {
            return entries[index]
        }
        return nil
    }

    /// The protocol named exactly `name` (qualified, or a nested protocol's own name), without
    /// the module-qualified fallback of ``entry(named:)``: `OtherModule.Logger` is not `Logger`.
    func entry(exactlyNamed name: String) -> Entry? {
        (byQualifiedName[ExactName(name)] ?? bySimpleName[ExactName(name)]).map { entries[$0] }
    }

    /// The qualified names of source protocols closest to `name`, for "did you mean".
    func suggestions(for name: String) -> [String] {
        EditDistance.closest(to: name, among: entries.filter(\.isSource).map(\.decl.qualifiedName))
    }
}
