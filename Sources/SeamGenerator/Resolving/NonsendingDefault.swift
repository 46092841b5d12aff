import Foundation

/// Protocols of a module built with the upcoming feature `NonisolatedNonsendingByDefault`.
///
/// There an async function type with no isolation of its own (`(Int) async -> Void`, also
/// `@Sendable`) means `nonisolated(nonsending) (Int) async -> Void`. A fake is compiled in
/// another module, usually without the feature, so it must spell that out or its members do
/// not match. Seam reads sources, not build settings: a module has the feature when the nearest
/// `Package.swift` above its sources enables it (outside comments), or when the request says so.
enum NonsendingDefault {
    /// The folders whose members are marked: for `enabled` `true`, every source path; for
    /// `nil`, the folder of each nearest `Package.swift` above a source path that enables the
    /// feature; for `false`, none. Paths are absolute.
    static func roots(for sources: [String], enabled: Bool?) -> [String] {
        switch enabled {
        case false?: return []
        case true?: return sources.map(absolute)
        case nil:
            var roots: Set<String> = []
            for source in sources {
                if let manifest = nearestManifest(above: absolute(source)), enablesFeature(manifest) {
                    roots.insert((manifest as NSString).deletingLastPathComponent)
                }
            }
            return roots.sorted()
        }
    }

    /// The nearest `Package.swift` above each source path, once each: what the detection
    /// reads, for the no-change fingerprint.
    static func manifests(for sources: [String]) -> [String] {
        Array(Set(sources.compactMap { nearestManifest(above: absolute($0)) })).sorted()
    }

    /// `member` with every unisolated async function type in its signature marked
    /// `nonisolated(nonsending)`, when its file is under one of `roots`.
    static func marked(_ member: Member, roots: [String]) -> Member {
        let file = absolute(member.location.file)
        guard roots.contains(where: { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return member
        }
        var member = member
        switch member.kind {
        case .function(var function):
            function.parameters = function.parameters.map(marked)
            function.returnType = function.returnType?.markingNonsending()
            member.kind = .function(function)
        case .initializer(var initializer):
            initializer.parameters = initializer.parameters.map(marked)
            member.kind = .initializer(initializer)
        case .subscript(var sub):
            sub.parameters = sub.parameters.map(marked)
            sub.returnType = sub.returnType.markingNonsending()
            member.kind = .subscript(sub)
        case .property(var property):
            property.type = property.type.markingNonsending()
            member.kind = .property(property)
        case .associatedType, .typeAlias:
            break
        }
        return member
    }

    private static func marked(_ parameter: Parameter) -> Parameter {
        var parameter = parameter
        parameter.type = parameter.type.markingNonsending()
        return parameter
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The nearest `Package.swift` in `path`'s folder or above it.
    private static func nearestManifest(above path: String) -> String? {
        var folder = path
        while folder != "/" && !folder.isEmpty {
            let manifest = folder + "/Package.swift"
            if FileManager.default.fileExists(atPath: manifest) { return manifest }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Whether the manifest names the feature outside a `//` comment.
    private static func enablesFeature(_ manifest: String) -> Bool {
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.contains("\"NonisolatedNonsendingByDefault\"")
        }
    }
}

extension TypeRef {
    /// The type with every async function type that has no isolation of its own (no
    /// `@concurrent`, global actor, `isolated` parameter or `nonisolated(...)`) marked
    /// `nonisolated(nonsending)`, inside and out.
    func markingNonsending() -> TypeRef {
        map { type in
            switch type {
            case .function(let function):
                return Self.nonsending(function, specifiers: [], attributes: [])
            case .attributed(let attributed):
                guard case .function(let function) = attributed.base else { return nil }
                return Self.nonsending(function, specifiers: attributed.specifiers, attributes: attributed.attributes)
            default:
                return nil
            }
        }
    }

    private static func nonsending(
        _ function: FunctionType, specifiers: [String], attributes: [Attribute]
    ) -> TypeRef {
        var inner = function
        inner.parameters = function.parameters.map {
            TupleTypeElement(label: $0.label, type: $0.type.markingNonsending(), isVariadic: $0.isVariadic)
        }
        inner.result = function.result.markingNonsending()
        let isIsolated = attributes.contains { $0.name == "concurrent" || $0.name.hasSuffix("Actor") }
            || specifiers.contains { $0.hasPrefix("nonisolated") }
            || function.parameters.contains { $0.type.specifiers.contains("isolated") }
        var specifiers = specifiers
        if function.isAsync && !isIsolated { specifiers.append("nonisolated(nonsending)") }
        if specifiers.isEmpty && attributes.isEmpty { return .function(inner) }
        return .attributed(AttributedType(specifiers: specifiers, attributes: attributes, base: .function(inner)))
    }
}
