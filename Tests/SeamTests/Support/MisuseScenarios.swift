import Seam

/// Misuse that compiles but traps, run in a child process like ``CycleScenarios``.
enum MisuseScenarios {
    /// Runs the scenario `name`; returns `false` for a name that is not one of these.
    static func run(_ name: String) -> Bool {
        let injector = Injector()
        switch name {
        case "sharedCellReadByTwoMembers":
            _ = injector.router
            _ = injector.backupRouter
        case "cachedCellReadByTwoMembers":
            _ = injector.orders(for: 1)
            _ = injector.archivedOrders(for: 1)
        case "weakOfAStruct":
            _ = injector.count
        default:
            return false
        }
        return true
    }

    final class Injector: Sendable {
        let routerCell = Shared<Router>()
        let ordersCell = Cached<Int, OrdersModel>()
        let countCell = Weak<Int>()

        var router: Router { routerCell(self) { Router() } }
        // The misuse under test: a second member reads the router's cell.
        var backupRouter: Router { routerCell(self) { Router() } }

        func orders(for customerID: Int) -> OrdersModel {
            ordersCell(self, customerID) { OrdersModel(customerID: customerID) }
        }

        func archivedOrders(for customerID: Int) -> OrdersModel {
            ordersCell(self, customerID) { OrdersModel(customerID: -customerID) }
        }

        var count: Int { countCell(self) { 1 } }
    }
}
