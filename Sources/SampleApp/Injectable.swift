/// Everything the sample app depends on, in one list.
///
/// The app builds the real ones with ``Injector``; tests pass the generated `FakeInjector`.
///
/// seam:injector
protocol Injectable: Sendable {
    /// Moves between screens; one per injector.
    var router: any Routable { get }
    /// Runs the flows behind screens; one per injector.
    var coordinator: any Coordinatable { get }
    /// Shows messages; a new one on every read.
    var presenter: any Presentable { get }
    /// The orders model of one customer; one per customer ID.
    func orders(for customerID: Int) -> OrdersModel
}
