import XCTest

@testable import Seam

/// A value too large for a cell's in-place slot (six words), so it lives in a node.
private struct Route: Equatable {
    let first: String
    let second: String
    let third: String
}

/// Values of every storage shape through one cell each: in the slot (a class reference, an
/// existential, a string, a small struct) or in a node (a struct larger than the slot).
private final class ShapesInjector {
    let builds = Counter()
    let referenceCell = Shared<Router>()
    let existentialCell = Shared<any Routable>()
    let textCell = Shared<String>()
    let largeCell = Shared<Route>()

    var reference: Router {
        referenceCell(self) {
            builds.increment()
            return Router()
        }
    }
    var existential: any Routable {
        existentialCell(self) {
            builds.increment()
            return Router()
        }
    }
    var text: String {
        textCell(self) {
            builds.increment()
            return String(repeating: "route ", count: 20)
        }
    }
    var large: Route {
        largeCell(self) {
            builds.increment()
            return Route(first: "/blog", second: String(repeating: "x", count: 40), third: "/")
        }
    }
}

/// One cell, read under whatever member name a test passes.
private final class OneCellInjector {
    let cell = Shared<Router>()
}

final class SharedStorageTests: XCTestCase {
    func testLargeValuesLiveOutsideTheSlotAndSmallOnesInside() {
        XCTAssertTrue(InlineSlot.fits((any Routable).self))
        XCTAssertTrue(InlineSlot.fits(String.self))
        XCTAssertFalse(InlineSlot.fits(Route.self))
    }

    func testEveryShapeIsBuiltOnceAndReadBackUnchanged() {
        let injector = ShapesInjector()

        let reference = injector.reference
        let existential = injector.existential
        let text = injector.text
        let large = injector.large

        XCTAssertIdentical(injector.reference, reference)
        XCTAssertIdentical(injector.existential, existential)
        XCTAssertEqual(injector.text, text)
        XCTAssertEqual(injector.text, String(repeating: "route ", count: 20))
        XCTAssertEqual(injector.large, large)
        XCTAssertEqual(injector.large.second.count, 40)
        XCTAssertEqual(injector.builds.count, 4)
    }

    func testOverridesReplaceValuesInTheSlotAndInNodes() {
        let injector = ShapesInjector()
        _ = injector.text
        _ = injector.large
        let replacement = Route(first: "/shop", second: "", third: "")

        injector.textCell.override(with: "overridden")
        injector.largeCell.override(with: replacement)

        XCTAssertEqual(injector.text, "overridden")
        XCTAssertEqual(injector.large, replacement)
    }

    func testReleasingTheInjectorReleasesValuesInTheSlotAndInNodes() {
        var injector: ShapesInjector? = ShapesInjector()
        weak let reference = injector?.reference
        weak let existential = injector?.existential as? Router
        injector?.existentialCell.override(with: FakeRouter())
        XCTAssertNotNil(reference)
        XCTAssertNotNil(existential)

        injector = nil

        XCTAssertNil(reference)
        XCTAssertNil(existential)
    }

    func testTheSlotIsTheCellsOwnMemoryNotACopy() {
        let injector = ShapesInjector()
        let object = UInt(bitPattern: Unmanaged.passUnretained(injector).toOpaque())
        // The injector's instance: a header, a counter and four cells of seven words each.
        let instanceSize = UInt(16 + 8 + 4 * 56)

        let address = UInt(bitPattern: injector.existentialCell.slot.address)

        let state = UInt(bitPattern: injector.existentialCell.state.address)

        XCTAssertEqual(address, UInt(bitPattern: injector.existentialCell.slot.address))
        XCTAssertGreaterThan(address, object)
        XCTAssertLessThan(address, object + instanceSize)
        // The atomic state word sits right before the slot, in the same cell.
        XCTAssertEqual(state + 8, address)
    }

    // A built cell's word is the address of its member's text, which may have any low bits,
    // where builds and nodes keep state bits: an odd address once read as a build in progress.
    func testACellIsReadOverriddenAndReleasedWhateverTheAddressOfItsMembersText() {
        let members: [StaticString] = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggg"]
        let lowBits = Set(members.map { UInt(bitPattern: $0.utf8Start) & 7 })
        XCTAssertTrue(lowBits.contains { $0 & 1 == 1 }, "no text at an odd address: \(lowBits)")

        for member in members {
            var injector: OneCellInjector? = OneCellInjector()
            weak var built: Router?
            weak var replacement: Router?
            do {
                let first = injector!.cell(injector!, member: member) { Router() }
                built = first
                XCTAssertIdentical(injector!.cell(injector!, member: member) { Router() }, first)
                let fake = Router()
                replacement = fake
                injector!.cell.override(with: fake)
                XCTAssertIdentical(injector!.cell(injector!, member: member) { Router() }, fake)
            }
            injector = nil
            XCTAssertNil(built, "\(member)")
            XCTAssertNil(replacement, "\(member)")

            var unreplaced: OneCellInjector? = OneCellInjector()
            weak let value = unreplaced!.cell(unreplaced!, member: member) { Router() }
            XCTAssertNotNil(value)
            unreplaced = nil
            XCTAssertNil(value, "\(member)")
        }
    }
}
