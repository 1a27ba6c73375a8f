#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    extension View {
        /// Saves a navigator's state in the scene's storage after every change, and
        /// restores it when the scene comes back.
        ///
        /// Unlike a hand-written `@SceneStorage` with `onAppear`, the state is restored
        /// before the navigation view first appears, so restored screens keep their
        /// identities and a deep link that opened the app applies on top of the restored
        /// state rather than being overwritten by it. Restoring goes through
        /// ``Navigator/restore(from:schemaVersion:fallback:migration:)``:
        /// guards see it, damaged or old data gives a usable state, and the outcome is
        /// reported as ``NavigationEvent/restored(_:issues:)``.
        ///
        /// ```swift
        /// NavigationRootView(navigator: navigator) { route, mode, client in
        ///     AppDestinationView(route: route, mode: mode, client: client)
        /// }
        /// .navigationRestoration(navigator, key: "navigation", schemaVersion: 1, fallback: .initial)
        /// ```
        ///
        /// - Parameters:
        ///   - navigator: The navigator to save and restore.
        ///   - key: The scene storage key the archive is kept under.
        ///   - schemaVersion: The app's version of its routes and tabs; bump it when a
        ///     saved route could mean something else or stop decoding.
        ///   - fallback: What the app shows on a fresh launch; it also defines the tabs.
        ///   - migration: How to read routes saved under another schema version.
        /// - Returns: A view that keeps the navigator's state across launches.
        @MainActor
        public func navigationRestoration<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>(
            _ navigator: Navigator<Route, Tab>,
            key: String,
            schemaVersion: Int,
            fallback: NavigationState<Route, Tab>,
            migration: RouteMigration<Route>? = nil
        ) -> some View {
            modifier(
                NavigationRestorationModifier(
                    navigator: navigator,
                    key: key,
                    schemaVersion: schemaVersion,
                    fallback: fallback,
                    migration: migration
                )
            )
        }
    }

    /// Restores once, before the content first draws, then saves on every change.
    ///
    /// The restoration runs in `onAppear` of a placeholder, outside any view body; the
    /// content draws in the next update, with the restored state.
    @MainActor
    struct NavigationRestorationModifier<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>:
        ViewModifier
    {
        let navigator: Navigator<Route, Tab>
        let schemaVersion: Int
        let fallback: NavigationState<Route, Tab>
        let migration: RouteMigration<Route>?
        @SceneStorage private var saved: Data?
        @State private var session = RestorationSession<Route, Tab>()
        @State private var isRestored = false

        init(
            navigator: Navigator<Route, Tab>,
            key: String,
            schemaVersion: Int,
            fallback: NavigationState<Route, Tab>,
            migration: RouteMigration<Route>?
        ) {
            self.navigator = navigator
            self.schemaVersion = schemaVersion
            self.fallback = fallback
            self.migration = migration
            _saved = SceneStorage(key)
        }

        func body(content: Content) -> some View {
            Group {
                if isRestored { content } else { Color.clear }
            }
            .onAppear {
                let storage = $saved
                session.start(
                    navigator, saved: saved, schemaVersion: schemaVersion, fallback: fallback, migration: migration
                ) { storage.wrappedValue = $0 }
                isRestored = true
            }
            .onDisappear { session.stop() }
        }
    }
#endif
