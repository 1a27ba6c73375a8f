#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// Draws a navigator with tabs inside the app's own `TabView`.
    ///
    /// The app keeps its `TabView`, with every modifier it wants (`.tabItem`, `.badge`,
    /// tab customization, and on iOS 18 `Tab`, `TabSection` and `.sidebarAdaptable`);
    /// the container hands it a ``NavigationTabProxy`` with the selection binding and one
    /// stack view per tab. The selection still lives in the navigator: every tap goes
    /// through its rules, so a re-tap pops to the root (or, at the root, asks the screen to
    /// scroll to its top) and switching tabs dismisses what is presented.
    ///
    /// ```swift
    /// NavigationTabContainer(navigator: app.navigator) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies)
    /// } content: { tabs in
    ///     TabView(selection: tabs.selection) {
    ///         tabs.stack(for: .home)
    ///             .tabItem { Label("Home", systemImage: "house") }
    ///             .tag(AppTab.home)
    ///     }
    /// }
    /// ```
    ///
    /// Give the `TabView` the navigator's tabs in the navigator's order: UIKit reports a
    /// re-tap by position. A navigator without tabs draws nothing here; use
    /// ``NavigationRootView``. The navigator is in the environment of everything inside, as
    /// `@Environment(Navigator<AppRoute, AppTab>.self)`.
    ///
    /// While the navigator has a stack above the tabs (``Navigator/showAboveTabs(_:)``),
    /// the container draws it over the whole `TabView`, tab bar included, moving in from
    /// the trailing edge, with a back button on its root that shows the tabs again.
    @MainActor
    public struct NavigationTabContainer<
        Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View, Content: View
    >: View {
        private let navigator: Navigator<Route, Tab>
        private let builder: DestinationBuilder<Route, Screen>
        private let content: @MainActor (NavigationTabProxy<Route, Tab, Screen>) -> Content

        /// Creates a container that draws a navigator's tabs in the app's own tab view.
        ///
        /// The view keeps the navigator it was first created with.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state has tabs.
        ///   - builder: Builds the view of each screen, in every tab.
        ///   - content: The app's `TabView`, given the selection and the tabs' stacks.
        public init(
            navigator: Navigator<Route, Tab>,
            @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>,
            @ViewBuilder content: @escaping @MainActor (NavigationTabProxy<Route, Tab, Screen>) -> Content
        ) {
            self.navigator = navigator
            self.builder = builder
            self.content = content
        }

        public var body: some View {
            DriverRoot(navigator: navigator, builder: builder) { driver in
                if let selected = driver.selectedTab {
                    let isCovered = driver.aboveTabsRoot != nil
                    // The stack above the tabs is a sibling of the tab view, never nested in one
                    // of its stacks; the tab view stays drawn (and its stacks as they were) under it.
                    ZStack {
                        content(NavigationTabProxy(driver: driver, selected: selected, builder: builder))
                            .accessibilityHidden(isCovered)
                        AboveTabsView(driver: driver, builder: builder)
                            .zIndex(1)
                    }
                    .animation(.default, value: driver.aboveTabsRoot)
                }
            }
        }
    }
#endif
