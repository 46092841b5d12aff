import Seam

/// The composition root: builds the app's real dependencies, lazily, once, from any thread.
///
/// Each member reads through a Seam cell that names its lifetime. The cells are internal
/// (not private) so that a test can override one member of a real injector:
/// `injector.routerCell.override(with: FakeRoutable())`.
final class Injector: Injectable {
    /// Which set of real dependencies to build.
    enum Scenario: Sendable {
        /// The shipping app.
        case live
        /// Canned data for previews and demos; nothing leaves the process.
        case preview
    }

    let scenario: Scenario
    let routerCell = Shared<any Routable>()
    let coordinatorCell = Shared<any Coordinatable>()
    let presenterCell = Unique<any Presentable>()
    let ordersCell = Cached<Int, OrdersModel>()
    let historyCell = Shared<PresentationHistory>()

    /// Creates an injector; nothing is built until a member is first read.
    init(scenario: Scenario = .live) {
        self.scenario = scenario
    }

    // The router reads the coordinator lazily (see `Router.init`); `weak` because the
    // router lives in this injector and must not keep it alive.
    var router: any Routable {
        routerCell(self) { Router(coordinator: { [weak self] in self?.coordinator }) }
    }

    var coordinator: any Coordinatable {
        // Constructor injection: the coordinator is built with the router it drives.
        coordinatorCell(self) { Coordinator(router: router, catalog: catalog) }
    }

    var presenter: any Presentable {
        presenterCell(self) {
            // Property injection: the unique presenter gets the shared history after init.
            var presenter = Presenter()
            presenter.history = history
            return presenter
        }
    }

    func orders(for customerID: Int) -> OrdersModel {
        ordersCell(self, customerID) {
            OrdersModel(customerID: customerID, coordinator: coordinator)
        }
    }

    /// Not part of `Injectable`: only the presenters built here use it.
    private var history: PresentationHistory {
        historyCell(self) { PresentationHistory() }
    }

    private var catalog: [Int: [Order]] {
        switch scenario {
        case .live:
            return [42: [Order(id: 1, title: "Espresso beans"), Order(id: 2, title: "Grinder")]]
        case .preview:
            return [1: [Order(id: 100, title: "Preview order")]]
        }
    }
}
