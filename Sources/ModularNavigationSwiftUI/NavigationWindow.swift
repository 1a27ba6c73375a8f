// Windows exist where SwiftUI can open them: not on tvOS or watchOS.
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// One window of a ``NavigationWindows``: binds the window's scene to its navigator.
    ///
    /// Put it at the top of a `WindowGroup(for: NavigationWindowID.self)`. It connects the
    /// scene to the owner, which restores the window from the scene's own
    /// `@SceneStorage` (or keeps the window the owner opened for a route), and saves the
    /// window there after every change. It tells the owner which window is frontmost
    /// (the scene becoming active, or on macOS the window becoming key), injects SwiftUI's
    /// `openWindow(value:)` as ``NavigationWindows/showWindow`` and the platform's
    /// `supportsMultipleWindows`, sends the URLs the scene receives to
    /// ``NavigationWindows/open(_:)``, and closes the window in the owner when its view
    /// goes away, releasing its screens. The rules themselves are the owner's.
    ///
    /// ```swift
    /// WindowGroup(for: NavigationWindowID.self) { $window in
    ///     NavigationWindow(window, in: windows, schemaVersion: 1, fallback: .initial) { navigator in
    ///         NavigationRootView(navigator: navigator) { route, mode, client in
    ///             AppDestinationView(route: route, mode: mode, client: client)
    ///         }
    ///     }
    /// } defaultValue: {
    ///     NavigationWindowID()
    /// }
    /// ```
    @MainActor
    public struct NavigationWindow<
        Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable, Content: View
    >: View {
        private let window: NavigationWindowID
        private let windows: NavigationWindows<Route, Tab>
        private let schemaVersion: Int
        private let fallback: NavigationState<Route, Tab>
        private let migration: RouteMigration<Route>?
        private let content: (Navigator<Route, Tab>) -> Content
        // One key for every window: scene storage is the scene's own already.
        @SceneStorage("ModularNavigation.window") private var saved: Data?
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
        @Environment(\.openWindow) private var openWindow
        @State private var navigator: Navigator<Route, Tab>?

        /// Creates the view of one window.
        ///
        /// - Parameters:
        ///   - window: The window's identity, the scene's `WindowGroup` value.
        ///   - windows: The owner of every window's navigator.
        ///   - schemaVersion: The app's version of its routes and tabs.
        ///   - fallback: What a new window shows; it also defines the tabs.
        ///   - migration: How to read routes saved under another schema version.
        ///   - content: Draws the window's navigator, for example with `NavigationRootView`.
        public init(
            _ window: NavigationWindowID,
            in windows: NavigationWindows<Route, Tab>,
            schemaVersion: Int,
            fallback: NavigationState<Route, Tab>,
            migration: RouteMigration<Route>? = nil,
            @ViewBuilder content: @escaping (Navigator<Route, Tab>) -> Content
        ) {
            self.window = window
            self.windows = windows
            self.schemaVersion = schemaVersion
            self.fallback = fallback
            self.migration = migration
            self.content = content
        }

        public var body: some View {
            Group {
                // Drawn from the next update on, with the restored state, so restored
                // screens keep their identities.
                if let navigator { content(navigator) } else { Color.clear }
            }
            .onAppear(perform: connect)
            .onDisappear {
                windows.disconnectScene(window)
                try? windows.closeWindow(window)
                navigator = nil
            }
            .onChange(of: scenePhase, initial: true) { _, phase in
                if phase == .active { activate() }
            }
            .onWindowBecameKey(activate)
            .onChange(of: supportsMultipleWindows, initial: true) { _, supported in
                windows.supportsMultipleWindows = supported
            }
            .onOpenURL { url in windows.open(url) }
        }

        private func connect() {
            let storage = $saved
            let openWindow = openWindow
            windows.showWindow = { openWindow(value: $0) }
            navigator = windows.connectScene(
                window, saved: saved, schemaVersion: schemaVersion, fallback: fallback, migration: migration
            ) { storage.wrappedValue = $0 }
            activate()
        }

        private func activate() {
            // A scene that reports its phase before it connected has nothing to activate.
            guard navigator != nil, scenePhase == .active else { return }
            try? windows.activateWindow(window)
        }
    }
#endif
