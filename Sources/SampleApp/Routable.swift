/// Moves the app from screen to screen.
///
/// seam:fake
protocol Routable: Sendable {
    /// The path of the screen on top, or `nil` before the first route.
    var currentPath: String? { get }

    /// Shows the screen at `path` and tells the coordinator.
    func route(to path: String)
}
