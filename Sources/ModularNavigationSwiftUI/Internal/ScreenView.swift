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
                .navigationScreenEnvironment(
                    navigator: navigator, screen: screen, route: route, mode: mode, client: client
                )
                // A presented root zooms with its whole layer (`PresentationModifier`).
                .zoomTransition(from: mode == .push ? driver.zoomSource(for: route, mode: mode) : nil)
                // The drawing machine's one back-button rule, which the host's gestures read.
                .navigationBarBackButtonHidden(!driver.showsBackButton(on: id))
                .modifier(AboveTabsBackButton(driver: driver, isShown: mode == .aboveTabs, root: id))
                .onFinishedAppearing { driver.receive(.appeared(id)) }
        }
    }
#endif
