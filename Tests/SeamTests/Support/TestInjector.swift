import Seam

protocol Routable: AnyObject, Sendable {}
protocol Coordinatable: AnyObject, Sendable {
    var router: any Routable { get }
}
protocol Presentable: AnyObject, Sendable {}

final class Router: Routable {}
final class FakeRouter: Routable {}
final class Coordinator: Coordinatable {
    let router: any Routable
    init(router: any Routable) { self.router = router }
}
final class Presenter: Presentable {}
final class FakePresenter: Presentable {}
final class OrdersModel: Sendable {
    let customerID: Int
    init(customerID: Int) { self.customerID = customerID }
}
final class Session: Sendable {}

/// The app's list of dependencies, as an app would write it.
protocol Injectable: Sendable {
    var router: any Routable { get }
    var coordinator: any Coordinatable { get }
    var presenter: any Presentable { get }
    var session: Session { get }
    func orders(for customerID: Int) -> OrdersModel
}

/// An injector spelled the way the README shows, plus counters and hooks for tests.
final class TestInjector: Injectable {
    let routerBuilds = Counter()
    let ordersBuilds = Counter()
    let sessionBuilds = Counter()
    private let onBuildRouter: @Sendable () -> Void

    let routerCell = Shared<any Routable>()
    let coordinatorCell = Shared<any Coordinatable>()
    let presenterCell = Unique<any Presentable>()
    let sessionCell = Weak<Session>()
    let ordersCell = Cached<Int, OrdersModel>()

    init(onBuildRouter: @escaping @Sendable () -> Void = {}) {
        self.onBuildRouter = onBuildRouter
    }

    var router: any Routable {
        routerCell(self) {
            routerBuilds.increment()
            onBuildRouter()
            return Router()
        }
    }

    var coordinator: any Coordinatable {
        coordinatorCell(self) { Coordinator(router: router) }
    }

    var presenter: any Presentable {
        presenterCell(self) { Presenter() }
    }

    var session: Session {
        sessionCell(self) {
            sessionBuilds.increment()
            return Session()
        }
    }

    func orders(for customerID: Int) -> OrdersModel {
        ordersCell(self, customerID) {
            ordersBuilds.increment()
            return OrdersModel(customerID: customerID)
        }
    }
}
