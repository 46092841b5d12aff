/// The live presenter: logs each message it shows.
struct Presenter: Presentable {
    func present(_ message: String, logger: any Logging) -> Bool {
        logger.log("presented: \(message)")
        return !message.isEmpty
    }
}
