/// In a folder output, the protocols whose fake's file (`P.swift`) is another's on a file
/// system that ignores case or Unicode normalization, as macOS's does by default:
/// `Caf\u{E9}.swift` and `Cafe\u{301}.swift`, `Clock.swift` and `clock.swift`. The first gets
/// its fake; each other gets a warning and none.
///
/// swiftc tells the names apart, and so does the generator (``ExactName``); but writing both
/// files wrote one over the other on such a system, and `seam`, which compares paths as
/// `String`s, refused the whole run ("generated more than once", issue 25 §8).
enum FileNameCollisions {
    /// `pairs` without those whose file would be an earlier one's, and a warning for each left
    /// out; all of `pairs` for a single output file.
    static func kept(
        _ pairs: [(ProtocolIndex.Entry, FlatProtocol)], output: GenerationRequest.Output
    ) -> (kept: [(ProtocolIndex.Entry, FlatProtocol)], warnings: [Diagnostic]) {
        guard case .folder = output else { return (pairs, []) }
        // `String` keys on purpose: equal across normalizations, and lowercased across case.
        var first: [String: ProtocolDecl] = [:]
        return RefusedFakes.kept(pairs) { entry, _ in
            let decl = entry.decl
            let key = decl.qualifiedName.lowercased()
            guard let earlier = first[key] else {
                first[key] = decl
                return nil
            }
            // The same name again (another `#if` branch, a redeclaration) shares its file.
            guard !earlier.qualifiedName.isExactly(decl.qualifiedName) else { return nil }
            return Diagnostic(
                .warning,
                "no fake for '\(shown(decl.qualifiedName))': its file would be that of "
                    + "'\(shown(earlier.qualifiedName))' (\(earlier.location)) on file systems "
                    + "that ignore case or Unicode normalization (macOS's); rename one, or "
                    + "write one output file", at: decl.location)
        }
    }

    /// `name` with each scalar outside ASCII as `\u{...}`, so that two names that differ only
    /// in normalization read differently.
    static func shown(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
