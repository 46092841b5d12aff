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
    /// outside comments (`//`, nested `/* */`).
    static func namesFeature(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let feature = Array("NonisolatedNonsendingByDefault".utf8)
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let newline = UInt8(ascii: "\n")
        let backslash = UInt8(ascii: "\\")
        var index = 0
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if depth > 0 {
                if byte == star && next == slash {
                    depth -= 1
                    index += 2
                } else if byte == slash && next == star {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == slash && next == slash {
                while index < bytes.count && bytes[index] != newline { index += 1 }
            } else if byte == slash && next == star {
                depth = 1
                index += 2
            } else if byte == quote {
                var end = index + 1
                while end < bytes.count && bytes[end] != quote && bytes[end] != newline {
                    end += bytes[end] == backslash ? 2 : 1
                }
                if bytes[(index + 1)..<min(end, bytes.count)].elementsEqual(feature) { return true }
                index = end + 1
            } else {
                index += 1
            }
        }
        return false
    }
}
