import XCTest

@testable import SeamGenerator

/// The warning about an `#if` among a protocol's requirements that reads a custom flag says how
/// to set each flag in the target that compiles the fakes.
final class CustomConditionTests: XCTestCase {
    private let location = SourceLocation(file: "Feed.swift", line: 3, column: 5)

    // Review of the typed conditions: `$Lifetimes` (an experimental feature the compiler has
    // enabled) was to be set with `.define("$Lifetimes")`, which sets nothing of the kind.
    func testAFeatureIsEnabledNotDefined() {
        let feature = CustomCondition(
            condition: .all([.check("compiler", argument: ">=6.2"), .flag("$Lifetimes")]),
            flags: ["$Lifetimes"], location: location)
        XCTAssertEqual(
            feature.warning(fakeName: "FakeFeed").description,
            "Feed.swift:3:5: warning: '#if compiler(>=6.2) && $Lifetimes' reads the custom flag "
                + "'$Lifetimes', which FakeFeed repeats as written: where the fakes are compiled "
                + "without the same flag, FakeFeed may leave out the requirements under it and "
                + "not conform; enable it there (swiftSettings: "
                + "[.enableExperimentalFeature(\"Lifetimes\")])")
        let mixed = CustomCondition(
            condition: .any([.flag("Loading"), .flag("$Lifetimes")]),
            flags: ["Loading", "$Lifetimes"], location: location)
        XCTAssertEqual(
            mixed.warning(fakeName: "FakeFeed").message,
            "'#if Loading || $Lifetimes' reads the custom flags 'Loading', '$Lifetimes', which "
                + "FakeFeed repeats as written: where the fakes are compiled without the same "
                + "flags, FakeFeed may leave out the requirements under it and not conform; set "
                + "them there (swiftSettings: [.define(\"Loading\"), "
                + ".enableExperimentalFeature(\"Lifetimes\")]) or enable the package trait that "
                + "sets them")
    }
}
