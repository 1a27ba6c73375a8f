#if canImport(SwiftUI)
    public import SwiftUI

    extension EnvironmentValues {
        /// The navigation client of the screen this view belongs to.
        ///
        /// Set by the adapter for every screen it draws and by ``NavigationDestinationView``;
        /// ``AnyNavigationClient/noop`` elsewhere.
        public var navigationClient: AnyNavigationClient {
            get { self[NavigationClientKey.self] }
            set { self[NavigationClientKey.self] = newValue }
        }
    }

    /// Written by hand rather than with `@Entry`, which needs the iOS 18 SDK.
    private struct NavigationClientKey: EnvironmentKey {
        static let defaultValue = AnyNavigationClient.noop
    }
#endif
