// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the root package keeps zero dependencies.
let package = Package(
    name: "SeamBenchmarks",
    targets: [
        // CLI: the no-change rerun of the built `seam` over 10,000 protocols
        .executableTarget(name: "CLIBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
