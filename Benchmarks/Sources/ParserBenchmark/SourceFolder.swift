import Foundation

/// The `.swift` files of a folder, in path order.
enum SourceFolder {
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    /// The paths of every `.swift` file under `folder`, sorted.
    static func paths(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            paths.append(url.path)
        }
        return paths.sorted()
    }

    /// One file's bytes, or empty when it cannot be read.
    static func read(_ path: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return [UInt8](data)
    }
}
