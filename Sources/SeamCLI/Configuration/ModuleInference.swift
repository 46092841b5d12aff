import Foundation
import SeamGenerator

/// Infers the module of `seam generate`'s sources from SwiftPM's layout, `Sources/<Module>/`,
/// so that fakes written elsewhere import it without `--module`.
enum ModuleInference {
    /// The module that every source lies in, with its folder (`App`, `Sources/App`): the
    /// target that the package's `Package.swift` gives that folder as its `path:`
    /// (``declaredName(of:)``), else the folder after the last `Sources` of each path, as
    /// SwiftPM names a target's module (characters that cannot be in a Swift name become `_`).
    /// `nil` when the sources do not
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
        return (moduleName(of: folder), folder)
    }

    /// The module of a module folder (`Sources/App`): the target that the package's manifest
    /// gives that folder (``declaredName(of:)``), else the folder's name, as a Swift name.
    static func moduleName(of folder: String) -> String {
        swiftName(declaredName(of: folder) ?? String(Path.parts(of: folder).last ?? ""))
    }

    /// The name of the target that the `Package.swift` beside `folder`'s `Sources` declares with
    /// `folder` as its path (`.target(name: "_PoolModule", path: "Sources/Pool")`), or `nil`
    /// when there is no such manifest or declaration: SwiftPM then names the target after the
    /// folder.
    ///
    /// Read from the manifest's text, not by running it: the `name:` of the target
    /// declaration whose parentheses hold the `path:`.
    static func declaredName(of folder: String) -> String? {
        let parts = Path.parts(of: folder, omittingEmpty: false)
        guard parts.count >= 2, parts[parts.count - 2] == "Sources" else { return nil }
        let root = parts.dropLast(2).joined(separator: "/")
        let manifest = root.isEmpty ? "Package.swift" : Path.appending("Package.swift", to: root)
        guard let data = FileManager.default.contents(atPath: manifest) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let relative = "Sources/" + parts[parts.count - 1]
        // Not `ranges(of:)` or `Regex`, which need macOS 13 / iOS 16.
        let path = [relative, relative + "/"].compactMap {
            text.range(of: "\"\($0)\"")?.lowerBound
        }.min()
        guard let path else { return nil }
        // The call the `path:` argument is in: the innermost parenthesis still open there.
        var opens: [String.Index] = []
        var isInString = false
        for index in text[..<path].indices {
            switch text[index] {
            case "\"": isInString.toggle()
            case "(" where !isInString: opens.append(index)
            case ")" where !isInString: _ = opens.popLast()
            default: break
            }
        }
        guard let open = opens.last,
            [".target", ".executableTarget", ".testTarget", ".macro"].contains(where: {
                text[..<open].hasSuffix($0)
            })
        else { return nil }
        let arguments = text[text.index(after: open)..<path]
        guard let label = arguments.range(of: "name:"),
            let quote = arguments[label.upperBound...].firstIndex(of: "\""),
            let end = arguments[arguments.index(after: quote)...].firstIndex(of: "\"")
        else { return nil }
        return String(arguments[arguments.index(after: quote)..<end])
    }

    /// The warning for a `module` that no target of the sources is named, as in
    /// `the sources are in target 'Greeting', not 'Greting'; did you mean 'Greeting'?`, or
    /// `nil` when one is, or when a source lies outside SwiftPM's layout (an Xcode project's
    /// folders say nothing about their target's name).
    static func mismatch(of module: String, sources: [String]) -> String? {
        let folders = sources.map(moduleFolder)
        guard !folders.isEmpty, !folders.contains(nil) else { return nil }
        let names = Set(folders.compactMap { $0 }.map(moduleName(of:))).sorted()
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

    /// Sets the ``SourceFile/module`` of each of `files` that lies in a folder its package's
    /// manifest gives a target of another name (``declaredName(of:)``): an inherited protocol
    /// of a reference source is imported by that name, not the folder's (issue 29, 4).
    static func nameModules(of files: inout [SourceFile]) {
        var names: [String: String] = [:]
        var read: Set<String> = []
        for index in files.indices {
            guard let folder = moduleFolder(files[index].path) else { continue }
            if read.insert(folder).inserted, let name = declaredName(of: folder) {
                names[folder] = swiftName(name)
            }
            files[index].module = names[folder]
        }
    }

    /// `name` as a Swift module name: `my-lib` is `my_lib`, `2d` is `_2d`.
    static func swiftName(_ name: some StringProtocol) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
