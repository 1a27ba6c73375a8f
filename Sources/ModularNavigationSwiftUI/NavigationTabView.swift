#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws a navigator with tabs: a `TabView` with one navigation stack per tab.
    ///
    /// The selection lives in the navigator, not in a binding the app keeps: every tap
    /// reaches ``Navigator/selectTab(_:)``, including a tap on the selected tab, so the
    /// navigator's re-tap rule (back to the root, by default) applies. Sheets and covers
    /// hang off the selected tab's stack, as in the navigator. The navigator is marked
    /// attached (``Navigator/attachUI()``) once its first screen has appeared.
    ///
    /// ```swift
    /// NavigationTabView(
    ///     navigator: navigator,
    ///     tabModels: [
    ///         NavigationTabModel(label: Label("Home", systemImage: "house"), destination: .home),
    ///         NavigationTabModel(label: Label("Profile", systemImage: "person"), destination: .profile),
    ///     ]
    /// ) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client)
    /// }
    /// ```
    @MainActor
    public struct NavigationTabView<Route: Hashable & Sendable, Tab: Hashable & Sendable, TabLabel: View, Screen: View>:
        View
    {
        @State private var driver: TransitionDriver<Route, Tab>
        private let tabModels: [NavigationTabModel<Tab, TabLabel>]
        private let builder: DestinationBuilder<Route, Screen>

        /// Creates a tab view that draws a navigator.
        ///
        /// The view keeps the navigator it was first created with; tabs that the
        /// navigator does not have draw nothing.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state has tabs.
        ///   - tabModels: The tab items, in tab bar order.
        ///   - builder: Builds the view of each screen.
        public init(
            navigator: Navigator<Route, Tab>,
            tabModels: [NavigationTabModel<Tab, TabLabel>],
            builder: @escaping DestinationBuilder<Route, Screen>
        ) {
            _driver = State(initialValue: TransitionDriver(navigator: navigator, diagnose: AdapterLog.report))
            self.tabModels = tabModels
            self.builder = builder
        }

        public var body: some View {
            // Before anything reads the driver, so the first frame shows the navigator's
            // state as it is now (after any restoration), not as it was at `init`.
            let _ = driver.start()
            TabView(selection: selection) {
                ForEach(tabModels) { model in
                    StackView(driver: driver, location: .tab(model.destination), rootMode: .root, builder: builder)
                        .onTabReselected(reselected)
                        .tabItem { model.label }
                        .tag(Optional(model.destination))
                }
            }
        }

        /// A re-tap reported by UIKit's tab bar, by tab bar index; the setter stays the
        /// main path, this one covers a `TabView` that does not call it on a re-tap.
        private var reselected: @MainActor (Int) -> Void {
            let driver = driver
            let tabs = tabModels.map(\.destination)
            return { index in
                guard tabs.indices.contains(index) else { return }
                driver.tabReselected(tabs[index])
            }
        }

        /// Reads the drawn selection; every write, the same tab included, is a tap.
        private var selection: Binding<Tab?> {
            let driver = driver
            return Binding(
                get: { driver.selectedTab },
                set: { driver.tabWritten($0) }
            )
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
                NavigationTabModel(label: Label("Home", systemImage: "house"), destination: PreviewTab.home),
                NavigationTabModel(label: Label("Settings", systemImage: "gear"), destination: PreviewTab.settings),
            ]
        ) { route, mode, client in
            PreviewScreen(route: route, mode: mode, client: client)
        }
    }
#endif
