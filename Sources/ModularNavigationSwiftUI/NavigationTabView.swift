#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws a navigator with tabs: a `TabView` with one navigation stack per tab.
    ///
    /// A convenience over ``NavigationTabContainer`` for a plain tab bar. The selection
    /// lives in the navigator: every tap reaches ``Navigator/selectTab(_:)``, including a tap
    /// on the selected tab, so the navigator's re-tap rule (back to the root, by default)
    /// applies. Sheets and covers hang off the selected tab's stack, as in the navigator.
    /// The navigator is marked attached (``Navigator/attachUI()``) once its first screen
    /// has appeared. For badges from the app's own state, tab customization or iOS 18's
    /// `Tab`, write the `TabView` yourself in a ``NavigationTabContainer``.
    ///
    /// ```swift
    /// NavigationTabView(
    ///     navigator: navigator,
    ///     tabModels: [
    ///         NavigationTabModel(label: Label("Home", systemImage: "house"), tab: .home),
    ///         NavigationTabModel(label: Text("Profile"), tab: .profile, badge: 2),
    ///     ]
    /// ) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client)
    /// }
    /// ```
    @MainActor
    public struct NavigationTabView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        private let navigator: Navigator<Route, Tab>
        private let tabModels: [NavigationTabModel<Tab>]
        private let builder: DestinationBuilder<Route, Screen>

        /// Creates a tab view that draws a navigator.
        ///
        /// The view keeps the navigator it was first created with; tabs that the
        /// navigator does not have draw nothing.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state has tabs.
        ///   - tabModels: The tab items, in the navigator's tab order.
        ///   - builder: Builds the view of each screen.
        public init(
            navigator: Navigator<Route, Tab>,
            tabModels: [NavigationTabModel<Tab>],
            @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>
        ) {
            self.navigator = navigator
            self.tabModels = tabModels
            self.builder = builder
        }

        public var body: some View {
            NavigationTabContainer(navigator: navigator, builder: builder) { tabs in
                TabView(selection: tabs.selection) {
                    ForEach(tabModels) { model in
                        tabs.stack(for: model.tab)
                            .tabItem { model.label }
                            .badge(model.badge)
                            .tag(model.tab)
                    }
                }
            }
        }
    }
#endif

#if canImport(SwiftUI) && DEBUG
    #Preview("Two tabs") {
        let navigator = Navigator(
            try! NavigationState(selectedTab: PreviewTab.home) { tab in
                tab == .home ? PreviewRoute.home : PreviewRoute.settings
            })
        return NavigationTabView(
            navigator: navigator,
            tabModels: [
                NavigationTabModel(label: Label("Home", systemImage: "house"), tab: PreviewTab.home),
                NavigationTabModel(label: Text("Settings"), tab: PreviewTab.settings, badge: 1),
            ]
        ) { route, mode, client in
            PreviewScreen(route: route, mode: mode, client: client)
        }
    }

    #Preview("A stack above the tabs") {
        let navigator = Navigator(
            try! NavigationState(selectedTab: PreviewTab.home) { tab in
                tab == .home ? PreviewRoute.home : PreviewRoute.settings
            })
        // Over the whole tab view, tab bar included; its root's back button shows the tabs.
        navigator.showAboveTabs(.detail(1))
        return NavigationTabView(
            navigator: navigator,
            tabModels: [
                NavigationTabModel(label: Label("Home", systemImage: "house"), tab: PreviewTab.home),
                NavigationTabModel(label: Text("Settings"), tab: PreviewTab.settings),
            ]
        ) { route, mode, client in
            PreviewScreen(route: route, mode: mode, client: client)
        }
    }
#endif
