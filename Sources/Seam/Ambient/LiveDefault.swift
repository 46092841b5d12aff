/// The world seen outside any scope: empty (all live values) unless a DEBUG build changed it.
// Safe to be @unchecked Sendable: `stored` is read and written only under `lock`.
final class LiveDefault: @unchecked Sendable {
    static let shared = LiveDefault()

    private let lock = Lock()
    private var stored = World()

    /// The current live default.
    var world: World {
        #if DEBUG
        lock.withLock { stored }
        #else
        stored  // Never written in release builds: no lock needed.
        #endif
    }

    /// Changes the live default; only DEBUG builds call it.
    func update(_ change: (inout World) -> Void) {
        lock.withLock { change(&stored) }
    }
}
