// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-modular-navigation",
    // iOS 17 is the floor: Observation and NavigationStack(path:) with typed paths both need it.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "ModularNavigation", targets: ["ModularNavigation"]),
        .library(name: "ModularNavigationSwiftUI", targets: ["ModularNavigationSwiftUI"]),
        .library(name: "ModularNavigationTesting", targets: ["ModularNavigationTesting"]),
    ],
    targets: [
        // The core: navigation values, rules and the Navigator. No UI imports, no dependencies.
        .target(name: "ModularNavigation"),
        // Draws a Navigator with NavigationStack, sheets, covers and TabView. Every file is
        // wrapped in `#if canImport(SwiftUI)`, so on Linux this target builds empty.
        .target(name: "ModularNavigationSwiftUI", dependencies: ["ModularNavigation"]),
        // Test doubles and assertions for users' tests and previews; never linked by the core.
        .target(name: "ModularNavigationTesting", dependencies: ["ModularNavigation"]),
        .testTarget(
            name: "ModularNavigationTests",
            dependencies: ["ModularNavigation", "ModularNavigationTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Language mode 6 already implies complete strict concurrency; these are the upcoming
// features we commit to on top of it, applied to every target in one place.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
