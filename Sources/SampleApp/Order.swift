/// One order of a customer.
struct Order: Sendable, Hashable {
    /// The order's number.
    var id: Int
    /// What was ordered.
    var title: String
}

/// The orders of one customer. Built once per customer ID by the injector (`orders(for:)`),
/// with its coordinator passed to its initializer (constructor injection).
final class OrdersModel: Sendable {
    /// The customer whose orders this model loads.
    let customerID: Int
    private let coordinator: any Coordinatable

    init(customerID: Int, coordinator: any Coordinatable) {
        self.customerID = customerID
        self.coordinator = coordinator
    }

    /// Loads the customer's orders through the coordinator.
    func load() async throws -> [Order] {
        try await coordinator.loadOrders(for: customerID)
    }
}
