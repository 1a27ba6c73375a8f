import Foundation
import ModularNavigation
import ModularNavigationDrawing
import Testing

@Suite("A stack above the tabs: the rules")
struct AboveTabsStateTests {
    /// Three tabs with a detail pushed on home and one on search, home selected.
    private static func tabsWithHistory() throws -> TabState {
        var state = TabState.threeTabs()
        try state.perform(.push(.detail(1)))
        try state.perform(.selectTab(.search))
        try state.perform(.push(.detail(2)))
        try state.perform(.selectTab(.home))
        return state
    }

    @Test("showing a route above the tabs makes it the base and the visible top")
    func show() throws {
        var state = try Self.tabsWithHistory()
        let events = try state.perform(.showAboveTabs(.picker))
        let root = try #require(state.aboveTabs?.root)
        #expect(events == [.shownAboveTabs(root), .screenShown(root, at: .aboveTabs)])
        #expect(state.baseLocation == .aboveTabs)
        #expect(state.topLocation == .aboveTabs)
        #expect(state.topStack.top == root)
        #expect(state.locations == [.tab(.home), .tab(.search), .tab(.profile), .aboveTabs])
        #expect(state.position(of: root.id)?.location == .aboveTabs)
    }

    @Test("pushes from the visible screen and presentations land on the stack above the tabs")
    func pushAndPresent() throws {
        var state = try Self.tabsWithHistory()
        let tabs = state.tabs?.items
        try state.perform(.showAboveTabs(.picker))
        let pushed = try state.perform(.push(.settings))
        let top = try #require(state.aboveTabs?.top)
        #expect(pushed == [.pushed(top, onto: .aboveTabs), .screenShown(top, at: .aboveTabs)])
        // Showing again from inside pushes on the same stack.
        try state.perform(.showAboveTabs(.detail(9)))
        #expect(state.aboveTabs?.path.map(\.route) == [.settings, .detail(9)])
        try state.perform(.present(.list, .fullScreenCover))
        #expect(state.presentation(over: .aboveTabs)?.style == .fullScreenCover)
        #expect(state.topLocation == .presented(1))
        #expect(state.tabs?.items == tabs)
    }

    @Test("selecting a tab is refused while the tab bar is hidden, the selected one too")
    func tabSwitchRefused() throws {
        var state = try Self.tabsWithHistory()
        try state.perform(.showAboveTabs(.picker))
        let before = state
        #expect(throws: NavigationError.tabsCovered) { try state.perform(.selectTab(.search)) }
        #expect(throws: NavigationError.tabsCovered) { try state.perform(.selectTab(.home)) }
        #expect(state == before)
    }

    @Test("every way back from its root shows the tabs exactly as they were")
    func backFromRoot() throws {
        let tabs = try Self.tabsWithHistory()
        var shown = tabs
        try shown.perform(.showAboveTabs(.picker))
        let root = try #require(shown.aboveTabs?.root)
        try shown.perform(.present(.settings, .sheet()))
        let sheet = try #require(shown.presentations.first?.stack.root)

        for action in [NavigationAction<TestRoute, TestTab>.dismiss(root.id), .close(root.id), .dismissAboveTabs] {
            var state = shown
            let events = try state.perform(action)
            #expect(
                events == [
                    .dismissed(sheet, style: .sheet(), at: .presented(1)), .dismissedAboveTabs(root),
                    .screenShown(try #require(tabs.stack(at: .tab(.home))?.top), at: .tab(.home)),
                ])
            #expect(state.base == tabs.base)
            #expect(state.presentations.isEmpty)
            #expect(state.topLocation == .tab(.home))
        }
        // A pop at the root of that stack goes back too.
        var state = shown
        try state.perform(.dismissPresentation)
        try state.perform(.pop())
        #expect(state.base == tabs.base)
        // So does closing the flow from a pushed screen in it.
        state = shown
        try state.perform(.push(.detail(3), from: root.id))
        try state.perform(.close(try #require(state.aboveTabs?.top.id)))
        #expect(state.base == tabs.base)
        #expect(throws: NavigationError.nothingToDismiss) { try state.perform(.dismissAboveTabs) }
    }

    @Test("popping to a screen of the covered tab takes the stack above the tabs down")
    func popToCoveredTab() throws {
        var state = try Self.tabsWithHistory()
        let home = try #require(state.stack(at: .tab(.home))?.root.id)
        try state.perform(.showAboveTabs(.picker))
        try state.perform(.popTo(home))
        #expect(state.aboveTabs == nil)
        #expect(state.stack(at: .tab(.home))?.depth == 0)
    }

    @Test("without tabs, showing above the tabs pushes on the base stack, and dismissing it pops the flow")
    func withoutTabs() throws {
        var state = StackState(root: .home)
        let events = try state.perform(.showAboveTabs(.picker))
        let pushed = try #require(state.topStack.path.last)
        #expect(events == [.pushed(pushed, onto: .main), .screenShown(pushed, at: .main)])
        var split = SplitState(sidebar: .list, selection: .detail(1))
        let sidebar = split.stack(at: .sidebar)?.root.id
        try split.perform(.showAboveTabs(.picker, from: sidebar))
        try split.perform(.push(.settings))
        #expect(split.stack(at: .detail)?.path.map(\.route) == [.picker, .settings])
        try split.perform(.dismissAboveTabs)
        #expect(split.stack(at: .detail)?.path == [])
        #expect(throws: NavigationError.nothingToDismiss) { try split.perform(.dismissAboveTabs) }
    }

    @Test("without tabs, a link to a stack above the tabs opened twice changes nothing the second time")
    func withoutTabsLinkIsIdempotent() throws {
        var state = StackState(root: .home, path: [.list])
        let target = DeepLinkTarget<TestRoute, Never>.aboveTabs(.picker, path: [.settings])
        try state.navigate(to: target)
        #expect(state.baseStack.entries.map(\.route) == [.home, .list, .picker, .settings])
        let once = state

        try state.navigate(to: target)
        #expect(state == once)

        // Another path on the same root changes only what differs above that root.
        let picker = try #require(state.baseStack.path.first { $0.route == .picker })
        try state.navigate(to: .aboveTabs(.picker, path: [.detail(2)]))
        #expect(state.baseStack.entries.map(\.route) == [.home, .list, .picker, .detail(2)])
        #expect(state.baseStack.path.first { $0.route == .picker } == picker)

        // Only the flow's own root stands for it: a screen that merely shows the same
        // route is not a flow to close, as a tab's screen is not the stack above the tabs.
        var rooted = StackState(root: .picker)
        try rooted.navigate(to: target)
        try rooted.navigate(to: target)
        #expect(rooted.baseStack.entries.map(\.route) == [.picker, .picker, .settings])
        try rooted.perform(.close(rooted.topStack.top.id))
        #expect(rooted.baseStack.entries.map(\.route) == [.picker])
    }

    @Test("a screen under the stack above the tabs cannot present, and a gone caller is stale")
    func coveredAndStale() throws {
        var state = try Self.tabsWithHistory()
        let covered = try #require(state.stack(at: .tab(.home))?.top.id)
        try state.perform(.showAboveTabs(.picker))
        #expect(throws: NavigationError.screenCovered(covered)) {
            try state.perform(.present(.list, .sheet(), from: covered))
        }
        let root = try #require(state.aboveTabs?.root.id)
        try state.perform(.dismissAboveTabs)
        #expect(throws: NavigationError.screenGone(root)) { try state.perform(.showAboveTabs(.list, from: root)) }
    }

    @Test("the tree prints the stack above the tabs after them, with its presentations")
    func tree() throws {
        var state = TabState.threeTabs()
        try state.perform(.showAboveTabs(.picker))
        try state.perform(.present(.settings, .fullScreenCover))
        #expect(
            state.treeDescription
                == """
                tab home (selected)
                  #0 home
                tab search
                  #1 home
                tab profile
                  #2 home
                above tabs
                  #3 picker
                  fullScreenCover
                    #4 settings
                """)
        #expect("\(StackLocation<TestTab>.aboveTabs)" == "above tabs")
        let root = try #require(state.aboveTabs?.root)
        #expect("\(NavigationEvent<TestRoute, TestTab>.shownAboveTabs(root))" == "showed #3 picker above the tabs")
        #expect(
            "\(NavigationAction<TestRoute, TestTab>.showAboveTabs(.picker))" == "show picker above the tabs")
    }

    @Test("the strict Codable form keeps it, and a state without it decodes as before")
    func codable() throws {
        var state = TabState.threeTabs()
        try state.perform(.showAboveTabs(.picker))
        try state.perform(.push(.settings))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(TabState.self, from: data) == state)
        let plain = try JSONEncoder().encode(TabState.threeTabs())
        #expect(!String(decoding: plain, as: UTF8.self).contains("above"))
    }
}

@Suite("A stack above the tabs with full-screen covers")
struct AboveTabsCoverTests {
    @Test("a screen in a cover over a tab shows above the tabs: the cover goes first, the tabs stay")
    func fromCover() throws {
        var state = TabState.threeTabs()
        try state.perform(.present(.settings, .fullScreenCover))
        let cover = try #require(state.presentations.first?.stack.root)
        let events = try state.perform(.showAboveTabs(.picker, from: cover.id))
        let root = try #require(state.aboveTabs?.root)
        #expect(
            events == [
                .dismissed(cover, style: .fullScreenCover, at: .presented(1)), .shownAboveTabs(root),
                .screenShown(root, at: .aboveTabs),
            ])
        #expect(state.presentations.isEmpty)
    }

    @Test("a cover over the stack above the tabs hangs off it, and goes with it, topmost first")
    func coverOverAbove() throws {
        var state = TabState.threeTabs()
        try state.perform(.showAboveTabs(.picker))
        try state.perform(.present(.settings, .fullScreenCover))
        try state.perform(.present(.list, .sheet()))
        #expect(state.presentation(over: .aboveTabs)?.style == .fullScreenCover)
        #expect(state.presentation(over: .tab(.home)) == nil)
        let cover = try #require(state.presentations.first?.stack.root)
        let sheet = try #require(state.presentations.last?.stack.root)
        let root = try #require(state.aboveTabs?.root)
        // Closing the cover from inside it leaves the stack above the tabs up.
        var closed = state
        try closed.perform(.close(cover.id))
        #expect(closed.aboveTabs == state.aboveTabs)
        #expect(closed.presentations.isEmpty)
        let events = try state.perform(.dismissAboveTabs)
        #expect(
            events == [
                .dismissed(sheet, style: .sheet(), at: .presented(2)),
                .dismissed(cover, style: .fullScreenCover, at: .presented(1)), .dismissedAboveTabs(root),
                .screenShown(try #require(state.stack(at: .tab(.home))?.top), at: .tab(.home)),
            ])
    }
}
