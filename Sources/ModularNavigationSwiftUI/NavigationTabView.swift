#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws a navigator with tabs: a `TabView` with one navigation stack per tab.
    ///
    /// A convenience over ``NavigationTabContainer`` for a plain tab bar. The selection
    /// lives in the navigator: every tap reaches it as ``NavigationAction/tapTab(_:)``, including a tap
    /// on the selected tab, so the navigator's re-tap rule (back to the root, by default)
    /// applies. Sheets and covers hang off the selected tab's stack, as in the navigator.
    /// The navigator is marked attached (``Navigator/attachUI()``) once its first screen
    /// has appeared.
    ///
    /// On iOS 18 and macOS 15 it draws SwiftUI's `Tab(value:)` form with
    /// `.sidebarAdaptable`: iPad shows the tabs as a sidebar, with the app's
    /// ``NavigationTabSection``s under their headings, a sidebar tap being a tab tap; given a
    /// `tabRoot`, the user may hide and reorder tabs, an edit kept in the navigator's tabs
    /// (``Navigator/customizeTabs(_:offered:sections:root:)``). A model with the
    /// ``NavigationTabRole/search`` role is the search tab; a model for an action tab
    /// (``Navigator/tabActions``) is drawn at its slot (``Navigator/actionTabSlots``) and a tap
    /// on it runs its action. On iOS 26,
    /// ``tabBarAccessory(_:)`` and ``tabBarMinimizing(_:)`` add a bottom accessory and a
    /// minimizing tab bar. Earlier systems draw the iOS 17 `.tabItem` form. For badges from
    /// the app's own state, write the `TabView` yourself in a ``NavigationTabContainer``.
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
        private let sections: [NavigationTabSection<Tab>]
        private let tabRoot: (@MainActor (Tab) -> Route)?
        private let builder: DestinationBuilder<Route, Screen>
        /// What ``tabBarAccessory(_:)`` and ``tabBarMinimizing(_:)`` set, for iOS 26.
        var bars = NavigationTabBars()

        /// Creates a tab view that draws a navigator.
        ///
        /// The view keeps the navigator it was first created with; tabs that the
        /// navigator does not have draw nothing.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state has tabs.
        ///   - tabModels: The tab items, in the navigator's tab order: every tab the app
        ///     offers, when the user may customize them.
        ///   - sections: Which tabs iPad's sidebar groups under a heading (iOS 18 and
        ///     later; the tab bar shows the tabs themselves).
        ///   - tabRoot: Where given, the user may hide and reorder tabs in the sidebar
        ///     (iOS 18 and later): a hidden tab leaves the navigator with its stack, and one
        ///     shown again starts at this root.
        ///   - builder: Builds the view of each screen.
        public init(
            navigator: Navigator<Route, Tab>,
            tabModels: [NavigationTabModel<Tab>],
            sections: [NavigationTabSection<Tab>] = [],
            tabRoot: (@MainActor (Tab) -> Route)? = nil,
            @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>
        ) {
            self.navigator = navigator
            self.tabModels = tabModels
            self.sections = sections
            self.tabRoot = tabRoot
            self.builder = builder
        }

        public var body: some View {
            NavigationTabContainer(navigator: navigator, builder: builder) { tabs in
                #if canImport(SwiftUICore)
                    if #available(iOS 18, macOS 15, *) {
                        sidebarAdaptable(tabs).navigationTabBars(bars)
                    } else {
                        tabBar(tabs)
                    }
                #else
                    tabBar(tabs)
                #endif
            }
        }

        /// The iOS 17 form: one `.tabItem` per tab, tagged with its `Tab` value.
        private func tabBar(_ tabs: NavigationTabProxy<Route, Tab, Screen>) -> some View {
            TabView(selection: tabs.selection) {
                // The tab bar's order, which the user may edit, action tabs at their slots;
                // a model for a tab the bar does not show draws nothing.
                ForEach(tabs.barOrder.compactMap(model(of:))) { model in
                    tabs.stack(for: model.tab)
                        .tabItem { model.label }
                        .badge(model.badge)
                        .tag(model.tab)
                }
            }
        }

        private func model(of tab: Tab) -> NavigationTabModel<Tab>? {
            tabModels.first { $0.tab == tab }
        }

        #if canImport(SwiftUICore)
            /// The iOS 18 form: `Tab(value:)`s in the core's groups, each section a
            /// `TabSection`, which iPad shows as a sidebar; customizable when a root is given.
            @available(iOS 18, macOS 15, *)
            private func sidebarAdaptable(_ tabs: NavigationTabProxy<Route, Tab, Screen>) -> some View {
                // Without customization the hidden tabs are not drawn at all.
                let offered = tabRoot == nil ? tabs.barOrder : tabModels.map(\.tab)
                return TabView(selection: tabs.selection) {
                    ForEach(tabs.groups(offered: offered, sections: sections), id: \.self) { group in
                        switch group {
                        case .tab(let tab):
                            tabContent(tab, in: tabs)
                        case .section(let section):
                            TabSection(section.title) {
                                ForEach(section.tabs, id: \.self) { tab in tabContent(tab, in: tabs) }
                            }
                            .customizationID(section.id)
                        }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewCustomization(tabRoot.map { tabs.customization(of: tabModels, sections: sections, root: $0) })
            }

            /// One tab, its label from its model; a tab without a model draws its stack
            /// with no label.
            @available(iOS 18, macOS 15, *)
            @TabContentBuilder<Tab>
            private func tabContent(_ tab: Tab, in tabs: NavigationTabProxy<Route, Tab, Screen>) -> some TabContent<Tab>
            {
                let model = model(of: tab)
                // `SwiftUI.Tab`: this view's own generic parameter is named `Tab` too.
                SwiftUI.Tab(value: tab, role: model?.role == .search ? .search : nil) {
                    tabs.stack(for: tab)
                } label: {
                    model?.label
                }
                .badge(model?.badge ?? 0)
                .customizationID(model?.customizationID ?? String(describing: tab))
            }
        #endif
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
