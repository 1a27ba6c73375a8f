public import ModularNavigation

extension ExampleApp {
    /// The tab layout for iPad and Mac: five tabs, Assets holding a split view.
    ///
    /// The Assets list is the tab's sidebar, and the asset picked there roots the tab's
    /// detail, where it links an issue as in the phone layout; the other tabs keep their
    /// stacks. In compact width (Slide Over, a narrow window) the tab's split view
    /// collapses to one stack inside the tab, as `NavigationSplitView` does, and the
    /// core's rule for every split view holds: back from the asset clears the selection.
    public nonisolated static var splitTabState: NavigationState<AppRoute, AppTab> {
        // A fixed enum holding `.assets`: it cannot throw.
        try! NavigationState(
            tabs: AppTab.allCases, selectedTab: .home, splitTabs: [.assets], root: AppRoute.root(of:))
    }

    /// The tab whose split view's sidebar a screen at this place is the root of, or `nil`.
    ///
    /// In SwiftUI that root is a `List(selection:)` whose rows write the tab's sidebar
    /// selection (`AssetsTabRoot`); its model's pushes stand in for those writes here
    /// (``sidebarClient(in:of:)``), as the three-column content list's do.
    func sidebarTab(at location: StackLocation<AppTab>, index: Int) -> AppTab? {
        guard case .tab(let tab) = location, index == 0, navigator.state.split(in: tab) != nil else { return nil }
        return tab
    }

    /// The client of a tab's sidebar list: a push picks the row, selecting it in the
    /// tab's split view; what it presents goes over the split view.
    func sidebarClient(in tab: AppTab, of screen: EntryID) -> NavigationClient<AppRoute> {
        let own = client(screen)
        return NavigationClient(
            navigate: { [weak navigator] route, mode in
                guard let navigator else { return }
                switch mode {
                case .root, .push, .aboveTabs, .selected: navigator.perform(.selectSidebar(route, in: tab))
                case .presented, .window: own.navigate(to: route, mode: mode)
                }
            },
            dismiss: { own.dismiss() },
            close: { own.close() }
        )
    }
}
