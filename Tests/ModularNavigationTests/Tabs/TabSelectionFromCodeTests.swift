import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Selecting a tab from code does not pop it (issue 24 item 7)")
struct TabSelectionFromCodeTests {
    @Test("code that selects the selected tab leaves its screens and its sheet in place, and reports nothing")
    func selectingTheSelectedTabKeepsItsScreens() {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        navigator.push(.list)
        navigator.present(.settings)
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        navigator.selectTab(.search)

        #expect(navigator.state == before)
        #expect(events.events.isEmpty)
        #expect(navigator.scrollToTopRequests(for: .search) == 0)
    }

    @Test("a notification handler that selects its tab keeps that tab's pushed screens")
    func selectingAnotherTabKeepsItsStack() {
        let navigator = Navigator(TabState.threeTabs(selected: .home))
        navigator.client(forTab: .profile)?.push(.detail(3))

        navigator.selectTab(.profile)
        navigator.selectTab(.profile)

        #expect(navigator.selectedTab == .profile)
        #expect(navigator.topStack.top.route == .detail(3))
    }

    @Test("the user's re-tap in the tab bar pops to the root; code asks for the same with tapTab")
    func userReTapPops() {
        let navigator = Navigator(TabState.threeTabs(selected: .home))
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        expectSettled(host)

        #expect(host.tapTab(.home))
        expectSettled(host)
        #expect(navigator.topStack.depth == 0)

        navigator.push(.detail(1))
        navigator.perform(.tapTab(.home))
        #expect(navigator.topStack.depth == 0)
    }
}
