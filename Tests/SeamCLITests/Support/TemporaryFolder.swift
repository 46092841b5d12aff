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

    /// The text of the file `log` once it contains `text`, or when `process` has ended or 30 s
    /// have passed without it (the caller asserts on the text it gets).
    func waitFor(_ text: String, in log: String, while process: Process) -> String {
        let deadline = Date().addingTimeInterval(30)
        var seen = read(log) ?? ""
        while !seen.contains(text), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            seen = read(log) ?? ""
        }
        return seen
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
