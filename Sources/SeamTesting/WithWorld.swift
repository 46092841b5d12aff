import Seam

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Runs `operation` with the ``World`` overrides `update` makes, for it alone: the XCTest
/// counterpart of the `.world` trait, usable in Swift Testing too.
///
/// The overrides are bound for this task tree (see `World.withValues(_:operation:)`), so
/// concurrent scopes never see each other's. To scope every test of an `XCTestCase`, wrap the
/// test run:
///
/// ```swift
/// override func invokeTest() {
///     withWorld(strict: true) { $0.logger = FakeLogger() } operation: {
///         super.invokeTest()
///     }
/// }
/// ```
///
/// - Parameters:
///   - strict: Whether reading a key with no override fails the running test, once per key
///     and scope, naming the key (through Swift Testing when one of its tests is running,
///     else `XCTFail`); the live value is still read.
///   - update: Changes a copy of `World.current`.
///   - operation: Runs with the changed world as `World.current`.
///   - fileID: Where strict-mode failures are reported: the call, by default.
///   - filePath: The path of `fileID`.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: What `operation` returns.
public func withWorld<R>(
    strict: Bool = false, _ update: (inout World) throws -> Void, operation: () throws -> R,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) rethrows -> R {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return try World.withValues(
        { world in
            try update(&world)
            if strict { StrictWorld.makeStrict(&world, report: site.fail) }
        }, operation: operation)
}

/// Runs the async `operation` with the ``World`` overrides `update` makes, for it and its
/// child tasks alone.
///
/// - Parameters:
///   - strict: Whether reading a key with no override fails the running test, once per key
///     and scope, naming the key (through Swift Testing when one of its tests is running,
///     else `XCTFail`); the live value is still read.
///   - update: Changes a copy of `World.current`.
///   - operation: Runs with the changed world as `World.current`.
///   - fileID: Where strict-mode failures are reported: the call, by default.
///   - filePath: The path of `fileID`.
///   - line: The line of the call.
///   - column: The column of the call.
///   - isolation: The caller's actor, which `operation` runs on.
/// - Returns: What `operation` returns.
public func withWorld<R: Sendable>(
    strict: Bool = false, _ update: (inout World) throws -> Void, operation: () async throws -> R,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return try await World.withValues(
        { world in
            try update(&world)
            if strict { StrictWorld.makeStrict(&world, report: site.fail) }
        }, operation: operation)
}

/// Where a `withWorld` scope was opened, which its strict-mode failures point at.
private struct CallSite: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Fails the running test with `message`: through Swift Testing inside one of its tests,
    /// else through XCTest.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #endif
    }
}
