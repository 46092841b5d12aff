/// The live router: keeps the path history and tells the coordinator after each route.
final class Router: Routable {
    private let history = Locked<[String]>([])
    private let coordinator: @Sendable () -> (any Coordinatable)?

    /// Creates a router that reads its coordinator only when it routes.
    ///
    /// The router and the coordinator need each other: the coordinator takes the router in
    /// its initializer, so the router must not take the coordinator in its own. It gets a
    /// closure instead and reads the coordinator lazily, after both are built. Building both
    /// eagerly would be a construction cycle, which Seam stops with
    /// `Seam: dependency cycle: Injector.router -> Injector.coordinator -> Injector.router`.
    init(coordinator: @escaping @Sendable () -> (any Coordinatable)?) {
        self.coordinator = coordinator
    }

    var currentPath: String? {
        history.withLock { $0.last }
    }

    func route(to path: String) {
        history.withLock { $0.append(path) }
        coordinator()?.didRoute(to: path)
    }
}
