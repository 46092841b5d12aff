import Seam

/// The screen's controller: turns taps into routes and messages.
///
/// It takes every dependency from an ``Injectable``; the app passes the real ``Injector``,
/// tests pass a `FakeInjector`. The logger is ambient: read from Seam's `World` on first use.
struct Controller: Sendable {
    private let injector: any Injectable
    @Injected(\.logger) private var logger

    /// Creates a controller over `injector`; by default the live one.
    init(injector: any Injectable = Injector(scenario: .live)) {
        self.injector = injector
    }

    /// Handles a tap on the button titled `title`.
    func tapButton(_ title: String) {
        logger.log("tapped \(title)")
        switch title {
        case "Read blog":
            injector.router.route(to: "/blog")
        case "Orders":
            injector.router.route(to: "/orders")
        default:
            _ = injector.presenter.present("Nothing behind '\(title)' yet", logger: logger)
        }
    }

    /// Loads a customer's orders and presents a one-line summary; returns the summary.
    func showOrders(for customerID: Int) async -> String {
        let summary: String
        do {
            let orders = try await injector.orders(for: customerID).load()
            summary = "\(orders.count) orders: " + orders.map(\.title).joined(separator: ", ")
        } catch {
            summary = "Could not load orders: \(error)"
        }
        let shown = injector.presenter.present(summary, logger: logger)
        return shown ? summary : ""
    }
}
