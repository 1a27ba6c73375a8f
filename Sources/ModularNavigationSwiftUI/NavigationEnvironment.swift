#if canImport(SwiftUI)
    public import SwiftUI
    public import ModularNavigation

    // What a screen's views read about the screen they belong to.
    extension EnvironmentValues {
        /// The navigation client of the screen this view belongs to.
        ///
        /// Set by the adapter for every screen it draws and by ``NavigationDestinationView``;
        /// ``AnyNavigationClient/noop`` elsewhere.
        public var navigationClient: AnyNavigationClient {
            get { self[NavigationClientKey.self] }
            set { self[NavigationClientKey.self] = newValue }
        }

        /// How the screen this view belongs to is shown: pushed, in a sheet or cover, or
        /// as a stack's root.
        ///
        /// Set by the adapter for every screen it draws, so a
        /// ``NavigationDestinationView`` inside a screen needs no `mode:` argument;
        /// ``NavigationMode/root`` elsewhere.
        public var navigationMode: NavigationMode {
            get { self[NavigationModeKey.self] }
            set { self[NavigationModeKey.self] = newValue }
        }

        /// Whether the screen this view belongs to is drawn in the small overlay of a
        /// minimized flow (``NavigationState/minimized``), so it draws its compact form: a
        /// call's name and timer, a player's title and play button.
        ///
        /// Set by the adapter in the overlay; `false` elsewhere, the same screen drawn full
        /// size in its layer.
        public var isNavigationFlowMinimized: Bool {
            get { self[MinimizedKey.self] }
            set { self[MinimizedKey.self] = newValue }
        }
    }

    // The keys are written by hand rather than with `@Entry`, which needs the iOS 18 SDK.

    private struct NavigationClientKey: EnvironmentKey {
        static let defaultValue = AnyNavigationClient.noop
    }

    private struct NavigationModeKey: EnvironmentKey {
        static let defaultValue = NavigationMode.root
    }

    private struct MinimizedKey: EnvironmentKey {
        static let defaultValue = false
    }
#endif
