#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// What a ``NavigationTabContainer`` hands the app's `TabView`: the selection and each
    /// tab's stack.
    @MainActor
    public struct NavigationTabProxy<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View> {
        let driver: TransitionDriver<Route, Tab>
        let selected: Tab
        let builder: DestinationBuilder<Route, Screen>

        /// The selected tab, for `TabView(selection:)`.
        ///
        /// It reads the tab the screen shows; every write is a tap that goes through the
        /// navigator's rules, the selected tab included (a re-tap pops to the root, or at
        /// the root asks the screen to scroll to its top). Tag each tab with its `Tab`
        /// value: `.tag(AppTab.home)`.
        public var selection: Binding<Tab> {
            let driver = driver
            let selected = selected
            return Binding(
                get: { driver.selectedTab ?? selected },
                set: { driver.tabWritten($0) }
            )
        }

        /// The navigator's tabs in tab bar order as drawn, for a `ForEach` in a tab bar
        /// the user edits (``Navigator/insertTab(_:root:at:)``,
        /// ``Navigator/removeTab(_:)``, ``Navigator/reorderTabs(_:)``).
        public var order: [Tab] { driver.tabOrder }

        /// The tab bar's items in order as drawn: ``order`` with each action tab at its slot
        /// (``Navigator/actionTabSlots``), for a tab bar that draws its compose button among
        /// the tabs (``Navigator/tabBarOrder``).
        public var barOrder: [Tab] {
            let navigator = driver.navigator
            return navigator.tabBarOrder(holding: driver.tabOrder, hiding: navigator.hiddenActionTabs)
        }

        /// The view of one tab: its navigation stack, with what is presented over it, or
        /// for a tab that holds a split view, that split view in two columns.
        ///
        /// - Parameter tab: One of the navigator's tabs; a tab it does not have draws nothing.
        public func stack(for tab: Tab) -> NavigationTabStack<Route, Tab, Screen, EmptyView> {
            NavigationTabStack(driver: driver, tab: tab, builder: builder) { _ in EmptyView() }
        }

        /// The view of a tab that holds a three-column split view.
        ///
        /// It draws the sidebar, the content column that `content` draws for the
        /// sidebar's selection, and the detail stack. A tab with one stack draws its
        /// stack, as ``stack(for:)``.
        ///
        /// - Parameters:
        ///   - tab: One of the navigator's tabs.
        ///   - content: Builds the content column for the sidebar's selection; its list
        ///     binds to a ``NavigationSplitReader``'s ``NavigationSplitProxy/contentSelection``.
        public func split<Content: View>(
            for tab: Tab,
            @ViewBuilder content: @escaping @MainActor (Route) -> Content
        ) -> NavigationTabStack<Route, Tab, Screen, Content> {
            NavigationTabStack(driver: driver, tab: tab, builder: builder, content: content)
        }
    }

    extension NavigationTabProxy {
        /// The groups to draw as iOS 18's `Tab`s and `TabSection`s: the navigator's tabs in
        /// its order, then the offered tabs the user hid, so the sidebar can show them again.
        ///
        /// The core decides it (``Navigator/tabGroups(offered:sections:)``); a tab the
        /// navigator does not hold draws nothing in ``stack(for:)``.
        ///
        /// - Parameters:
        ///   - offered: Every tab the app offers, in its own order.
        ///   - sections: The app's sections of those tabs.
        public func groups(offered: [Tab], sections: [NavigationTabSection<Tab>]) -> [NavigationTabGroup<Tab>] {
            driver.navigator.tabGroups(offered: offered, sections: sections)
        }
    }

    /// One tab's navigation stack, or the split view it holds, as
    /// ``NavigationTabProxy/stack(for:)`` makes it for the app's `TabView`.
    ///
    /// It draws the tab's stack and what is presented over it, reports a re-tap that
    /// UIKit's tab bar sees, and lets the tab's screens observe `onScrollToTop(perform:)`.
    ///
    /// A tab whose state holds a split view (``NavigationTabs/Item/split``) is drawn as a
    /// `NavigationSplitView` in the tab: the sidebar column at the tab's own location, the
    /// detail stack beside it, and the sheets and covers over the detail (over the
    /// sidebar while nothing is selected); in three columns with the content column of
    /// ``NavigationTabProxy/split(for:content:)``. The sidebar's list binds its selection
    /// to a ``NavigationSplitReader``'s ``NavigationSplitProxy/sidebarSelection``, so every write goes through the
    /// navigator's rules as in ``NavigationSplitRootView``; collapsed (compact width), the
    /// split view reads as one stack inside the tab and its back button clears the
    /// selection, the rule the core decides for every split view.
    @MainActor
    public struct NavigationTabStack<
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
            let driver = driver
            let tab = tab
            let navigator = driver.navigator
            tabContent
                // UIKit reports a tap on the selected tab, which is the drawn selection
                // whatever its position: action tabs and user-edited orders shift positions.
                .onTabReselected { _ in
                    guard let selected = driver.selectedTab else { return }
                    driver.tabReselected(selected)
                }
                .scrollToTopRequests(of: tab, in: navigator)
        }

        @ViewBuilder
        private var tabContent: some View {
            if let split = driver.tabSplits[tab] {
                SplitColumns(
                    driver: driver, split: split, tab: tab, sidebar: .tab(tab), detail: .tabDetail(tab),
                    columnVisibility: $columnVisibility, builder: builder, content: content)
            } else {
                StackView(driver: driver, location: .tab(tab), builder: builder)
            }
        }
    }
#endif
