/// The live presenter: logs each message it shows and drops repeats.
struct Presenter: Presentable {
    /// Remembers what was shown, so that a repeat is dropped.
    ///
    /// Set after construction (property injection): the presenter is built anew on every
    /// read, but the history is shared by the injector, and a presenter works without one.
    var history: PresentationHistory?

    func present(_ message: String, logger: any Logging) -> Bool {
        guard !message.isEmpty else { return false }
        if let history, !history.record(message) {
            logger.log("dropped repeat: \(message)")
            return false
        }
        logger.log("presented: \(message)")
        return true
    }
}
