import Dispatch
import Seam
import XCTest

@testable import SeamTesting

/// ``withWorld(strict:_:operation:fileID:filePath:line:column:)`` in XCTest: scoped overrides, concurrent scopes, strict mode through `XCTFail`.
final class WorldTestCaseTests: XCTestCase {
    /// Failures caught instead of recorded, while `catchesFailures` is set.
    private var caught: [String] = []
    private var catchesFailures = false

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard catchesFailures else { return super.record(issue) }
        caught.append(issue.compactDescription)
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard catchesFailures else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
        }
        caught.append(description)
    }
    #endif

    func testWithWorldOverridesForItsOperationOnly() {
        let inside = withWorld {
            $0[GreetingKey.self] = "scoped"
        } operation: {
            World.current[GreetingKey.self]
        }
        XCTAssertEqual(inside, "scoped")
        XCTAssertEqual(World.current[GreetingKey.self], "live")
    }

    func testAsyncWithWorldReachesChildTasks() async {
        let seen = await withWorld {
            $0[CountKey.self] = 3
        } operation: {
            await withTaskGroup(of: Int.self) { group in
                group.addTask { World.current[CountKey.self] }
                return await group.next() ?? 0
            }
        }
        XCTAssertEqual(seen, 3)
    }

    func testConcurrentScopesSeeOnlyTheirOwnOverrides() {
        let seen = Locked<[Int: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            withWorld {
                $0[CountKey.self] = index
            } operation: {
                let value = World.current[CountKey.self]
                seen.withLock { $0[index] = value }
            }
        }
        XCTAssertEqual(
            seen.withLock { $0 }, Dictionary(uniqueKeysWithValues: (0..<32).map { ($0, $0) }))
    }

    func testAStrictScopeFailsTheTestOnceForAKeyWithNoOverride() {
        catchesFailures = true
        let line = #line + 1
        let count = withWorld(strict: true) {
            $0[GreetingKey.self] = "set"
        } operation: {
            _ = World.current[GreetingKey.self]
            _ = World.current[CountKey.self]
            return World.current[CountKey.self]
        }
        catchesFailures = false
        XCTAssertEqual(count, 0)
        let message =
            "World key SeamTestingTests.CountKey has no override in this strict scope, so its "
            + "live value was read; set one in the scope: $0[CountKey.self] = ..."
        XCTAssertEqual(caught.count, 1)
        XCTAssertTrue(caught.first?.hasSuffix(message) == true, "\(caught) at line \(line)")
    }
}

/// Every test of a class in one scope, by wrapping `invokeTest()`.
final class WorldInvokeTestTests: XCTestCase {
    override func invokeTest() {
        withWorld(strict: true) {
            $0[GreetingKey.self] = "class"
        } operation: {
            super.invokeTest()
        }
    }

    func testASynchronousTestRunsInTheScope() {
        XCTAssertEqual(World.current[GreetingKey.self], "class")
    }

    func testAnAsynchronousTestRunsInTheScope() async {
        XCTAssertEqual(World.current[GreetingKey.self], "class")
    }
}
