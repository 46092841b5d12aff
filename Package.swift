// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Seam",
    // The oldest systems Swift concurrency runs on: the runtime uses nothing newer (its
    // atomics are C11 ones in SeamAtomics, not the Synchronization module's).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Seam", targets: ["Seam"]),
        .library(name: "SeamTesting", targets: ["SeamTesting"]),
        .library(name: "SeamGenerator", targets: ["SeamGenerator"]),
        .executable(name: "seam", targets: ["SeamCLI"]),
        .plugin(name: "SeamBuildPlugin", targets: ["SeamBuildPlugin"]),
        .plugin(name: "SeamCommandPlugin", targets: ["SeamCommandPlugin"]),
        .plugin(name: "SeamCheckPlugin", targets: ["SeamCheckPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Library (SeamAtomics: C11 atomics and one thread-local, inlined into the runtime;
        // RawLayout gives a cell's atomic words a fixed place in the cell, as `Atomic` has)
        .target(name: "SeamAtomics"),
        .target(
            name: "Seam",
            dependencies: ["SeamAtomics"],
            swiftSettings: [.enableExperimentalFeature("RawLayout")]
        ),
        // For test targets: World overrides scoped to one test (Swift Testing trait, XCTest)
        .target(name: "SeamTesting", dependencies: ["Seam"]),

        // Generator
        .target(name: "SeamGenerator"),
        .executableTarget(name: "SeamCLI", dependencies: ["SeamGenerator"]),

        // Plugins
        .plugin(name: "SeamBuildPlugin", capability: .buildTool(), dependencies: ["SeamCLI"]),
        .plugin(
            name: "SeamCommandPlugin",
            capability: .command(
                intent: .custom(verb: "seam", description: "Regenerate the fakes seam.json lists"),
                // SwiftPM prints the reason when it asks, or refuses without
                // --allow-writing-to-package-directory: it says where checking needs none.
                permissions: [
                    .writeToPackageDirectory(
                        reason: "seam rewrites generated fakes; to check them without this "
                            + "permission, run 'swift package seam-check'")
                ]
            ),
            dependencies: ["SeamCLI"]
        ),
        // `--check` without the write permission, which SwiftPM grants per command
        .plugin(
            name: "SeamCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "seam-check",
                    description: "Check that the fakes seam.json lists are current")),
            dependencies: ["SeamCLI"]
        ),

        // Sample
        .target(name: "SampleApp", dependencies: ["Seam"]),

        // Tests
        .testTarget(name: "SeamTests", dependencies: ["Seam"]),
        .testTarget(name: "SeamTestingTests", dependencies: ["Seam", "SeamTesting"]),
        // The generator's tests read fixtures from disk as `seam` does (SeamCLI's reader)
        .testTarget(
            name: "SeamGeneratorTests",
            dependencies: ["SeamGenerator", "SeamCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp", "SeamCLI", "SeamTesting"]),
        .testTarget(name: "SeamCLITests", dependencies: ["SeamCLI"]),
        // The plugins' decisions (Plugins/Shared, linked in as Shared/)
        .testTarget(name: "SeamPluginTests"),
    ],
    swiftLanguageModes: [.v6]
)
