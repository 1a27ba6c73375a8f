#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// A split view's columns as `NavigationSplitView` draws them: the sidebar stack, the
    /// content column for the sidebar's selection in three columns, and the detail stack
    /// once there is one.
    ///
    /// The app's split view (``NavigationSplitRootView``) and a tab's
    /// (``NavigationTabStack``) differ only in where their columns' stacks live and who
    /// keeps the column visibility, so both draw through this one view.
    @MainActor
    struct SplitColumns<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View, Content: View>: View {
        let driver: TransitionDriver<Route, Tab>
        let split: DrawnSplit<Route>
        /// The tab that holds the split view, `nil` for the app's.
        let tab: Tab?
        let sidebar: StackLocation<Tab>
        let detail: StackLocation<Tab>
        let columnVisibility: Binding<NavigationSplitViewVisibility>
        let builder: DestinationBuilder<Route, Screen>
        let content: @MainActor (Route) -> Content
        @Environment(\.splitDetailPlaceholder) private var placeholder

        var body: some View {
            if split.hasContentColumn {
                NavigationSplitView(columnVisibility: columnVisibility) {
                    sidebarColumn
                } content: {
                    if let selection = split.selection {
                        // A new section is a new list: fresh scroll position and view state.
                        content(selection).id(selection)
                            // Collapsed, the content list's back button clears the sidebar's
                            // selection; hidden when a guard would refuse that write.
                            .navigationBarBackButtonHidden(!driver.allowsCollapsedBack(clearing: .sidebar, in: tab))
                    }
                } detail: {
                    detailColumn
                }
            } else {
                NavigationSplitView(columnVisibility: columnVisibility) {
                    sidebarColumn
                } detail: {
                    detailColumn
                }
            }
        }

        private var sidebarColumn: some View {
            StackView(driver: driver, location: sidebar, builder: builder)
        }

        @ViewBuilder
        private var detailColumn: some View {
            if split.hasDetail, let root = driver.slot(at: detail).stack?.root.id {
                StackView(driver: driver, location: detail, builder: builder)
                    // A cleared selection closes the column: the end of that change in
                    // both widths (side by side, no screen appears in the sidebar).
                    .onDisappear { driver.stackDidDisappear(root: root) }
            } else if let placeholder {
                placeholder.make()
            }
        }
    }
#endif
