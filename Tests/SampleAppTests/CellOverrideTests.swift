import Seam
import XCTest

@testable import SampleApp

/// Overrides of a real injector's members, one per kind of cell; the docs quote this file.
final class CellOverrideTests: XCTestCase {
    func testEachKindOfCellTakesAnOverrideThatEveryLaterReadReturns() {
        let injector = Injector(scenario: .preview)
        let router = FakeRoutable()
        let presenter = FakePresentable()
        let coordinator = FakeCoordinatable()

        injector.routerCell.override(with: router)  // Shared: a value
        injector.presenterCell.override { presenter }  // Unique: a factory
        injector.ordersCell.override { OrdersModel(customerID: $0, coordinator: coordinator) }

        XCTAssertIdentical(injector.router as AnyObject, router)
        XCTAssertIdentical(injector.presenter as AnyObject, presenter)
        XCTAssertEqual(injector.orders(for: 7).customerID, 7)
        XCTAssertIdentical(injector.orders(for: 7), injector.orders(for: 7))
    }
}
