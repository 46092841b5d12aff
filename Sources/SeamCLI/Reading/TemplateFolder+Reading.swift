import Foundation
import SeamGenerator

extension TemplateFolder {
    /// Reads every `*.stencil` file of `folder`.
    ///
    /// - Throws: ``TemplateError`` with line 0 if the folder or a file cannot be read.
    static func read(_ folder: String) throws(TemplateError) -> TemplateFolder {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw TemplateError(
                template: folder, line: 0, column: 0,
                message: "cannot read templates folder '\(folder)': \(FileErrorReason.of(error))"
            )
        }
        var texts: [String: String] = [:]
        for fileName in fileNames.sorted() where fileName.hasSuffix(".stencil") {
            let path = Path.appending(fileName, to: folder)
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw TemplateError(
                    template: path, line: 0, column: 0,
                    message: "cannot read template '\(path)': \(FileErrorReason.of(error))"
                )
            }
            texts[String(fileName.dropLast(".stencil".count))] = try Self.decode(
                Array(data), path: path)
        }
        return TemplateFolder(folder: folder, texts: texts)
    }
}
