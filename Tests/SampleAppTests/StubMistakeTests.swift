import Foundation
import Testing
import XCTest

@testable import SampleApp

/// What the test author sees who forgets to stub a member of a generated fake.
private let forgottenPlaceOrder =
    "FakeCoordinatable.placeOrder(_:for:) has no return value: "
    + "set placeOrderStub.returnValue or placeOrderStub.handler"

/// Issue 18: a forgotten stub stopped the whole test run. Under Swift Testing it is now an
/// issue of the test that forgot it, at the fake's member, and the call throws an error that
/// Swift Testing does not report a second time (issue 27).
@Suite struct ForgottenStubTests {
    @Test func aForgottenStubIsOneIssueOfItsTestAtTheFakesMember() async throws {
        let injector = FakeInjector()
        let seen = Locked<[Issue]>([])

        try await withKnownIssue {
            _ = try await injector.coordinator.placeOrder("Tea", for: 7)
        } matching: { issue in
            seen.withLock { $0.append(issue) }
            return true
        }

        let issues = seen.withLock { $0 }
        #expect(issues.count == 1)
        #expect(issues.first?.error == nil)
        #expect(issues.first?.comments.map(\.rawValue) == [forgottenPlaceOrder])
        #expect(issues.first?.sourceLocation?.fileName == "Coordinatable.swift")
        #expect(injector.coordinatorFake.placeOrderStub.callCount == 1)
    }
}

/// Issue 18 under XCTest: a forgotten stub fails the test that forgot it, once, at the fake's
/// member (issue 27), and the tests after it run. The scenario runs in a child test process, since its test must fail.
final class StubMistakeTests: XCTestCase {
    func testAForgottenStubFailsOnlyItsXCTestTestAndTheRunGoesOn() throws {
        #if os(Linux)
        let tests = ["testForgetsToStubPlaceOrder", "testRunsAfterTheForgottenStub"]
            .map { "SampleAppTests.ForgottenStubScenario/\($0)" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [tests.joined(separator: ",")]
        var environment = ProcessInfo.processInfo.environment
        environment[ForgottenStubScenario.variable] = "1"
        process.environment = environment
        let printed = try process.runCapturingOutput()

        XCTAssertEqual(process.terminationReason, .exit, printed)
        XCTAssertEqual(process.terminationStatus, 1, printed)
        let unwrapped = #"XCTUnwrap failed: expected non-nil value of type "SeamStubbedValue" - "#
        XCTAssertTrue(
            printed.contains(
                "Fakes/Coordinatable.swift:50: error: ForgottenStubScenario.testForgetsToStubPlaceOrder : "
                    + unwrapped + forgottenPlaceOrder + "\n"),
            printed)
        XCTAssertTrue(
            printed.contains(
                "Test Case 'ForgottenStubScenario.testRunsAfterTheForgottenStub' passed"), printed)
        XCTAssertTrue(printed.contains("Executed 2 tests, with 1 failure"), printed)
        #else
        throw XCTSkip("The child-process test runs on Linux only.")
        #endif
    }
}

/// The scenario `StubMistakeTests` runs in a child process; without the variable set, its
/// tests do nothing.
final class ForgottenStubScenario: XCTestCase {
    static let variable = "SEAM_FORGOTTEN_STUB_SCENARIO"
    private var isChild: Bool { ProcessInfo.processInfo.environment[Self.variable] != nil }

    /// Lets the error escape: the run must still count one failure.
    func testForgetsToStubPlaceOrder() async throws {
        guard isChild else { return }
        let injector = FakeInjector()
        _ = try await injector.coordinator.placeOrder("Tea", for: 7)
    }

    func testRunsAfterTheForgottenStub() {
        guard isChild else { return }
        XCTAssertEqual(FakeInjector().coordinatorFake.placeOrderStub.callCount, 0)
    }
}
