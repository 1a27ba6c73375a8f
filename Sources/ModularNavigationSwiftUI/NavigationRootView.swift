#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// Draws a navigator: its stack in a `NavigationStack`, and its sheets and covers.
    ///
    /// Unlike a hand-written `NavigationStack(path:)`, the path is the screens
    /// themselves (each `NavigationEntry` with its identity and route), and compound changes (dismiss a sheet and push, present
    /// a sheet and a sheet over it) reach SwiftUI one step per update, each step
    /// starting when SwiftUI reports the previous one finished. Back swipes and swiped
    /// away sheets come back to the navigator as intents about the screen the user left.
    ///
    /// Every screen gets the client bound to it, both as the builder's argument and as
    /// `@Environment(\.navigationClient)`. The navigator is marked attached
    /// (``Navigator/attachUI()``) once its first screen has appeared, which applies a deep
    /// link that arrived at launch. App-level views below it read the navigator with
    /// `@Environment(Navigator<AppRoute, Never>.self)`. For an app with tabs, use
    /// ``NavigationTabContainer`` or ``NavigationTabView``;
    /// given a navigator with tabs, this view draws the selected tab's stack alone.
    ///
    /// ```swift
    /// @State private var navigator = Navigator(root: AppRoute.home)
    ///
    /// var body: some View {
    ///     NavigationRootView(navigator: navigator) { route, mode, client in
    ///         AppDestinationView(route: route, mode: mode, client: client)
    ///     }
    /// }
    /// ```
    @MainActor
    public struct NavigationRootView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        private let navigator: Navigator<Route, Tab>
        private let builder: DestinationBuilder<Route, Screen>

        /// Creates a view that draws a navigator.
        ///
        /// The view keeps the navigator it was first created with.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw.
        ///   - builder: Builds the view of each screen.
        public init(navigator: Navigator<Route, Tab>, @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>)
        {
            self.navigator = navigator
            self.builder = builder
        }

        public var body: some View {
            DriverRoot(navigator: navigator, builder: builder) { driver in
                // Given tabs, another tab's stack is a new NavigationStack, not the old path
                // animating into the new one.
                StackView(driver: driver, location: driver.baseLocation, builder: builder)
                    .id(driver.baseStackIdentity)
                    // Drawn in place of the tab's stack, the stack above the tabs never
                    // disappears on its own: its leaving is the end of its dismissal, the
                    // signal `AboveTabsView` sends from `onDisappear` in a tab container.
                    .onChange(of: driver.aboveTabsRoot) { left, _ in
                        if let left { driver.stackDidDisappear(root: left) }
                    }
            }
        }
    }
#endif

#if canImport(SwiftUI) && DEBUG
    #Preview("Stack with sheets and covers") {
        let navigator = Navigator(root: PreviewRoute.home)
        navigator.push(.detail(1))
        return NavigationRootView(navigator: navigator) { route, mode, client in
            PreviewScreen(route: route, mode: mode, client: client)
        }
    }
#endif
