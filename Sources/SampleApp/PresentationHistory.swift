/// The messages shown so far; shared by every presenter of one injector.
final class PresentationHistory: Sendable {
    private let shown = Locked<Set<String>>([])

    /// Records `message`; returns `false` if it was shown before.
    func record(_ message: String) -> Bool {
        shown.withLock { $0.insert(message).inserted }
    }
}
