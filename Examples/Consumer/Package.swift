// swift-tools-version: 6.1
import PackageDescription

// An app as a new user writes it: feature modules that never import each other, an app
// target that composes them, and tests of whole flows. It depends on the library only
// through its products, so it proves that the public API suffices.

/// The library's package, two folders up.
///
/// SwiftPM names a path dependency after its
/// folder, which is whatever the clone is called; an app of your own depends on
/// `.package(url: …)` and names it `swift-modular-navigation`.
let library =
    Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "swift-modular-navigation"

/// What every feature module depends on: the core for its client, the adapter for its views.
let feature: [Target.Dependency] = [
    .product(name: "ModularNavigation", package: library),
    .product(name: "ModularNavigationSwiftUI", package: library),
]

let package = Package(
    name: "Consumer",
    // The library's floor: Observation and typed NavigationStack paths.
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "ProfileFeature", dependencies: feature),
        .target(name: "OrdersFeature", dependencies: feature),
        .target(name: "SettingsFeature", dependencies: feature),
        // The composition root: the only target that knows every feature module.
        .target(name: "ConsumerApp", dependencies: feature + ["ProfileFeature", "OrdersFeature", "SettingsFeature"]),
        .testTarget(
            name: "ConsumerAppTests",
            dependencies: [
                "ConsumerApp", "ProfileFeature", "OrdersFeature", "SettingsFeature",
                .product(name: "ModularNavigationTesting", package: library),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Language mode 6 implies complete strict concurrency; these upcoming features match the
// library's, so code copied between the two compiles the same way.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
