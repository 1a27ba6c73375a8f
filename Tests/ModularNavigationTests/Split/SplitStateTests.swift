import Foundation
import ModularNavigation
import Testing

typealias SplitState = NavigationState<TestRoute, Never>

@Suite("Split view state")
struct SplitStateTests {
    @Test("a split starts with the sidebar alone, and a selection makes a detail stack rooted at it")
    func selectionMakesDetail() throws {
        var state = SplitState(sidebar: .list)
        #expect(state.split?.detail == nil)
        #expect(state.baseLocation == .sidebar)
        #expect(state.topStack.root.route == .list)

        let events = try state.perform(.selectSidebar(.detail(1)))
        #expect(
            events == [.splitSelected(.detail(1), content: nil), .screenShown(state.topScreen, at: .detail)])
        #expect(state.topScreen.route == .detail(1))
        #expect(state.split?.selection == .detail(1))
        #expect(state.stack(at: .detail)?.root.route == .detail(1))
        #expect(state.baseLocation == .detail)
    }

    @Test("pushes land on the detail stack and leave the sidebar alone")
    func pushOntoDetail() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1))
        let sidebar = state.stack(at: .sidebar)
        try state.perform(.push(.settings))
        #expect(state.stack(at: .detail)?.path.map(\.route) == [.settings])
        #expect(state.stack(at: .sidebar) == sidebar)
        let pushed = try #require(state.topStack.path.last?.id)
        #expect(state.position(of: pushed)?.location == .detail)
    }

    @Test("another selection replaces the detail stack and dismisses what was presented")
    func reselectReplacesDetail() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        let oldRoot = try #require(state.stack(at: .detail)?.root.id)
        try state.perform(.present(.picker, .sheet()))
        try state.perform(.selectSidebar(.detail(2)))
        #expect(state.presentations.isEmpty)
        #expect(state.stack(at: .detail)?.entries.map(\.route) == [.detail(2)])
        #expect(!state.contains(oldRoot))
        // The same item again changes nothing.
        let before = state
        #expect(try state.perform(.selectSidebar(.detail(2))).isEmpty)
        #expect(state == before)
    }

    @Test("back from the detail root clears the selection and shows the sidebar")
    func backFromDetailRoot() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1))
        let root = try #require(state.stack(at: .detail)?.root.id)
        try state.perform(.dismiss(root))
        #expect(state.split?.selection == nil)
        #expect(state.stack(at: .detail) == nil)
        #expect(state.topLocation == .sidebar)
        // The sidebar's own root is the app root.
        #expect(throws: NavigationError.atAppRoot) { try state.perform(.dismiss(state.topStack.root.id)) }
    }

    @Test("three columns: the detail shows the content selection; back goes to the content list")
    func threeColumns() throws {
        var state = try SplitState(sidebar: .home, selection: .list, contentSelection: nil)
        #expect(state.split?.hasContentColumn == true)
        #expect(state.stack(at: .detail) == nil)
        try state.perform(.selectContent(.detail(3)))
        #expect(state.stack(at: .detail)?.root.route == .detail(3))
        let root = try #require(state.stack(at: .detail)?.root.id)
        try state.perform(.dismiss(root))
        #expect(state.split?.selection == .list)
        #expect(state.split?.contentSelection == nil)
        #expect(state.stack(at: .detail) == nil)
        #expect(throws: NavigationError.notSplit) {
            try SplitState(sidebar: .home, selection: nil, contentSelection: .detail(1))
        }
        // A detail path needs a detail stack to hold it: refused, not dropped unseen.
        #expect(throws: NavigationError.notSplit) {
            try SplitState(sidebar: .home, selection: .list, contentSelection: nil, detailPath: [.settings])
        }
        let deep = try SplitState(
            sidebar: .home, selection: .list, contentSelection: .detail(1), detailPath: [.settings])
        #expect(deep.stack(at: .detail)?.path.map(\.route) == [.settings])
    }

    @Test("selections are refused without a split, and content without a content column")
    func refusals() {
        var stack = SplitState(root: .home)
        #expect(throws: NavigationError.notSplit) { try stack.perform(.selectSidebar(.list)) }
        var split = SplitState(sidebar: .list, selection: .detail(1))
        #expect(throws: NavigationError.notSplit) { try split.perform(.selectContent(.detail(2))) }
    }

    @Test("a new detail root set by a screen or a link becomes the selection")
    func setRootFollowsSelection() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        let events = try state.perform(.replaceStack(at: .detail, root: .detail(5), path: []))
        #expect(state.split?.selection == .detail(5))
        #expect(events.contains(.splitSelected(.detail(5), content: nil)))
    }

    @Test("the tree prints the columns with the selection and the chain over the detail")
    func tree() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1))
        try state.perform(.push(.settings))
        try state.perform(.present(.picker, .fullScreenCover))
        #expect(
            state.treeDescription == """
                sidebar (selected: detail(1))
                  #0 list
                detail
                  #1 detail(1)
                  #2 settings
                  fullScreenCover
                    #3 picker
                """)
    }

    @Test("the strict Codable form round-trips and rejects a detail that is not the selection")
    func codable() throws {
        var state = try SplitState(
            sidebar: .home, selection: .list, contentSelection: .detail(1), detailPath: [.settings])
        try state.perform(.present(.picker, .sheet()))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(SplitState.self, from: data) == state)

        let json = try #require(String(data: data, encoding: .utf8))
        let broken = json.replacingOccurrences(
            of: #""contentSelection":{"detail":{"_0":1}}"#, with: #""contentSelection":{"detail":{"_0":2}}"#)
        #expect(broken != json)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SplitState.self, from: Data(broken.utf8)) }
    }

    /// Going back on the sidebar under a sheet, as a stack app does under a sheet: the
    /// sheet covers the whole window, the sidebar included.
    enum SidebarBack: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case dismissScreen, popToRoot
        var testDescription: String { rawValue }
    }

    @Test(
        "going back on the sidebar dismisses the sheet over the split view, in the app's split view and in a tab's",
        arguments: [false, true], SidebarBack.allCases)
    func sidebarBackUnderASheet(inTab: Bool, back: SidebarBack) throws {
        var state = try TabState(tabs: [.home, .search], selectedTab: .home, splitTabs: [.home]) { _ in .home }
        try state.perform(.selectSidebar(.list, in: .home))
        if !inTab { state = TabState(sidebar: .home, selection: .list) }
        let sidebar: StackLocation<TestTab> = inTab ? .tab(.home) : .sidebar
        let root = try #require(state.stack(at: sidebar)?.root.id)
        try state.perform(.push(.settings, from: root))
        let top = try #require(state.stack(at: sidebar)?.top.id)
        try state.perform(.present(.picker, .sheet()))

        switch back {
        case .dismissScreen: try state.perform(.dismiss(top))
        case .popToRoot: try state.perform(.popTo(root))
        }
        #expect(state.presentations.isEmpty, "the sheet over the sidebar went")
        #expect(state.stack(at: sidebar)?.depth == 0)
    }
}
