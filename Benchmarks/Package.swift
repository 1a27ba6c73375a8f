// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for ModularNavigation, kept in their own package so the library itself has no
// dependencies. `Benchmarks/run` builds this package in release mode and prints the table.
let package = Package(
    name: "ModularNavigationBenchmarks",
    // Observation (used by the library and by the baselines) needs macOS 14.
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "swift-modular-navigation", path: ".."),
        // package-benchmark; the malloc interposer trait gives the allocation metrics.
        .package(
            url: "https://github.com/ordo-one/benchmark",
            exact: "1.38.1",
            traits: ["MallocInterposer"]
        ),
        // Counts allocations in the ratios table; the same interposer package-benchmark uses.
        .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
    ],
    targets: [
        // What users write without the library: the baselines each case compares against.
        .target(name: "Baselines"),
        // The workloads both the ratios table and the package-benchmark suite run.
        .target(
            name: "Workloads",
            dependencies: [
                "Baselines",
                .product(name: "ModularNavigation", package: "swift-modular-navigation"),
                // The inspection cases record logs and build route maps.
                .product(name: "ModularNavigationInspection", package: "swift-modular-navigation"),
                // The planner, behind `@_spi(Benchmarks)`: the drawing machine's one outside door.
                .product(name: "ModularNavigationDrawing", package: "swift-modular-navigation"),
            ]
        ),
        // Measures ours and the baseline side by side in one process and prints one table.
        .executableTarget(
            name: "ratios",
            dependencies: [
                "Baselines",
                "Workloads",
                .product(name: "ModularNavigation", package: "swift-modular-navigation"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        // Detailed per-case metrics (time percentiles, allocations, memory) with package-benchmark.
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The same upcoming features the library commits to, on every target here.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
