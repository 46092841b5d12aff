// swift-tools-version: 6.0
import PackageDescription

// A package that uses Seam's plugins the way an app would: the build plugin generates the
// test target's fakes on every build; the command plugin checks the committed ones.
let package = Package(
    name: "PluginConsumer",
    // At least Seam's: SwiftPM rejects a package below them that depends on Seam.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    // The repository's root, named so that its identity does not depend on its folder name.
    dependencies: [.package(name: "Seam", path: "../../..")],
    targets: [
        // Library
        .target(name: "Greeting", dependencies: [.product(name: "Seam", package: "Seam")]),

        // Tests
        .testTarget(
            name: "GreetingTests",
            dependencies: ["Greeting"],
            exclude: ["seam.json"],
            plugins: [.plugin(name: "SeamBuildPlugin", package: "Seam")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
