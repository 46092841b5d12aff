import Seam

/// Writes diagnostic messages; an ambient dependency, read from Seam's `World`.
///
/// seam:fake
protocol Logging: Sendable {
    /// Writes one message.
    func log(_ message: String)
}

/// The live logger: writes to standard output.
struct PrintLogger: Logging {
    func log(_ message: String) {
        print("[sample] \(message)")
    }
}

/// The `World` key of the logger. Its live value is a ``PrintLogger``.
enum LoggerKey: WorldKey {
    static let liveValue: any Logging = PrintLogger()
}

extension World {
    /// The logger every part of the app uses unless a test scopes another one.
    var logger: any Logging {
        get { self[LoggerKey.self] }
        set { self[LoggerKey.self] = newValue }
    }
}
