import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A split view inside a tab, drawn by the headless host")
struct TabSplitHostTests {
    @Test("rows tapped in the tab's sidebar draw a new detail through the driver; the other tabs keep their stacks")
    func selectingRows() {
        let navigator = Navigator(TabState.splitInHome())
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        #expect(host.tapTab(.search))
        expectSettled(host)
        host.tap { navigator.push(.picker) }
        expectSettled(host)
        #expect(host.tapTab(.home))
        expectSettled(host)

        #expect(host.tapSidebarItem(.list))
        expectSettled(host)
        host.tap { navigator.push(.settings) }
        #expect(host.tapSidebarItem(.detail(2)))
        expectSettled(
            host,
            """
            tab home (selected)
              sidebar (selected: detail(2))
                #0 home
                #3 detail(1)
              detail
                #7 detail(2)
            tab search
              #1 settings
              #4 picker
            tab profile
              #2 settings
            """)
        #expect(host.failures.isEmpty)
    }

    @Test(
        "back in each column: the detail's back swipe pops the detail, the sidebar's back button the sidebar, also beside an inspector"
    )
    func backInAColumn() {
        let navigator = Navigator(TabState.splitInHome())
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        #expect(host.tapSidebarItem(.list))
        expectSettled(host)
        host.tap { navigator.push(.settings) }
        expectSettled(host)
        #expect(host.swipeBack())
        host.advance(by: .milliseconds(400))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tabDetail(.home))?.depth == 0)
        #expect(host.tapSidebarBack())
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        #expect(navigator.splitSelection(in: .home) == .list)
        #expect(host.refusal { host.tapSidebarBack() } == .noSuchControl)

        // The core's rule decides when the sidebar is in front: beside an inspector it is,
        // under a sheet it is not.
        host.tap { navigator.perform(.push(.detail(2), from: navigator.state.stack(at: .tab(.home))?.top.id)) }
        host.tap { navigator.present(.settings, style: .inspector()) }
        expectSettled(host)
        #expect(host.tapSidebarBack())
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
        host.tap { navigator.perform(.push(.detail(2), from: navigator.state.stack(at: .tab(.home))?.top.id)) }
        expectSettled(host)
        host.tap { navigator.present(.picker, style: .sheet()) }
        expectSettled(host)
        #expect(host.refusal { host.tapSidebarBack() } == .covered)
    }

    @Test("compact width: the collapsed split view's back button inside the tab goes back to the sidebar")
    func compactCollapse() {
        let navigator = Navigator(TabState.splitInHome(threeColumns: true))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapSidebarItem(.list))
        #expect(host.tapContentItem(.detail(1)))
        expectSettled(host)
        #expect(navigator.state.baseLocation == .tabDetail(.home))
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(navigator.contentSelection(in: .home) == nil)
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(navigator.splitSelection(in: .home) == nil)
        #expect(host.refusal { host.tapCollapsedBack() } == .noSuchControl)
    }

    @Test(
        "a tab with one stack has no lists to tap, and the tab's lists are out of reach under the stack above the tabs")
    func listsOutOfReach() {
        let navigator = Navigator(TabState.splitInHome(selected: .search))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.refusal { host.tapSidebarItem(.list) } == .noSuchControl)
        #expect(host.tapTab(.home))
        expectSettled(host)
        host.tap { navigator.showAboveTabs(.picker) }
        expectSettled(host)
        #expect(host.refusal { host.tapSidebarItem(.list) } == .noSuchControl)
        #expect(navigator.splitSelection(in: .home) == nil)
    }

    @Test("a sheet from the tab's detail hangs off it and goes with a new selection; a re-tap pops both columns")
    func sheetAndReTap() {
        let navigator = Navigator(TabState.splitInHome())
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapSidebarItem(.list))
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        host.tap { navigator.present(.picker) }
        expectSettled(host)
        #expect(host.drawn.presentedLayer(over: .tabDetail(.home))?.level == 1)
        // The sheet covers the sidebar's list; a selection from code dismisses it first.
        #expect(host.refusal { host.tapSidebarItem(.settings) } == .covered)
        host.tap { navigator.perform(.selectSidebar(.settings, in: .home)) }
        expectSettled(host)
        #expect(host.drawn.presentations.isEmpty)
        host.tap { navigator.push(.detail(2)) }
        expectSettled(host)
        #expect(host.tapTab(.home))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tabDetail(.home))?.depth == 0)
        #expect(host.failures.isEmpty)
        #expect(host.fallbacksFired == 0)
    }
}
