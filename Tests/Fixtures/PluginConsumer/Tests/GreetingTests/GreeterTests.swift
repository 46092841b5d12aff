import Greeting
import XCTest

// FakeNameSource is not in this folder: the build plugin generates it on every build.
final class GreeterTests: XCTestCase {
    func testGreetUsesTheNameOfTheID() {
        let names = FakeNameSource()
        names.nameStub.handler = { id in id == 7 ? "Ada" : "nobody" }

        XCTAssertEqual(Greeter(names: names).greet(7), "Hello, Ada!")
        XCTAssertEqual(names.nameStub.callCount, 1)
    }
}
