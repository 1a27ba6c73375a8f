import Foundation
import ModularNavigation
import Testing

@Suite("A split view inside a tab: state and rules")
struct TabSplitStateTests {
    @Test("a tab holds a split view while the other tabs keep stacks; a selection roots its detail column")
    func selectionRootsTheTabsDetail() throws {
        var state = TabState.splitInHome()
        #expect(state.split(in: .home)?.selection == nil)
        #expect(state.split(in: .search) == nil)
        #expect(state.baseLocation == .tab(.home))

        try state.perform(.selectSidebar(.list, in: .home))
        #expect(state.split(in: .home)?.selection == .list)
        #expect(state.stack(at: .tabDetail(.home))?.root.route == .list)
        #expect(state.baseLocation == .tabDetail(.home))
        // A push from the visible screen lands on the detail column, as in the app's split view.
        try state.perform(.push(.detail(1)))
        #expect(state.stack(at: .tabDetail(.home))?.path.map(\.route) == [.detail(1)])
        #expect(state.stack(at: .tab(.home))?.path.isEmpty == true)
        #expect(
            state.treeDescription
                == """
                tab home (selected)
                  sidebar (selected: list)
                    #0 home
                  detail
                    #3 list
                    #4 detail(1)
                tab search
                  #1 settings
                tab profile
                  #2 settings
                """)
    }

    @Test("without a tab, a selection goes to the selected tab's split view; a tab with one stack refuses it")
    func unnamedSplitIsTheSelectedTabs() throws {
        var state = TabState.splitInHome()
        let events = try state.perform(.selectSidebar(.list))
        #expect(
            events == [
                .splitSelected(.list, content: nil, in: .home),
                .screenShown(state.topScreen, at: .tabDetail(.home)),
            ])
        #expect(throws: NavigationError.notSplit) { try state.perform(.selectSidebar(.list, in: .search)) }
        try state.perform(.selectTab(.search))
        let before = state
        #expect(throws: NavigationError.notSplit) { try state.perform(.selectSidebar(.detail(1))) }
        #expect(state == before)
    }

    @Test("a selection in a background tab's split view changes it alone, leaving the selected tab's sheet up")
    func backgroundTabsSplitChangesAlone() throws {
        var state = TabState.splitInHome(selected: .search)
        try state.perform(.present(.picker, .sheet()))
        try state.perform(.selectSidebar(.list, in: .home))
        #expect(state.presentations.count == 1)
        #expect(state.split(in: .home)?.selection == .list)
        #expect(state.baseLocation == .tab(.search))
    }

    @Test("a new selection in the selected tab's split view dismisses what was presented over it")
    func newSelectionDismisses() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        try state.perform(.present(.picker, .sheet()))
        let events = try state.perform(.selectSidebar(.settings, in: .home))
        #expect(state.presentations.isEmpty)
        #expect(events.count == 3)
        #expect(events.dropLast().last == .splitSelected(.settings, content: nil, in: .home))
        #expect(events.last == .screenShown(state.topScreen, at: .tabDetail(.home)))
    }

    @Test("compact width: back from the tab's detail root clears the selection; in three columns, the content's")
    func collapsedBackClearsTheSelection() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        let root = try #require(state.stack(at: .tabDetail(.home))?.root.id)
        try state.perform(.dismiss(root))
        #expect(state.split(in: .home)?.selection == nil)
        #expect(state.stack(at: .tabDetail(.home)) == nil)
        #expect(state.topLocation == .tab(.home))

        var three = TabState.splitInHome(threeColumns: true)
        try three.perform(.selectSidebar(.list, in: .home))
        #expect(three.stack(at: .tabDetail(.home)) == nil)
        try three.perform(.selectContent(.detail(1), in: .home))
        let detailRoot = try #require(three.stack(at: .tabDetail(.home))?.root)
        #expect(detailRoot.route == .detail(1))
        try three.perform(.dismiss(detailRoot.id))
        #expect(three.split(in: .home)?.selection == .list)
        #expect(three.split(in: .home)?.contentSelection == nil)
    }

    @Test("the selected tab's sidebar may present with nothing up, a background tab's never; dialogs as every layout")
    func whoMayPresent() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        #expect(state.position(of: state.baseStack.root.id)?.location == .tabDetail(.home))
        let sidebarRoot = try #require(state.stack(at: .tab(.home))?.root.id)
        try state.checkMayPresent(.layer, from: sidebarRoot)
        try state.perform(.present(.picker, .sheet(), from: sidebarRoot))
        #expect(throws: NavigationError.screenCovered(sidebarRoot)) {
            try state.checkMayPresent(.layer, from: sidebarRoot)
        }
        try state.checkMayPresent(.dialog, from: sidebarRoot)

        var background = TabState.splitInHome(selected: .search)
        try background.perform(.selectSidebar(.list, in: .home))
        let hidden = try #require(background.stack(at: .tabDetail(.home))?.root.id)
        let hiddenSidebar = try #require(background.stack(at: .tab(.home))?.root.id)
        for screen in [hidden, hiddenSidebar] {
            #expect(throws: NavigationError.screenCovered(screen)) {
                try background.checkMayPresent(.layer, from: screen)
            }
            #expect(throws: NavigationError.screenCovered(screen)) {
                try background.checkMayPresent(.dialog, from: screen)
            }
        }
    }

    @Test("under the stack above the tabs, the tab's split view is covered: its columns present nothing")
    func coveredByTheStackAboveTheTabs() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        try state.perform(.showAboveTabs(.picker))
        for location in [StackLocation<TestTab>.tab(.home), .tabDetail(.home)] {
            let screen = try #require(state.stack(at: location)?.root.id)
            #expect(throws: NavigationError.screenCovered(screen)) { try state.checkMayPresent(.layer, from: screen) }
        }
        // Going back to a screen of the detail takes the stack above the tabs down.
        let detailRoot = try #require(state.stack(at: .tabDetail(.home))?.root.id)
        try state.perform(.push(.detail(2), from: detailRoot))
        try state.perform(.popTo(detailRoot))
        #expect(state.aboveTabs == nil)
    }

    @Test("re-tapping the tab pops both columns to their roots and keeps the selection; at the roots it only reports")
    func reTapPopsEveryColumn() throws {
        var state = TabState.splitInHome()
        try state.perform(.push(.settings))
        try state.perform(.selectSidebar(.list, in: .home))
        try state.perform(.push(.detail(1)))
        try state.perform(.tapTab(.home))
        #expect(state.stack(at: .tab(.home))?.depth == 0)
        #expect(state.stack(at: .tabDetail(.home))?.depth == 0)
        #expect(state.split(in: .home)?.selection == .list)
        let again = try state.perform(.tapTab(.home))
        #expect(again == [.tabReselected(.home)])
    }

    @Test("removing a split tab takes both columns' screens out of the state")
    func removingTheTab() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        let screens = state.entries.filter { state.position(of: $0.id)?.location != .tab(.search) }
        try state.perform(.removeTab(.home))
        #expect(state.split(in: .home) == nil)
        #expect(screens.allSatisfy { !state.contains($0.id) || state.position(of: $0.id)?.location == .tab(.profile) })
        #expect(state.locations == [.tab(.search), .tab(.profile)])
    }

    @Test("removing the selected tab while its split view's detail is the base dismisses what is over it")
    func removingTheTabUnderASheet() throws {
        var state = TabState.splitInHome()
        try state.perform(.selectSidebar(.list, in: .home))
        try state.perform(.present(.picker, .sheet()))
        let sheet = try #require(state.presentations.first?.stack.root)
        let events = try state.perform(.removeTab(.home))
        #expect(state.presentations.isEmpty)
        #expect(!state.contains(sheet.id))
        #expect(events.first == .dismissed(sheet, style: .sheet(), at: .presented(1)))
        #expect(state.locations == [.tab(.search), .tab(.profile)])
    }

    @Test(
        "a tab's split view encodes and decodes through Codable; a decoded detail that contradicts its selection throws"
    )
    func codableRoundTrip() throws {
        var state = TabState.splitInHome(threeColumns: true)
        try state.perform(.selectSidebar(.list, in: .home))
        try state.perform(.selectContent(.detail(1), in: .home))
        try state.perform(.push(.detail(2)))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(TabState.self, from: data) == state)

        let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""contentSelection":{"detail":{"_0":1}}"#, with: #""contentSelection":{"detail":{"_0":9}}"#)
        #expect(broken != String(decoding: data, as: UTF8.self))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabState.self, from: Data(broken.utf8)) }
    }
}
