import Foundation
import SeamGenerator

extension Target {
    /// The generator request, with the names of the protocol lists added to its selection.
    ///
    /// - Throws: ``GenerationError`` when a protocol list cannot be read.
    func makeRequest() throws(GenerationError) -> GenerationRequest {
        guard !protocolsFiles.isEmpty, case .names(let names) = request.selection else {
            return request
        }
        var all = names
        for file in protocolsFiles {
            all += try Self.readNames(file)
        }
        var request = request
        request.selection = .names(all)
        return request
    }

    /// The names in a protocol list: one a line; blank lines and `#` comments are skipped.
    ///
    /// - Throws: ``GenerationError`` when the file cannot be read, or at the first line whose
    ///   name is not a protocol name (``NameSyntax/protocolName``).
    static func readNames(_ path: String) throws(GenerationError) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GenerationError([Diagnostic(.error, "\(path): cannot read the protocol list")])
        }
        var names: [String] = []
        let lines = String(decoding: data, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            let text = line.prefix { $0 != "#" }
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { continue }
            if let problem = NameSyntax.protocolName.problem(with: name) {
                let column = text.prefix(while: \.isWhitespace).utf8.count + 1
                let location = SourceLocation(file: path, line: offset + 1, column: column)
                throw GenerationError([Diagnostic(.error, problem, at: location)])
            }
            names.append(name)
        }
        return names
    }
}
