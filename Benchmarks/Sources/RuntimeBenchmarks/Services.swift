import Dependencies
import Seam
import Swinject

/// The dependency every benchmark reads: a plain (not class-bound) protocol, as in the
/// app's `Injectable`, so `any Routable` is an opaque existential.
protocol Routable: Sendable {
    var stops: Int { get }
}

final class Router: Routable {
    let stops = 1
}

/// Keeps a read from being optimised away.
@inline(never)
func take(_ router: any Routable) -> Int {
    router.stops
}

/// The app's list of dependencies, as the benchmarks read it: through an existential.
protocol Injectable: AnyObject {
    var router: any Routable { get }
}

/// The floor: the original pattern's `lazy var`.
final class LazyInjector: Injectable {
    lazy var router: any Routable = Router()
}

/// The limit of a warm read: an eager `let`, built with the injector.
final class LetInjector: Injectable {
    let router: any Routable = Router()
}

/// Seam's shared once-cell.
final class SeamInjector: Injectable {
    private let routerCell = Shared<any Routable>()
    var router: any Routable { routerCell(self) { Router() } }
}

/// Swinject 2.10.0: a container-scoped registration.
final class SwinjectInjector: Injectable {
    private let container = Container()

    init() {
        container.register((any Routable).self) { _ in Router() }.inObjectScope(.container)
    }

    var router: any Routable { container.resolve((any Routable).self)! }
}

/// swift-dependencies 1.17.1: a `@Dependency` property read on each access.
final class DependenciesInjector: Injectable {
    @Dependency(\.router) private var dependency
    var router: any Routable { dependency }
}

private enum RouterKey: DependencyKey {
    static let liveValue: any Routable = Router()
}

extension DependencyValues {
    var router: any Routable {
        get { self[RouterKey.self] }
        set { self[RouterKey.self] = newValue }
    }
}
