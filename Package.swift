// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Seam",
    // Seam's once-cells use the Synchronization module's Atomic, new in these releases.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Seam", targets: ["Seam"]),
        .library(name: "SeamGenerator", targets: ["SeamGenerator"]),
        .executable(name: "seam", targets: ["SeamCLI"]),
        .plugin(name: "SeamBuildPlugin", targets: ["SeamBuildPlugin"]),
        .plugin(name: "SeamCommandPlugin", targets: ["SeamCommandPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Library (SeamThreadLocal: one C thread-local the runtime reads on every build)
        .target(name: "SeamThreadLocal"),
        .target(name: "Seam", dependencies: ["SeamThreadLocal"]),

        // Generator
        // (SeamTemplatesPlugin builds Templates/ into SeamGenerator, so `seam` runs anywhere)
        .target(name: "SeamGenerator", plugins: ["SeamTemplatesPlugin"]),
        .executableTarget(name: "SeamTemplateEmbedder"),
        .plugin(
            name: "SeamTemplatesPlugin", capability: .buildTool(),
            dependencies: ["SeamTemplateEmbedder"]),
        .executableTarget(name: "SeamCLI", dependencies: ["SeamGenerator"]),

        // Plugins
        .plugin(name: "SeamBuildPlugin", capability: .buildTool(), dependencies: ["SeamCLI"]),
        .plugin(
            name: "SeamCommandPlugin",
            capability: .command(
                intent: .custom(verb: "seam", description: "Regenerate the fakes seam.json lists"),
                permissions: [.writeToPackageDirectory(reason: "Seam rewrites generated fakes")]
            ),
            dependencies: ["SeamCLI"]
        ),

        // Sample
        .target(name: "SampleApp", dependencies: ["Seam"]),

        // Tests
        .testTarget(name: "SeamTests", dependencies: ["Seam"]),
        .testTarget(
            name: "SeamGeneratorTests",
            dependencies: ["SeamGenerator"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp", "SeamCLI"]),
        .testTarget(name: "SeamCLITests", dependencies: ["SeamCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
