#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws a navigator whose state is a split view in a `NavigationSplitView`: the
    /// sidebar screen in the sidebar column, the detail stack in the detail column, and
    /// the sheets and covers over the detail (over the sidebar while nothing is selected).
    ///
    /// The sidebar screen binds its `List(selection:)` to
    /// ``Navigator/sidebarSelectionBinding``, tagging each row with the
    /// route it opens. Every write goes through the navigator's rules: a new item
    /// replaces the detail stack, and when the split view is collapsed (iPhone, Slide
    /// Over), the back button of the detail root writes `nil`, which the navigator takes
    /// as going back from that screen, so guards and events see it as such.
    ///
    /// ```swift
    /// NavigationSplitRootView(navigator: navigator) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client)
    /// }
    /// ```
    ///
    /// A navigator with one stack or tabs draws nothing here; use ``NavigationRootView``
    /// or ``NavigationTabContainer``. Column visibility is the view's own state, not
    /// navigation state: it follows the size class, as `NavigationSplitView`'s does.
    @MainActor
    public struct NavigationSplitRootView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        @State private var driver: TransitionDriver<Route, Tab>
        @State private var columnVisibility = NavigationSplitViewVisibility.automatic
        private let builder: DestinationBuilder<Route, Screen>

        /// Creates a view that draws a navigator's split view.
        ///
        /// The view keeps the navigator it was first created with.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state is a split view.
        ///   - builder: Builds the view of each screen, in both columns and in presentations.
        public init(navigator: Navigator<Route, Tab>, builder: @escaping DestinationBuilder<Route, Screen>) {
            _driver = State(initialValue: TransitionDriver(navigator: navigator, diagnose: AdapterLog.report))
            self.builder = builder
        }

        public var body: some View {
            // Before anything reads the driver, so the first frame shows the navigator's
            // state as it is now (after any restoration), not as it was at `init`.
            let _ = driver.start()
            if let split = driver.splitSelection {
                NavigationSplitView(columnVisibility: $columnVisibility) {
                    StackView(driver: driver, location: .sidebar, rootMode: .root, builder: builder)
                } detail: {
                    if split.hasDetail {
                        StackView(driver: driver, location: .detail, rootMode: .root, builder: builder)
                    }
                }
                .environment(driver.navigator)
            }
        }
    }
#endif
