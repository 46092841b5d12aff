/// Picks the protocols a request asks to fake, and its injector protocol.
struct ProtocolSelector {
    let index: ProtocolIndex

    /// The selected source protocols, in source order.
    /// - Throws: ``GenerationError`` naming every protocol of `.names` that was not found.
    func select(
        _ selection: GenerationRequest.Selection
    ) throws(GenerationError) -> [ProtocolIndex.Entry] {
        let sources = index.entries.filter(\.isSource)
        switch selection {
        case .all:
            return unique(sources)
        case .annotated:
            return unique(sources.filter { Self.isAnnotated($0.decl, "seam:fake") })
        case .names(let names):
            var selected: [ProtocolIndex.Entry] = []
            var errors: [Diagnostic] = []
            for name in names {
                if let entry = find(name) {
                    selected.append(entry)
                } else {
                    errors.append(notFound(name))
                }
            }
            guard errors.isEmpty else { throw GenerationError(errors) }
            let wanted = Set(selected.map { ExactName($0.decl.qualifiedName) })
            return unique(sources.filter { wanted.contains(ExactName($0.decl.qualifiedName)) })
        }
    }

    /// The injector protocol: `name` when given, else the one annotated `seam:injector`.
    func injector(named name: String?) throws(GenerationError) -> ProtocolIndex.Entry? {
        if let name {
            guard let entry = find(name) else {
                throw GenerationError([notFound(name, kind: "injector protocol")])
            }
            return entry
        }
        return index.entries.first { $0.isSource && Self.isAnnotated($0.decl, "seam:injector") }
    }

    /// A warning for each near miss of a marker (``MarkerNearMiss``) before a source protocol
    /// that the marker would have selected: one `.annotated` selection did not choose, or,
    /// when no injector is named, one that is not the injector.
    func nearMissWarnings(
        _ selection: GenerationRequest.Selection, chosen: [ProtocolIndex.Entry],
        injector: ProtocolIndex.Entry?, injectorName: String?
    ) -> [Diagnostic] {
        let chosenAt = Set(chosen.map(\.decl.location))
        var warnings: [Diagnostic] = []
        for entry in index.entries where entry.isSource {
            for miss in entry.decl.markerNearMisses {
                switch miss.marker {
                case .fake:
                    guard case .annotated = selection, !chosenAt.contains(entry.decl.location)
                    else { continue }
                case .injector:
                    guard injectorName == nil, injector?.decl.location != entry.decl.location
                    else { continue }
                }
                warnings.append(Self.warning(miss, protocol: entry.decl.qualifiedName))
            }
        }
        return warnings
    }

    private static func warning(_ miss: MarkerNearMiss, protocol name: String) -> Diagnostic {
        let purpose = miss.marker == .fake ? "to fake it" : "to make it the injector"
        let message =
            miss.isInDocComment
            ? "'\(miss.written)' in the doc comment of protocol '\(name)' is not the marker "
                + "'\(miss.marker.rawValue)'; write '\(miss.marker.rawValue)' \(purpose)"
            : "'\(miss.written)' before protocol '\(name)' is not in a doc comment, so it is "
                + "not a marker; write '/// \(miss.marker.rawValue)' \(purpose)"
        return Diagnostic(.warning, message, at: miss.location)
    }

    private func find(_ name: String) -> ProtocolIndex.Entry? {
        index.entries.first { $0.isSource && $0.decl.qualifiedName.isExactly(name) }
    }

    private func notFound(_ name: String, kind: String = "protocol") -> Diagnostic {
        let message = "\(kind) '\(name)' not found in sources"
        return Diagnostic(.error, message + EditDistance.didYouMean(index.suggestions(for: name)))
    }

    /// Each protocol once; a protocol declared once per branch of an `#if` (`#if
    /// hasFeature(Embedded) protocol Digest: ... #else protocol Digest: ... #endif`) once per
    /// branch, each fake under its own condition.
    private func unique(_ entries: [ProtocolIndex.Entry]) -> [ProtocolIndex.Entry] {
        var seen: [ExactName: [[CompilationCondition]]] = [:]
        return entries.filter { entry in
            let name = ExactName(entry.decl.qualifiedName)
            let conditions = entry.decl.conditions
            guard let earlier = seen[name] else {
                seen[name] = [conditions]
                return true
            }
            guard !conditions.isEmpty, !earlier.contains([]), !earlier.contains(conditions) else {
                return false
            }
            seen[name, default: []].append(conditions)
            return true
        }
    }

    private static func isAnnotated(_ decl: ProtocolDecl, _ marker: String) -> Bool {
        decl.documentation?.contains(marker) ?? false
    }
}
