import ModularNavigation
import ModularNavigationTesting
import Testing

// The Adaptive layouts article's printed tree of a tab that holds a split view.

private enum InventoryTab: Hashable, Sendable {
    case home, assets
}

private enum InventoryRoute: Hashable, Sendable {
    case home
    case assets
    case asset(id: Int)
    case part(id: Int)
}

@Suite("the Adaptive layouts article: a split view in a tab")
struct TabSplitArticleTests {
    @Test("a tab's split view prints its sidebar, with the selection, and its detail under the tab")
    func printedTree() throws {
        let tabs = [InventoryTab.home, .assets]
        var state = try NavigationState(tabs: tabs, selectedTab: .assets, splitTabs: [.assets]) { tab in
            tab == .home ? InventoryRoute.home : .assets
        }
        try state.perform(.selectSidebar(.asset(id: 7), in: .assets))
        try state.perform(.push(.part(id: 2)))
        #expect(
            state.treeDescription
                == """
                tab home
                  #0 home
                tab assets (selected)
                  sidebar (selected: asset(id: 7))
                    #1 assets
                  detail
                    #2 asset(id: 7)
                    #3 part(id: 2)
                """)
    }
}
