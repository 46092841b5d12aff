import Foundation

/// The `.swift` files of a folder, read into memory, in path order.
enum SourceFolder {
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    static func read(_ folder: String) -> [File] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [File] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            files.append(File(path: url.path, bytes: [UInt8](data)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
