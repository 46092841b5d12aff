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
private final class OneCellInjector: Sendable {
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

    /// `text` as a `#function`-like `StaticString` whose bytes start `lowBits` past a 16-byte
    /// boundary, so a test controls the low bits of a member's text address; and a second
    /// copy of one text, as a getter inlined into another binary has. The memory is never
    /// freed: cells may hold its address until the process ends.
    private static func memberText(_ text: String, lowBits: Int) -> StaticString {
        let bytes = Array(text.utf8) + [0]
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 16, alignment: 16)
        let start = raw + lowBits
        start.copyMemory(from: bytes, byteCount: bytes.count)
        // StaticString is frozen: its start, its length in bytes, and flags (2: ASCII text).
        let parts: (UInt, UInt, UInt8) = (UInt(bitPattern: start), UInt(bytes.count - 1), 2)
        return unsafeBitCast(parts, to: StaticString.self)
    }

    // A built cell's word is the address of its member's text, which may have any low bits,
    // where builds and nodes keep state bits: an odd address once read as a build in progress.
    func testACellIsReadOverriddenAndReleasedWhateverTheAddressOfItsMembersText() {
        for lowBits in 0..<8 {
            let member = Self.memberText("router", lowBits: lowBits)
            XCTAssertEqual(UInt(bitPattern: member.utf8Start) & 7, UInt(lowBits))
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
            XCTAssertNil(built, "low bits \(lowBits)")
            XCTAssertNil(replacement, "low bits \(lowBits)")

            var unreplaced: OneCellInjector? = OneCellInjector()
            weak let value = unreplaced!.cell(unreplaced!, member: member) { Router() }
            XCTAssertNotNil(value)
            unreplaced = nil
            XCTAssertNil(value, "low bits \(lowBits)")
        }
    }

    // Two copies of one member's text (a getter inlined into another binary) are one member:
    // whichever copy builds, the other reads that value, and the cell knows its built word.
    func testTwoCopiesOfAMembersTextShareOneBuild() {
        for first in 0..<8 {
            for second in 0..<8 {
                let copies = [
                    Self.memberText("router", lowBits: first),
                    Self.memberText("router", lowBits: second),
                ]
                for (builder, reader) in [(copies[0], copies[1]), (copies[1], copies[0])] {
                    var injector: OneCellInjector? = OneCellInjector()
                    weak var released: Router?
                    do {
                        let builds = Counter()
                        let built = injector!.cell(injector!, member: builder) {
                            builds.increment()
                            return Router()
                        }
                        let read = injector!.cell(injector!, member: reader) {
                            builds.increment()
                            return Router()
                        }
                        XCTAssertIdentical(read, built, "low bits \(first), \(second)")
                        XCTAssertEqual(builds.count, 1, "low bits \(first), \(second)")
                        released = built
                        let fake = Router()
                        injector!.cell.override(with: fake)
                        XCTAssertIdentical(
                            injector!.cell(injector!, member: reader) { Router() }, fake)
                    }
                    injector = nil
                    XCTAssertNil(released, "low bits \(first), \(second)")
                }
            }
        }
    }

    // Threads reading through different copies of a member's text race to bind and to build:
    // one copy may bind the cell while another builds it, and the built word must still be
    // the bound one (publishing the builder's own address made reads take it for a node).
    func testThreadsReadingThroughCopiesOfAMembersTextAgreeOnOneBuild() {
        let copies = [1, 2, 5, 7].map { Self.memberText("router", lowBits: $0) }
        for round in 0..<2_000 {
            let injector = OneCellInjector()
            let builds = Counter()
            let reads = Locked<[ObjectIdentifier]>([])
            DispatchQueue.concurrentPerform(iterations: copies.count) { thread in
                let router = injector.cell(injector, member: copies[thread]) {
                    builds.increment()
                    return Router()
                }
                reads.mutate { $0.append(ObjectIdentifier(router)) }
            }
            XCTAssertEqual(builds.count, 1, "round \(round)")
            XCTAssertEqual(Set(reads.value).count, 1, "round \(round)")
        }
    }
}
