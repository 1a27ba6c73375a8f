#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// What hangs over a root view's whole layout: the layer presented over the app,
    /// attached here rather than to the base stack so that a new tab or selection under
    /// it does not dismiss it, and the minimized flow's overlay.
    @MainActor
    struct AppLayers<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        let builder: DestinationBuilder<Route, Screen>

        func body(content: Content) -> some View {
            content
                .overlay(alignment: .bottom) {
                    if let (screen, mode) = driver.minimizedScreen {
                        MinimizedFlowOverlay(driver: driver, screen: screen, mode: mode, builder: builder)
                            .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                }
                .animation(.default, value: driver.minimizedFlow?.stack.root.id)
                .modifier(PresentationModifier(driver: driver, location: nil, builder: builder))
        }
    }

    /// The minimized flow drawn small above the layout, which a tap expands.
    ///
    /// Its top screen, built by the app's builder with `isNavigationFlowMinimized` set in
    /// the environment. It sits above the tab bar while one shows, which stays in reach.
    @MainActor
    struct MinimizedFlowOverlay<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        let driver: TransitionDriver<Route, Tab>
        /// The flow's top screen and its mode, as the driver draws them (`minimizedScreen`).
        let screen: NavigationEntry<Route>
        let mode: NavigationMode
        let builder: DestinationBuilder<Route, Screen>

        /// The height of the tab bar the overlay sits above; the system's compact one.
        private static var tabBarHeight: CGFloat { 49 }

        var body: some View {
            let navigator = driver.navigator
            let client = navigator.client(for: screen.id)
            builder(screen.route, mode, client)
                .navigationScreenEnvironment(
                    navigator: navigator, screen: screen.id, route: screen.route, mode: mode, client: client
                )
                .environment(\.isNavigationFlowMinimized, true)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                .padding(.horizontal, 12)
                .padding(.bottom, driver.selectedTab != nil && driver.aboveTabsRoot == nil ? Self.tabBarHeight + 8 : 8)
                .contentShape(Rectangle())
                .onTapGesture { driver.minimizedFlowTapped() }
                .accessibilityAddTraits(.isButton)
                .accessibilityAction(named: Text("Expand")) { driver.minimizedFlowTapped() }
        }
    }
#endif
