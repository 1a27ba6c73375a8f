// swift-tools-version: 6.1
import PackageDescription

/// What every example feature module may depend on.
let exampleFeature: [Target.Dependency] = ["ModularNavigation", "ModularNavigationSwiftUI", "ExampleInterfaces"]

let package = Package(
    name: "swift-modular-navigation",
    // iOS 17 is the floor: Observation and NavigationStack(path:) with typed paths both need it.
    // Only the platforms CI typechecks (`.ci/typecheck`: iOS 17.4, 18.6 and 26.2 SDKs, macOS
    // 15.5); tvOS, watchOS and visionOS come back when an SDK to check them against does.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ModularNavigation", targets: ["ModularNavigation"]),
        .library(name: "ModularNavigationSwiftUI", targets: ["ModularNavigationSwiftUI"]),
        .library(name: "ModularNavigationUIKit", targets: ["ModularNavigationUIKit"]),
        .library(name: "ModularNavigationTesting", targets: ["ModularNavigationTesting"]),
        .library(name: "ModularNavigationInspection", targets: ["ModularNavigationInspection"]),
        // The drawing machine, for backends (the SwiftUI target here) and the benchmarks'
        // planning cases; an app never imports it. Its API is `package`, but for the
        // planner the benchmarks measure (`@_spi(Benchmarks)`).
        .library(name: "ModularNavigationDrawing", targets: ["ModularNavigationDrawing"]),
        // Only for the app playground `Examples/NavigationApp.swiftpm`, which runs the example
        // app on a simulator; not a library to build on.
        .library(name: "ExampleApp", targets: ["ExampleApp"]),
    ],
    targets: [
        // The core: navigation values, rules and the Navigator. No UI imports, no dependencies.
        .target(name: "ModularNavigation"),
        // The drawing machine: plans the steps from what is drawn to the state, means each
        // user gesture as an intent, and feeds a backend one step at a time. It depends on
        // the core, never the reverse, so the compiler checks that the core decides
        // nothing about drawing. Every backend (SwiftUI, the headless host) carries it out.
        .target(name: "ModularNavigationDrawing", dependencies: ["ModularNavigation"]),
        // Seeing navigation, not navigating: the route map, screen kinds, navigation logs,
        // tree diffs and the debug overlay's content (which shows the drawing machine's queue).
        // Apps import it in debug tooling and tests.
        .target(name: "ModularNavigationInspection", dependencies: ["ModularNavigation", "ModularNavigationDrawing"]),
        // Draws a Navigator with NavigationStack, sheets, covers and TabView. Every file is
        // wrapped in `#if canImport(SwiftUI)`, so on Linux this target builds empty.
        // The debug overlay draws the inspection module's content.
        .target(
            name: "ModularNavigationSwiftUI",
            dependencies: ["ModularNavigation", "ModularNavigationDrawing", "ModularNavigationInspection"]),
        // Draws a Navigator with UINavigationController, UITabBarController and UIKit
        // presentations, from the same drawing machine as the SwiftUI adapter; its hosted
        // SwiftUI screens get the adapter's environment. Every file is wrapped in
        // `#if canImport(UIKit) && !os(watchOS)`, so on Linux this target builds empty.
        .target(
            name: "ModularNavigationUIKit",
            dependencies: ["ModularNavigation", "ModularNavigationDrawing", "ModularNavigationSwiftUI"]),
        // Test doubles and assertions for users' tests and previews; never linked by the core.
        // Coverage and replay read the inspection module's route map and logs.
        // The headless host carries out the drawing machine's steps as the SwiftUI target does.
        .target(
            name: "ModularNavigationTesting",
            dependencies: ["ModularNavigation", "ModularNavigationDrawing", "ModularNavigationInspection"]),
        // The inspection module's tests live here too, beside the Testing module's: they
        // share the support routes and host helpers, and one test binary links faster.
        // Plays UIKit's part for the UIKit backend's drawing on Linux, in the order UIKit calls
        // back; the library's tests and the example's tests draw with it. Not a product.
        .target(
            name: "ControllerStandIn", dependencies: ["ModularNavigation", "ModularNavigationDrawing"],
            path: "Tests/ControllerStandIn"),
        .testTarget(
            name: "ModularNavigationTests",
            dependencies: [
                "ModularNavigation", "ModularNavigationDrawing", "ModularNavigationTesting",
                "ModularNavigationInspection", "ControllerStandIn",
            ],
            // The log whose bytes the format test compares.
            exclude: ["Inspection/Fixtures"]
        ),

        // MARK: Examples — an app split into feature modules, re-enacting the five seeds.
        // Not products: they exist to be read, run (`swift run navigation-demo`) and tested.

        // What feature modules share without knowing each other: the values their flows hand back.
        .target(name: "ExampleInterfaces", path: "Examples/Interfaces"),
        // Feature modules depend on the core, the SwiftUI adapter (for their views) and the
        // interfaces; never on each other, except Home, which shows Library's screens the
        // way the cookbook's parent module shows its child's.
        .target(name: "LibraryFeature", dependencies: exampleFeature, path: "Examples/Features/Library"),
        .target(
            name: "HomeFeature", dependencies: exampleFeature + ["LibraryFeature"], path: "Examples/Features/Home"),
        .target(name: "RoutineFeature", dependencies: exampleFeature, path: "Examples/Features/Routine"),
        // Its preview answers a request with the Testing target's one-line fake client.
        .target(
            name: "AssetsFeature", dependencies: exampleFeature + ["ModularNavigationTesting"],
            path: "Examples/Features/Assets"),
        .target(name: "IssuesFeature", dependencies: exampleFeature, path: "Examples/Features/Issues"),
        .target(name: "DrinkTrackerFeature", dependencies: exampleFeature, path: "Examples/Features/DrinkTracker"),
        .target(name: "AccountFeature", dependencies: exampleFeature, path: "Examples/Features/Account"),
        // The composition root: the only target that knows every feature module.
        .target(
            name: "ExampleApp",
            // The inspection module for the app's route map and its debug overlay.
            dependencies: exampleFeature + [
                "ModularNavigationInspection", "HomeFeature", "RoutineFeature", "LibraryFeature", "AssetsFeature",
                "IssuesFeature", "DrinkTrackerFeature", "AccountFeature",
                // Its UIKit-first shell (`makeUIKitShell()`), which hosts the same SwiftUI modules.
                "ModularNavigationUIKit",
            ],
            path: "Examples/App"
        ),
        // The terminal demo's logic, shared by the executable and the tests.
        // It plays the user's part with the Testing target's gestures and awaits actions' flows with its `start`;
        // it prints each feature module's models, so it knows every module, as the app does.
        .target(
            name: "NavigationDemoKit",
            dependencies: [
                "ExampleApp", "ExampleInterfaces", "ModularNavigationTesting", "ModularNavigationInspection",
                "HomeFeature", "RoutineFeature",
                "LibraryFeature", "AssetsFeature", "IssuesFeature", "DrinkTrackerFeature", "AccountFeature",
            ],
            path: "Examples/NavigationDemoKit"),
        .executableTarget(
            name: "navigation-demo", dependencies: ["NavigationDemoKit"], path: "Examples/NavigationDemo"),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "ExampleApp", "NavigationDemoKit", "ModularNavigationTesting", "ModularNavigationInspection",
                "HomeFeature", "RoutineFeature",
                "LibraryFeature", "AssetsFeature", "IssuesFeature", "DrinkTrackerFeature", "AccountFeature",
                "ExampleInterfaces", "ModularNavigationDrawing", "ControllerStandIn",
                // So that the demo is built before the test that runs it.
                "navigation-demo",
            ],
            // Recorded navigation logs the replay tests read from disk.
            exclude: ["Fixtures"]
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
