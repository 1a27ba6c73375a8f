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
}
