import Foundation

/// A fresh folder for one test, removed when the test ends.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `path` inside the folder, creating folders on the way.
    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of `path`, or `nil` if there is no such file.
    func read(_ path: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// The modification date of `path`.
    func modificationDate(_ path: String) throws -> Date? {
        let attributes = try FileManager.default.attributesOfItem(
            atPath: url.appendingPathComponent(path).path)
        return attributes[.modificationDate] as? Date
    }

    /// The names in folder `path`, sorted.
    func list(_ path: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: url.appendingPathComponent(path).path)
        return (names ?? []).sorted()
    }
}
