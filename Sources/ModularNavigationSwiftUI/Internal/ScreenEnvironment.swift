#if canImport(SwiftUI)
    package import ModularNavigation
    package import ModularNavigationDrawing
    package import SwiftUI

    extension View {
        /// What every drawn screen's view finds in its environment, whichever backend
        /// draws it: the client bound to the screen, its mode, the navigator, and the
        /// route it zooms from.
        ///
        /// `ScreenView` and the UIKit backend's hosted screens both call it, so a module
        /// does not know which backend draws it.
        ///
        /// - Parameters:
        ///   - navigator: The navigator that draws the screen.
        ///   - screen: The screen's identity.
        ///   - route: The screen's route.
        ///   - mode: How the screen is shown.
        ///   - client: The client bound to the screen.
        package func navigationScreenEnvironment<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
            navigator: Navigator<Route, Tab>,
            screen: EntryID,
            route: Route,
            mode: NavigationMode,
            client: NavigationClient<Route>
        ) -> some View {
            environment(
                \.navigationClient,
                AnyNavigationClient(client) { [weak navigator] requested, available in
                    AdapterLog.report(
                        "asked for NavigationClient<\(requested)> in a screen whose client is NavigationClient<\(available)>"
                    )
                    navigator?.reportClientTypeMismatch(requested: requested, available: available, screen: screen)
                }
            )
            .environment(\.navigationMode, mode)
            .environment(\.navigationTransitionSource, AnyHashableSendable(route))
            .environment(navigator)
        }
    }

    extension View {
        /// What every view under a root finds in its environment, whichever backend draws
        /// it: the navigator, and the driver drawing it, which `NavigationSplitReader`
        /// writes its lists' selections through and zoom transitions mark their sources in.
        ///
        /// `DriverRoot` gives it to its whole layout; the UIKit backend to each screen it
        /// hosts, which has no SwiftUI root above it.
        @MainActor
        package func navigationDrawingEnvironment<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
            _ driver: TransitionDriver<Route, Tab>
        ) -> some View {
            environment(driver.navigator)
                .environment(\.transitionSources, TransitionSourceRegistry(driver))
                .environment(\.drawingDriver, DrawingDriverLookup(driver))
        }
    }

    extension View {
        /// Gives the screens of a tab the tab's scroll-to-top requests, which
        /// `onScrollToTop(perform:)` reads: a tab of ``NavigationTabProxy``'s, or one the
        /// UIKit backend's tab bar controller draws with SwiftUI screens in it.
        package func scrollToTopRequests<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
            of tab: Tab, in navigator: Navigator<Route, Tab>
        ) -> some View {
            environment(\.scrollToTopRequests, ScrollToTopRequestsReader { navigator.scrollToTopRequests(for: tab) })
        }
    }
#endif
