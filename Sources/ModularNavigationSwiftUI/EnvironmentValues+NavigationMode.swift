#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    extension EnvironmentValues {
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
    }

    /// Written by hand rather than with `@Entry`, which needs the iOS 18 SDK.
    private struct NavigationModeKey: EnvironmentKey {
        static let defaultValue = NavigationMode.root
    }
#endif
