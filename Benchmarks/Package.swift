// swift-tools-version: 6.0
import PackageDescription

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
    ],
    swiftLanguageModes: [.v6]
)
