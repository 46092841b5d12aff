import Foundation
import SeamGenerator

extension TargetSettings {
    /// The generator request for these (already resolved) settings; reads protocol lists.
    ///
    /// - Throws: ``GenerationError`` when a protocol list cannot be read.
    func makeRequest() throws(GenerationError) -> GenerationRequest {
        guard let output else {
            throw GenerationError([Diagnostic(.error, "\(label): no output given")])
        }
        var request = GenerationRequest(
            sources: sources,
            referenceSources: referenceSources,
            selection: try requestSelection(),
            injector: injector,
            output: output,
            templates: templates,
            imports: imports,
            testableImports: testableImports,
            accessLevel: accessLevel ?? "internal")
        request.module = module
        request.writesStubTypes = writesStubTypes
        request.nonisolatedNonsending = nonisolatedNonsending
        request.subclassesFakes = subclassesFakes
        request.makesSpies = makesSpies
        return request
    }

    private func requestSelection() throws(GenerationError) -> GenerationRequest.Selection {
        switch selection {
        case .annotated: return .annotated
        case .all: return .all
        case .listed(let names, let files):
            var all = names
            for file in files {
                all += try Self.readNames(file)
            }
            return .names(all)
        }
    }

    /// The names in a protocol list: one a line; blank lines and `#` comments are skipped.
    static func readNames(_ path: String) throws(GenerationError) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GenerationError([Diagnostic(.error, "\(path): cannot read the protocol list")])
        }
        return String(decoding: data, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { line in
                let name = line.prefix { $0 != "#" }
                return name.trimmingCharacters(in: .whitespaces)
            }
            .filter { !$0.isEmpty }
    }
}
