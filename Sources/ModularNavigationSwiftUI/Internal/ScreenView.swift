#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// One drawn screen: the builder's view with the client bound to this screen, in the
    /// environment too, reporting when it appears.
    @MainActor
    struct ScreenView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        let driver: TransitionDriver<Route, Tab>
        let id: EntryID
        let route: Route
        let mode: NavigationMode
        let builder: DestinationBuilder<Route, Screen>

        var body: some View {
            let navigator = driver.navigator
            let client = navigator.client(for: id)
            let screen = id
            builder(route, mode, client)
                .environment(
                    \.navigationClient,
                    AnyNavigationClient(client) { [weak navigator] requested, available in
                        navigator?.reportClientTypeMismatch(requested: requested, available: available, screen: screen)
                    }
                )
                .environment(\.navigationMode, mode)
                .environment(\.navigationTransitionSource, AnyHashableSendable(route))
                // A presented root zooms with its whole layer (`PresentationModifier`).
                .zoomTransition(from: mode == .push ? driver.zoomSource(for: route, mode: mode) : nil)
                // No back button, and so no back swipe, when a guard would refuse the pop:
                // the screen would slide away and bounce back. A root shows one only as
                // the detail of a collapsed split view, going back to its list.
                .navigationBarBackButtonHidden((mode == .push || mode == .root) && !driver.allowsGoingBack(from: id))
                .modifier(AboveTabsBackButton(driver: driver, isShown: mode == .aboveTabs, root: id))
                .onFinishedAppearing { driver.receive(.appeared(id)) }
        }
    }
#endif
