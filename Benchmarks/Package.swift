// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package: the only place allowed other packages.
let package = Package(
    name: "SeamBenchmarks",
    // At least Seam's, as every package that depends on it (checked by .ci/platforms).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "Seam", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // Runtime: Seam against a plain `lazy var`, Swinject and swift-dependencies.
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "Seam", package: "Seam"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        // Parser
        .executableTarget(
            name: "ParserBenchmark",
            dependencies: [.product(name: "SeamGenerator", package: "Seam")]
        ),
        // Generator
        .executableTarget(
            name: "GeneratorBenchmark",
            dependencies: [.product(name: "SeamGenerator", package: "Seam")]
        ),
        // Fuzzing: mutated sources and templates through the parser and the generator (.ci/fuzz)
        .executableTarget(
            name: "GeneratorFuzz",
            dependencies: [.product(name: "SeamGenerator", package: "Seam")]
        ),
        // CLI: the no-change rerun of the built `seam` over 10,000 protocols
        .executableTarget(name: "CLIBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
