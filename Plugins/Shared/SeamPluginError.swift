/// A problem a plugin reports to its host (SwiftPM or Xcode), which prints the description.
struct SeamPluginError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
