/// Protocols of a module built with the upcoming feature `NonisolatedNonsendingByDefault`.
///
/// There an async function type with no isolation of its own (`(Int) async -> Void`, also
/// `@Sendable`) means `nonisolated(nonsending) (Int) async -> Void`. A fake is compiled in
/// another module, usually without the feature, so it must spell that out or its members do
/// not match. Seam reads sources, not build settings: a source file's module has the feature
/// when the nearest `Package.swift` above the file names it in code (not in a comment), or
/// when the request says so. The manifest is read as text, so a feature enabled for one
/// target counts for every target of that package.
enum NonsendingDefault {
    /// The paths of `files` whose members are marked: all when `enabled` is `true`, none when
    /// it is `false`, and when it is `nil` those whose nearest `Package.swift`
    /// (``SourceFile/manifest``, its text in `manifests`) names the feature.
    static func markedFiles(
        _ files: [SourceFile], manifests: [String: String], enabled: Bool?
    ) -> Set<String> {
        switch enabled {
        case false?: return []
        case true?: return Set(files.map(\.path))
        case nil:
            // Decided once per manifest: many files share one.
            var enabling: [String: Bool] = [:]
            return Set(
                files.compactMap { file -> String? in
                    guard let manifest = file.manifest, let text = manifests[manifest] else {
                        return nil
                    }
                    if enabling[manifest] == nil { enabling[manifest] = namesFeature(text) }
                    return enabling[manifest]! ? file.path : nil
                })
        }
    }

    /// `member` with every unisolated async function type in its signature marked
    /// `nonisolated(nonsending)`, when its file is one of `files`.
    static func marked(_ member: Member, files: Set<String>) -> Member {
        guard !files.isEmpty, files.contains(member.location.file) else { return member }
        var member = member
        member.kind = member.kind.mapTypes { $0.markingNonsending() }
        return member
    }

    /// Whether Swift code `text` has the string literal `"NonisolatedNonsendingByDefault"`
    /// (read by the parser's ``Lexer``, so not in a comment or inside another literal).
    static func namesFeature(_ text: String) -> Bool {
        let feature = Array("\"NonisolatedNonsendingByDefault\"".utf8)
        var text = text
        return text.withUTF8 { bytes in
            var lexer = Lexer(bytes: bytes)
            while true {
                let token = lexer.next()
                if token.kind == .endOfFile { return false }
                if token.kind == .string, bytes[token.start..<token.end].elementsEqual(feature) {
                    return true
                }
            }
        }
    }
}
