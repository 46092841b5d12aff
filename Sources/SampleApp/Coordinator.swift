/// The live coordinator: remembers the visited paths and serves orders from a catalog.
final class Coordinator: Coordinatable {
    private let router: any Routable
    private let catalog: [Int: [Order]]
    private let visited = Locked<[String]>([])

    /// Creates a coordinator that drives `router` (constructor injection).
    init(router: any Routable, catalog: [Int: [Order]]) {
        self.router = router
        self.catalog = catalog
    }

    /// The paths routed to so far, oldest first.
    var visitedPaths: [String] { visited.withLock { $0 } }

    func didRoute(to path: String) {
        visited.withLock { $0.append(path) }
    }

    func loadOrders(for customerID: Int) async throws -> [Order] {
        guard let orders = catalog[customerID] else {
            throw OrdersError.unknownCustomer(customerID)
        }
        return orders
    }

    func placeOrder(_ title: String, for customerID: Int) async throws -> Order {
        let orders = try await loadOrders(for: customerID)
        return Order(id: orders.count + 1, title: title)
    }
}

/// Why loading orders failed.
enum OrdersError: Error, Equatable {
    /// No customer has this ID.
    case unknownCustomer(Int)
}
