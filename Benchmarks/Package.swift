// swift-tools-version:6.1
import PackageDescription

// The pure cores' micro-benchmarks in ordo-one's package-benchmark (docs/BENCHMARKS.md,
// "Micro-benchmarks"). A package of its own, over the app's package by path, so that neither
// `swift build` of the app nor `./run.sh test` resolves or compiles the harness and its
// malloc interposer. Run through `./run.sh bench` or, here,
// `swift package benchmark baseline check main`.
let package = Package(
    name: "KeyboardChatBenchmarks",
    dependencies: [
        .package(name: "KeyboardChat", path: ".."),
        // Only the malloc interposer: allocation counts, without the Swift 6.3 runtime
        // interposer (ARC counts), which is not needed here and not mirrored on these machines.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Curves", package: "KeyboardChat"),
                .product(name: "Keyboard", package: "KeyboardChat"),
                .product(name: "ChatLayout", package: "KeyboardChat"),
                .product(name: "StrictJSON", package: "KeyboardChat"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
