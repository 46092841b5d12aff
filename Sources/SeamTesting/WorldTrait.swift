#if canImport(Testing)
import Seam
import Testing

/// A Swift Testing trait that runs each test with ``World`` overrides of its own.
///
/// The overrides are bound for the test's task tree only (see
/// `World.withValues(_:operation:)`), so tests that run in parallel never see each other's.
/// `update` runs again for every test and every argument of a parameterized test, so each gets
/// fresh fakes. On a suite, it applies to every test in the suite and in nested suites.
///
/// ```swift
/// @Test(.world { $0.logger = FakeLogger() })
/// func tapLogs() {
///     let logger = World.current.logger as! FakeLogger
///     Controller().tap("Help")
///     #expect(logger.logStub.receivedArguments == ["tapped Help"])
/// }
/// ```
///
/// With `strict: true`, a read of a key the scope does not override records an issue naming
/// the key, once per key and test, at the trait, and then reads the live value.
public struct WorldTrait: TestTrait, SuiteTrait, TestScoping {
    private let update: @Sendable (inout World) throws -> Void
    private let isStrict: Bool
    private let sourceLocation: SourceLocation

    fileprivate init(
        update: @escaping @Sendable (inout World) throws -> Void, isStrict: Bool,
        sourceLocation: SourceLocation
    ) {
        self.update = update
        self.isStrict = isStrict
        self.sourceLocation = sourceLocation
    }

    /// Always `true`: on a suite, the overrides apply to the tests of nested suites too.
    public var isRecursive: Bool { true }

    /// Runs `function` (one case of a test) inside the overrides.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is applied to.
    ///   - testCase: The test case, or `nil` for a suite.
    ///   - function: The test, which runs with the changed world as `World.current`.
    /// - Throws: What `update` or `function` throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await World.withValues(
            { world in
                try update(&world)
                if isStrict {
                    let location = sourceLocation
                    StrictWorld.makeStrict(&world) { message in
                        Issue.record(Comment(rawValue: message), sourceLocation: location)
                    }
                }
            }, operation: function)
    }
}

extension Trait where Self == WorldTrait {
    /// Runs each test with the ``World`` overrides `update` makes, for that test only.
    ///
    /// - Parameters:
    ///   - strict: Whether reading a key with no override records an issue naming the key.
    ///   - sourceLocation: Where strict-mode issues are reported: the trait, by default.
    ///   - update: Changes the test's world; runs for every test case.
    /// - Returns: The trait, for `@Test(...)` or `@Suite(...)`.
    public static func world(
        strict: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ update: @escaping @Sendable (inout World) throws -> Void
    ) -> Self {
        WorldTrait(update: update, isStrict: strict, sourceLocation: sourceLocation)
    }
}
#endif
