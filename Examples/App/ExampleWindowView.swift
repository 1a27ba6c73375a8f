// Windows exist where SwiftUI can open them: not on tvOS or watchOS.
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    /// The example app's windows: one scene per window, each identified by its
    /// ``ModularNavigation/NavigationWindowID``, which SwiftUI keeps for the scene and
    /// hands back when it restores it.
    @MainActor
    public struct ExampleWindowsScene: Scene {
        private let app: ExampleWindows

        /// Creates the scene of every window of an app.
        public init(app: ExampleWindows) {
            self.app = app
        }

        public var body: some Scene {
            WindowGroup(for: NavigationWindowID.self) { $window in
                ExampleWindowView(window: window, app: app)
            } defaultValue: {
                NavigationWindowID()
            }
        }
    }

    /// One window of the example app with windows: its own navigator, restored from its
    /// own scene, and its links and "open in new window" decided by ``ExampleWindows``.
    ///
    /// ```swift
    /// @main
    /// struct ExampleMain: App {
    ///     @State private var app = ExampleWindows()
    ///
    ///     var body: some Scene {
    ///         ExampleWindowsScene(app: app)
    ///     }
    /// }
    /// ```
    @MainActor
    public struct ExampleWindowView: View {
        private let window: NavigationWindowID
        private let app: ExampleWindows

        /// Creates the view of one window.
        ///
        /// - Parameters:
        ///   - window: The window's identity, the scene's `WindowGroup` value.
        ///   - app: The app that owns every window.
        public init(window: NavigationWindowID, app: ExampleWindows) {
            self.window = window
            self.app = app
        }

        public var body: some View {
            NavigationWindow(
                window, in: app.windows, schemaVersion: ExampleApp.schemaVersion, fallback: ExampleApp.initialState
            ) { _ in
                if let windowApp = app.app(for: window) {
                    AppRootView(app: windowApp, opensLinks: false)
                }
            }
        }
    }
#endif
