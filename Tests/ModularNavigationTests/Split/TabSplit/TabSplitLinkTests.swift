import ModularNavigation
import Testing

@Suite("A split view inside a tab: links")
struct TabSplitLinkTests {
    @Test("a link selects the tab and opens its split view with a selection and a detail path")
    func linkOpensTheTabsSplit() throws {
        var state = TabState.splitInHome(selected: .search)
        try state.navigate(to: .split(selecting: .list, path: [.detail(1), .settings], in: .home))
        #expect(state.selectedTab == .home)
        #expect(state.split(in: .home)?.selection == .list)
        #expect(state.stack(at: .tabDetail(.home))?.entries.map(\.route) == [.list, .detail(1), .settings])
        #expect(state.topLocation == .tabDetail(.home))
    }

    @Test(
        "in three columns a link names every column of the tab's split view; one without a tab uses the selected tab's")
    func threeColumns() throws {
        var state = TabState.splitInHome(threeColumns: true)
        try state.navigate(to: .split(selecting: .list, content: .detail(3), path: [.settings]))
        #expect(state.split(in: .home)?.contentSelection == .detail(3))
        #expect(state.stack(at: .tabDetail(.home))?.entries.map(\.route) == [.detail(3), .settings])
        try state.navigate(to: .split(selecting: nil, in: .home))
        #expect(state.split(in: .home)?.selection == nil)
        #expect(state.stack(at: .tabDetail(.home)) == nil)
    }

    @Test("a plain stack link sets the base stack: the detail, in a tab's split view as in the app's")
    func stackLinkSetsTheDetail() throws {
        var inTab = TabState.splitInHome()
        try inTab.perform(.selectSidebar(.list, in: .home))
        var app = NavigationState<TestRoute, TestTab>(sidebar: .home, selection: .list)
        try inTab.navigate(to: .stack(path: [.settings]))
        try app.navigate(to: .stack(path: [.settings]))
        #expect(inTab.stack(at: .tabDetail(.home))?.entries.map(\.route) == [.list, .settings])
        #expect(app.stack(at: .detail)?.entries.map(\.route) == [.list, .settings])
        #expect(inTab.stack(at: .tab(.home))?.entries.map(\.route) == [.home])
    }

    @Test("a link to the split view of a tab with one stack is refused and changes nothing")
    func tabWithoutSplitRefuses() {
        var state = TabState.splitInHome()
        let before = state
        #expect(throws: NavigationError.notSplit) { try state.navigate(to: .split(selecting: .list, in: .search)) }
        #expect(state == before)
    }

    @Test("a link to a tab's split view takes the stack above the tabs down first")
    func linkLeavesTheStackAboveTheTabs() throws {
        var state = TabState.splitInHome()
        try state.perform(.showAboveTabs(.picker))
        try state.navigate(to: .split(selecting: .list, in: .home))
        #expect(state.aboveTabs == nil)
        #expect(state.split(in: .home)?.selection == .list)
    }
}
