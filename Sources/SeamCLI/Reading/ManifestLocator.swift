import Foundation
import SeamGenerator

/// Finds the nearest `Package.swift` in a file's folder or above it, asking the file system
/// once per folder.
struct ManifestLocator {
    // By bytes: folders whose names differ only in normalization are two folders.
    private var cache: [ExactName: String?] = [:]
    /// The current folder, asked once (it was asked once per source file, issue 26).
    private var current: String?

    /// The nearest `Package.swift` in the folder of the file at `path`, or above it; `nil`
    /// when there is none up to the root. A relative path is taken from the current folder.
    mutating func nearestManifest(above path: String) -> String? {
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        if Path.isAbsolute(folder) { return nearestManifest(in: folder) }
        let current = self.current ?? Path.currentFolder()
        self.current = current
        return nearestManifest(in: Path.absolute(folder, in: current))
    }

    /// The nearest `Package.swift` in `folder` or above it, remembering every folder asked.
    private mutating func nearestManifest(in folder: String) -> String? {
        if let known = cache[ExactName(folder)] { return known }
        let manifest = Path.appending("Package.swift", to: folder)
        let found: String?
        if FileManager.default.fileExists(atPath: manifest) {
            found = manifest
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = nearestManifest(in: (folder as NSString).deletingLastPathComponent)
        }
        cache[ExactName(folder)] = found
        return found
    }
}
