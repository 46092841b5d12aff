// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Seam",
    products: [
        .library(name: "Seam", targets: ["Seam"]),
        .library(name: "SeamGenerator", targets: ["SeamGenerator"]),
        .executable(name: "seam", targets: ["SeamCLI"]),
    ],
    dependencies: [],
    targets: [
        // Library
        .target(name: "Seam"),

        // Generator
        .target(name: "SeamGenerator"),
        .executableTarget(name: "SeamCLI", dependencies: ["SeamGenerator"]),

        // Sample
        .target(name: "SampleApp", dependencies: ["Seam"]),

        // Tests
        .testTarget(name: "SeamTests", dependencies: ["Seam"]),
        .testTarget(
            name: "SeamGeneratorTests",
            dependencies: ["SeamGenerator"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp"]),
    ],
    swiftLanguageModes: [.v6]
)
