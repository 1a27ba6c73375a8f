import ModularNavigation

extension NavigationState where Route == TestRoute, Tab == TestTab {
    /// Three tabs; `.home` holds a split view (its sidebar `.home`, in three columns when
    /// asked), the others a stack each, `.home` selected.
    static func splitInHome(threeColumns: Bool = false, selected: TestTab = .home) -> Self {
        (try? NavigationState(
            tabs: TestTab.allCases, selectedTab: selected, splitTabs: [.home],
            contentColumnTabs: threeColumns ? [.home] : []
        ) { tab in tab == .home ? .home : .settings }) ?? .threeTabs()
    }
}
