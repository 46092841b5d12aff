/// Shows short messages to the user.
///
/// seam:fake
protocol Presentable: Sendable {
    /// Shows `message`; returns whether it was shown (a presenter may drop repeats).
    ///
    /// The logger is passed in by the caller (method injection): the presenter is built anew
    /// for every use and should not pick its own.
    func present(_ message: String, logger: any Logging) -> Bool
}
