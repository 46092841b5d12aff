import Foundation
import XCTest

@testable import SeamGenerator

/// `Generator.generate`: fakes and injectors of protocols declared under `#if`.
extension GeneratorTests {
    func testFakesAndInjectorsOfProtocolsUnderIfAreUnderTheSameCondition() throws {
        let source = try write(
            "A.swift",
            """
            #if DEBUG
            protocol Clock { func now() -> Int }
            #if os(Linux)
            protocol Injectable { var clock: any Clock { get } }
            #endif
            #endif

            """)
        var request = GenerationRequest(
            sources: [source], selection: .all, output: .file("\(folder)/F.swift"))
        request.injector = "Injectable"
        let text = try Generator.generate(request).files[0].contents
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let fake = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("final class FakeClock: Clock") })
        let injector = try XCTUnwrap(
            lines.firstIndex { $0.hasPrefix("final class FakeInjector: Injectable") })
        XCTAssertEqual(lines[..<fake].last { $0.hasPrefix("#") }, "#if DEBUG")
        XCTAssertEqual(lines[..<injector].last { $0.hasPrefix("#") }, "#if DEBUG && os(Linux)")
        XCTAssertEqual(lines[fake...].first { $0.hasPrefix("#") }, "#endif")
        XCTAssertEqual(lines[injector...].first { $0.hasPrefix("#") }, "#endif")
    }

    func testAFakeRepeatsOnlyThePlatformAndDebugPartsOfItsProtocolsCondition() throws {
        let source = try write(
            "A.swift",
            """
            #if canImport(Foundation)
            #elseif os(Windows) || os(Linux)
            protocol Either { func a() }
            #endif
            #if FEATURE_FLAG && !os(Windows)
            protocol Flagged { func b() }
            #elseif (FEATURE_FLAG || DEBUG) && swift(>=6.0)
            protocol Other { func c() }
            #endif
            #if SQLITE_ENABLE_FTS5
            protocol Tokenizer { func d() }
            #endif

            """)
        let request = GenerationRequest(
            sources: [source], selection: .all, output: .file("\(folder)/F.swift"))
        let lines = try Generator.generate(request).files[0].contents.split(separator: "\n")
        // The stub types' `#if canImport(Testing)` and `canImport(XCTest)` are not the fakes'.
        let conditions = lines.filter {
            ($0.hasPrefix("#if") && !$0.hasPrefix("#if canImport(Testing)")
                && !$0.hasPrefix("#if canImport(XCTest)")) || $0.hasPrefix("final class Fake")
        }
        XCTAssertEqual(
            conditions,
            [
                "#if !(canImport(Foundation)) && (os(Windows) || os(Linux))",
                "final class FakeEither: Either, SeamFake {",
                "#if !os(Windows)", "final class FakeFlagged: Flagged, SeamFake {",
                "#if swift(>=6.0)", "final class FakeOther: Other, SeamFake {",
                "final class FakeTokenizer: Tokenizer, SeamFake {",
            ])
    }
}
