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
