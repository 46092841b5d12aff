/// The version `seam --version` prints.
package enum SeamVersion {
    /// The current version.
    package static let current = "0.1.0"
}
