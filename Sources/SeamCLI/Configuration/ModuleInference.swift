import SeamGenerator

/// Infers the module of `seam generate`'s sources from SwiftPM's layout, `Sources/<Module>/`,
/// so that fakes written elsewhere import it without `--module`.
enum ModuleInference {
    /// The module that every source lies in, with its folder (`App`, `Sources/App`): the
    /// folder after the last `Sources` of each path, as SwiftPM names a target's module
    /// (characters that cannot be in a Swift name become `_`). `nil` when the sources do not
    /// all lie in one such folder, or when the output is inside it: fakes compiled into the
    /// module itself must not import it.
    static func module(of request: GenerationRequest) -> (name: String, folder: String)? {
        let folders = Set(request.sources.map(moduleFolder))
        guard folders.count == 1, let found = folders.first, let folder = found else { return nil }
        let output =
            switch request.output {
            case .file(let path), .folder(let path): Path.normalized(path)
            }
        if output == folder || output.utf8.starts(with: (folder + "/").utf8) { return nil }
        let name = String(Path.parts(of: folder).last ?? "")
        return (swiftName(name), folder)
    }

    /// The warning for a `module` that no target of the sources is named, as in
    /// `the sources are in target 'Greeting', not 'Greting'; did you mean 'Greeting'?`, or
    /// `nil` when one is, or when a source lies outside SwiftPM's layout (an Xcode project's
    /// folders say nothing about their target's name).
    static func mismatch(of module: String, sources: [String]) -> String? {
        let folders = sources.map(moduleFolder)
        guard !folders.isEmpty, !folders.contains(nil) else { return nil }
        let names = Set(folders.compactMap { $0 }.map { swiftName(Path.parts(of: $0).last ?? "") })
            .sorted()
        guard !names.contains(module) else { return nil }
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return "the sources are in target\(names.count == 1 ? "" : "s") \(list), not '\(module)'"
            + EditDistance.didYouMean(EditDistance.closest(to: module, among: names))
    }

    /// `Sources/<Module>` of a source path, normalized, or `nil`.
    static func moduleFolder(_ path: String) -> String? {
        let parts = Path.parts(of: Path.normalized(path), omittingEmpty: false)
        guard let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count else {
            return nil
        }
        let module = parts[sources + 1]
        // A file directly in Sources/ belongs to no module folder.
        if sources + 2 == parts.count, module.hasSuffix(".swift") { return nil }
        return parts[...(sources + 1)].joined(separator: "/")
    }

    /// `name` as a Swift module name: `my-lib` is `my_lib`, `2d` is `_2d`.
    static func swiftName(_ name: some StringProtocol) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
