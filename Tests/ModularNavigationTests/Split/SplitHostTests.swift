import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Split view drawn by the headless host")
struct SplitHostTests {
    @Test(
        "a cleared selection closes the detail column: the column's leaving ends the step, in the app's split view and a tab's",
        arguments: [false, true])
    func clearedSelection(inTab: Bool) throws {
        let app = try NavigationState<TestRoute, TestTab>(sidebar: .home, selection: .list).after(.push(.settings))
        let tab = try TabState.splitInHome().after(.selectSidebar(.list, in: .home), .push(.settings))
        let shown = inTab ? tab : app
        let target = try shown.after(.selectSidebar(nil, in: inTab ? .home : nil))
        let steps = TransitionPlanner.steps(from: shown, to: target)
        // Side by side the sidebar never left the screen, so no appearance would come.
        #expect(steps.map(\.awaits) == [.dismissed(shown.baseStack.root.id)])

        let navigator = Navigator(shown)
        let host = HeadlessHost(navigator: navigator)
        host.settle()
        host.tap { navigator.perform(.selectSidebar(nil, in: inTab ? .home : nil)) }
        host.tap { navigator.present(.picker, style: .sheet()) }
        expectSettled(host)
        #expect(host.drawn.presentations.count == 1)
    }

    @Test("collapsed, the detail root's back button is disabled while a guard would refuse going back")
    func collapsedBackUnderAGuard() {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        host.settle()
        let holding = navigator.addGuard { $0.proposed.baseLocation == .sidebar ? .cancel : .allow }
        #expect(host.refusal { host.tapCollapsedBack() } == .disabled)
        expectSettled(host)
        #expect(navigator.splitSelection() == .detail(1))
        navigator.removeGuard(holding)
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(navigator.splitSelection() == nil)
    }

    @Test("pushes in the detail, a sidebar tap and a sheet settle to the navigator's state")
    func drawsSplit() {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.settings) }
        expectSettled(host, "sidebar (selected: detail(1))\n  #0 list\ndetail\n  #1 detail(1)\n  #2 settings")

        #expect(host.tapSidebarItem(.detail(2)))
        expectSettled(host, "sidebar (selected: detail(2))\n  #0 list\ndetail\n  #3 detail(2)")

        host.tap { navigator.present(.picker, style: .sheet()) }
        expectSettled(host)
        #expect(host.drawn.presentations.count == 1)
        // A link that selects another item dismisses the sheet first, then shows the new detail.
        navigator.perform(.selectSidebar(.detail(3)))
        expectSettled(host, "sidebar (selected: detail(3))\n  #0 list\ndetail\n  #5 detail(3)")
    }

    @Test("collapsed, back from the detail root clears the selection and shows the sidebar")
    func collapsedBack() {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapCollapsedBack())
        expectSettled(host, "sidebar\n  #0 list")
        #expect(navigator.splitSelection() == nil)
        #expect(host.refusal { host.tapCollapsedBack() } != nil)
    }

    @Test("three columns: back from the detail root shows the content list")
    func collapsedBackThreeColumns() throws {
        let navigator = Navigator(
            try SplitState(sidebar: .home, selection: .list, contentSelection: .detail(1), detailPath: [.settings]))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.swipeBack())
        host.advance(by: .milliseconds(350))
        #expect(host.tapCollapsedBack())
        expectSettled(host, "sidebar (selected: list)\n  #0 home")
        #expect(navigator.contentSelection() == nil)
        #expect(navigator.splitSelection() == .list)
    }
}
