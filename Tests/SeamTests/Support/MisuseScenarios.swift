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
        case "largeSharedCellReadByTwoMembers":
            _ = injector.itinerary
            _ = injector.returnItinerary
        case "overriddenSharedCellReadByTwoMembers":
            injector.routerCell.override(with: Router())
            _ = injector.router
            _ = injector.backupRouter
        case "weakCellReadByTwoMembers":
            withExtendedLifetime(injector.session) { _ = injector.guestSession }
        case "overriddenWeakCellReadByTwoMembers":
            injector.sessionCell.override(with: Session())
            _ = injector.session
            _ = injector.guestSession
        case "overriddenUniqueCellReadByTwoMembers":
            injector.presenterCell.override { Presenter() }
            _ = injector.presenter
            _ = injector.backupPresenter
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

        let itineraryCell = Shared<Itinerary>()
        var itinerary: Itinerary { itineraryCell(self) { Itinerary() } }
        // The misuse under test, for a value too large for the cell's slot.
        var returnItinerary: Itinerary { itineraryCell(self) { Itinerary() } }

        let sessionCell = Weak<Session>()
        var session: Session { sessionCell(self) { Session() } }
        // The misuse under test, for a weak cell.
        var guestSession: Session { sessionCell(self) { Session() } }

        let presenterCell = Unique<Presenter>()
        var presenter: Presenter { presenterCell(self) { Presenter() } }
        // The misuse under test, for a unique cell.
        var backupPresenter: Presenter { presenterCell(self) { Presenter() } }
    }

    /// A value too large for a ``Shared`` cell's slot (six words).
    struct Itinerary: Sendable {
        let stops = (1, 2, 3, 4, 5, 6)
    }
}
