// The app playground's only source: the example app's scene, from the library's package.
#if canImport(SwiftUI)
    import ExampleApp
    import SwiftUI

    /// The example app: five tabs of feature modules, drawn by the library's SwiftUI adapter.
    @main
    struct NavigationApp: App {
        var body: some Scene {
            WindowGroup { ExampleSceneView() }
        }
    }
#else
    // Linux builds nothing here: the example's logic runs in `swift run navigation-demo`.
    @main
    enum NavigationApp {
        static func main() {}
    }
#endif
