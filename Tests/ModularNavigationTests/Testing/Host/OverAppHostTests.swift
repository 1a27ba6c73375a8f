import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// The layer over the app and the minimized flow as the headless host draws them, and
/// as a navigation log replays them.
@MainActor
@Suite("Headless host: a presentation over the app, minimized and expanded")
struct OverAppHostTests {
    @Test("a composer over the app stays drawn while code selects another tab and pushes beneath it")
    func composerStaysDrawn() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(), placement: .overApp)
        host.settle()
        navigator.selectTab(.search)
        navigator.perform(.push(.detail(7), from: navigator.state.stack(at: .tab(.search))?.top.id))
        host.settle()
        #expect(host.drawn.treeDescription == navigator.state.treeDescription)
        #expect(host.drawn.presentations.map(\.placement) == [.overApp])
        #expect(host.failures.isEmpty)
    }

    @Test("the tab bar under a sheet over the app is out of reach, unless the sheet leaves the background in reach")
    func tabBarUnderTheSheet() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(), placement: .overApp)
        host.settle()
        #expect(host.refusal { host.tapTab(.search) } == .covered)

        let reachable = SheetOptions(detents: [.medium], backgroundInteraction: .enabled)
        let other = Navigator(TabState.threeTabs())
        let otherHost = HeadlessHost(navigator: other)
        other.present(.settings, style: .sheet(reachable), placement: .overApp)
        otherHost.settle()
        #expect(otherHost.tapTab(.profile))
        otherHost.settle()
        #expect(other.state.selectedTab == .profile && other.state.presentations.count == 1)
        #expect(otherHost.drawn.treeDescription == other.state.treeDescription)
    }

    @Test("the user minimizes a call, uses the tabs under it, and expands it again")
    func minimizeUseTabsExpand() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .fullScreenCover, placement: .overApp)
        navigator.push(.detail(1))
        host.settle()
        let call = navigator.state.presentations[0]
        #expect(host.refusal { host.tapMinimizedFlow() } == .noSuchControl)
        #expect(host.minimize())
        host.settle()
        #expect(host.drawn.minimized == call && host.drawn.presentations.isEmpty)
        #expect(host.tapTab(.search))
        host.settle()
        navigator.present(.picker, style: .sheet())
        host.settle()
        #expect(host.refusal { host.tapMinimizedFlow() } == .covered)
        #expect(host.swipeDownSheet())
        host.settle()
        #expect(host.tapMinimizedFlow())
        host.settle()
        #expect(navigator.state.presentations == [call] && navigator.state.selectedTab == .search)
        #expect(host.drawn.treeDescription == navigator.state.treeDescription)
        #expect(host.refusal { host.minimize() } == nil)
        #expect(host.failures.isEmpty)
    }

    @Test("a guard that refuses minimizing leaves the flow up, the gesture refused as disabled")
    func guardRefuses() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.addGuard { proposal in
            if case .minimize = proposal.action { return .cancel }
            return .allow
        }
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .fullScreenCover, placement: .overApp)
        host.settle()
        #expect(host.refusal { host.minimize() } == .disabled)
        #expect(navigator.state.presentations.count == 1)
    }

    @Test("a session with a layer over the app, minimized and expanded, replays from its log")
    func logReplays() throws {
        let navigator = Navigator(TabState.threeTabs())
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1) { text += $0 }
        navigator.present(.settings, style: .sheet(), placement: .overApp)
        navigator.push(.list)
        navigator.perform(.minimize())
        navigator.selectTab(.profile)
        navigator.perform(.expand)
        navigator.selectTab(.home)
        writer.stop()
        let log = try NavigationLog<TestRoute, TestTab>(
            jsonLines: text, schemaVersion: 1, fallback: TabState.threeTabs())
        let replayed = Navigator(TabState.threeTabs())
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
        #expect(replayed.state == navigator.state)
        #expect(text.contains(#""placement""#) && text.contains(#""minimize""#) && text.contains(#""expand""#))
    }
}
