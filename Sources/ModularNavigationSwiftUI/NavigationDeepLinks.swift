#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    extension View {
        /// Opens the URLs this scene receives through a navigator.
        ///
        /// Every URL that reaches `onOpenURL` (custom schemes and universal links) goes to
        /// ``Navigator/open(_:)``, so it is resolved with the navigator's
        /// table, passes through its guards, and is reported as an event. A link that
        /// arrives before the navigation view's first screen has appeared (a cold start) waits for it and is
        /// applied once; a bad link changes nothing and is reported as
        /// ``NavigationEvent/deepLinkFailed(_:_:)``.
        ///
        /// ```swift
        /// NavigationRootView(navigator: navigator) { route, mode, client in
        ///     AppDestinationView(route: route, mode: mode, client: client)
        /// }
        /// .navigationDeepLinks(navigator)
        /// ```
        ///
        /// - Parameter navigator: The navigator that opens the links; set its
        ///   ``Navigator/deepLinks`` table first.
        /// - Returns: A view that opens the URLs it receives.
        @MainActor
        public func navigationDeepLinks<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
            _ navigator: Navigator<Route, Tab>
        ) -> some View {
            onOpenURL { url in
                navigator.open(url)
            }
        }
    }
#endif
