/// Runs the flows behind screens: what happens after a route, and the data they load.
///
/// seam:fake
protocol Coordinatable: Sendable {
    /// Called by the router after it has shown `path`.
    func didRoute(to path: String)

    /// Loads the orders of one customer.
    func loadOrders(for customerID: Int) async throws -> [Order]

    /// Places an order for one customer and returns it, numbered.
    func placeOrder(_ title: String, for customerID: Int) async throws -> Order
}
