// swift-tools-version: 6.0
import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes
#endif

// The example app as an app playground: open this folder in Xcode and press Run to see it
// on a simulator. Xcode has `AppleProductTypes` and builds the `.iOSApplication` product;
// elsewhere (Linux, where CI reads this manifest to typecheck the sources for iOS) the same
// sources are a plain executable.

/// The library's package, two folders up; SwiftPM names a path dependency after its folder.
let library =
    Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "swift-modular-navigation"

#if canImport(AppleProductTypes)
    let products: [Product] = [
        .iOSApplication(
            name: "Navigation Demo",
            targets: ["NavigationApp"],
            bundleIdentifier: "com.modularnavigation.demo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .map),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ]
#else
    let products: [Product] = [.executable(name: "NavigationApp", targets: ["NavigationApp"])]
#endif

let package = Package(
    name: "NavigationApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "NavigationApp",
            dependencies: [.product(name: "ExampleApp", package: library)],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
