import ModularNavigation

/// The layouts a rule must behave the same in, each as a navigator with its top screen
/// in front: a single stack, tabs, a stack above the tabs, a split view in two and three
/// columns, and a split view inside a tab.
enum EveryLayout: String, CaseIterable, Sendable {
    case stack, tabs, aboveTabs, split, threeColumns, tabSplit

    /// A navigator in this layout, nothing presented.
    @MainActor
    func navigator() -> Navigator<TestRoute, TestTab> {
        switch self {
        case .stack:
            return Navigator(TabState(root: .home))
        case .tabs:
            return Navigator(TabState.threeTabs())
        case .aboveTabs:
            let navigator = Navigator(TabState.threeTabs())
            navigator.showAboveTabs(.picker)
            return navigator
        case .split:
            return Navigator(TabState(sidebar: .home, selection: .list))
        case .threeColumns:
            return Navigator(
                (try? TabState(sidebar: .home, selection: .list, contentSelection: .settings)) ?? TabState(root: .home))
        case .tabSplit:
            let navigator = Navigator(TabState.splitInHome())
            navigator.perform(.selectSidebar(.list))
            return navigator
        }
    }
}
