import Seam

// The other lifetimes, each read warm through the same existential as the floor.

/// Seam's unique cell: a new router on every read, as a `Presenter` would be.
final class SeamUniqueInjector: Injectable {
    let routerCell = Unique<any Routable>()
    var router: any Routable { routerCell(self) { Router() } }
}

/// The floor for the unique cell: a plain computed property that builds on every read.
final class ComputedInjector: Injectable {
    var router: any Routable { Router() }
}

/// Seam's per-argument cell, read with the one key it holds.
final class SeamCachedInjector: Injectable {
    let routesCell = Cached<Int, any Routable>()
    var router: any Routable { route(for: 42) }
    func route(for id: Int) -> any Routable { routesCell(self, id) { Router() } }
}

/// Seam's weak cell while a strong reference to its value is held elsewhere.
final class SeamWeakInjector: Injectable {
    let routerCell = Weak<Router>()
    private var holder: (any Routable)?
    init() {
        holder = router  // the strong reference held elsewhere
    }
    var router: any Routable { routerCell(self) { Router() } }
}

/// Seam's ambient context through the property wrapper, read warm.
final class SeamInjectedInjector: Injectable {
    @Injected(\.router) var injected
    var router: any Routable { injected }
}

/// Seam's ambient context read directly, outside any scope.
final class SeamWorldInjector: Injectable {
    var router: any Routable { World.current.router }
}

private enum RouterWorldKey: WorldKey {
    static let liveValue: any Routable = Router()
}

extension World {
    var router: any Routable {
        get { self[RouterWorldKey.self] }
        set { self[RouterWorldKey.self] = newValue }
    }
}
