// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the root package keeps zero dependencies.
let package = Package(
    name: "SeamBenchmarks",
    dependencies: [
        .package(name: "Seam", path: ".."),
    ],
    targets: [
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
        // CLI: the no-change rerun of the built `seam` over 10,000 protocols
        .executableTarget(name: "CLIBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
