import Foundation
import XCTest

@testable import SeamGenerator

/// Fakes of protocols with `#if` blocks among their requirements: the fake repeats each block,
/// and a block that reads a custom flag is a warning at its `#if`.
extension FakeCompilationTests {
    /// Regression (issue 29, 10): a requirement under `#if Loading`, a package trait the library
    /// enables, was copied into the fake in silence, and the test target, without the flag,
    /// left it out, so the fake did not conform. Now a warning at the `#if` names the flag and
    /// how to set it; `#if DEBUG` is set in every target of a debug build and gets none.
    func testARequirementUnderACustomFlagIsAWarningAtTheIf() throws {
        let run = try compileAndRun(
            sources: [
                "Feed.swift": """
                public protocol Feed {
                    func refresh()
                    #if Loading && !os(WASI)
                    var isLoading: Bool { get }
                    #elseif Paging
                    var page: Int { get }
                    #endif
                    #if DEBUG
                    func dump()
                    #endif
                }

                """
            ],
            main: """
                let feed = FakeFeed()
                feed.refresh()
                print(feed.refreshStub.callCount)

                """)
        XCTAssertEqual(
            run.diagnostics,
            [
                "Feed.swift:3:5: warning: '#if Loading && !os(WASI)' reads the custom flags"
                    + " 'Loading', 'Paging', which FakeFeed repeats as written: where the "
                    + "fakes are compiled without the same flags, FakeFeed may leave out the "
                    + "requirements under it and not conform; define them there (swiftSettings: "
                    + "[.define(\"Loading\"), .define(\"Paging\")]) or enable the package trait "
                    + "that sets them"
            ])
        XCTAssertEqual(run.output, "1\n")
    }
}
