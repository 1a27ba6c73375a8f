#if canImport(SwiftUI)
    import ModularNavigation
    public import SwiftUI

    /// The split view a tab holds, drawn in that tab as a `NavigationSplitView`: the
    /// sidebar column at the tab's own location, the detail stack beside it, and the
    /// sheets and covers over the detail (over the sidebar while nothing is selected).
    ///
    /// ``NavigationTabProxy/stack(for:)`` draws it for a tab whose state holds a split
    /// view (``NavigationTabs/Item/split``), in two columns;
    /// ``NavigationTabProxy/split(for:content:)`` draws three, with the app's content
    /// column. The sidebar's list binds its selection to
    /// ``Navigator/sidebarSelectionBinding(in:)``, so every write goes through the
    /// navigator's rules as in ``NavigationSplitRootView``; collapsed (compact width),
    /// the split view reads as one stack inside the tab and its back button clears the
    /// selection, the rule the core decides for every split view.
    @MainActor
    public struct NavigationTabSplit<
        Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View, Content: View
    >: View {
        let driver: TransitionDriver<Route, Tab>
        let tab: Tab
        let builder: DestinationBuilder<Route, Screen>
        let content: @MainActor (Route) -> Content
        /// Column visibility is view state, as in ``NavigationSplitRootView``.
        @State private var columnVisibility = NavigationSplitViewVisibility.automatic

        init(
            driver: TransitionDriver<Route, Tab>,
            tab: Tab,
            builder: @escaping DestinationBuilder<Route, Screen>,
            content: @escaping @MainActor (Route) -> Content
        ) {
            self.driver = driver
            self.tab = tab
            self.builder = builder
            self.content = content
        }

        public var body: some View {
            if let split = driver.tabSplits[tab] {
                SplitColumns(
                    driver: driver, split: split, sidebar: .tab(tab), detail: .tabDetail(tab),
                    columnVisibility: $columnVisibility, builder: builder, content: content)
            }
        }
    }
#endif
