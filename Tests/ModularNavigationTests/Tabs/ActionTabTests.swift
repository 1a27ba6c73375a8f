import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A tab that is an action (issue 24 item 8)")
struct ActionTabTests {
    /// Home and search; profile is the tab bar's compose button, which presents a sheet.
    private func app() throws -> Navigator<TestRoute, TestTab> {
        let navigator = Navigator(
            try NavigationState<TestRoute, TestTab>(tabs: [.home, .search], selectedTab: .search) { _ in .home })
        navigator.tabActions[.profile] = .present(.picker, .sheet(SheetOptions(id: "compose")))
        return navigator
    }

    @Test("in the headless host, tapping the action tab presents its sheet and the selection never moves")
    func hostTapPresents() throws {
        let navigator = try app()
        navigator.push(.list)
        let host = HeadlessHost(navigator: navigator)

        #expect(host.tapTab(.profile))
        expectSettled(host)

        #expect(navigator.selectedTab == .search)
        #expect(host.drawn.selectedTab == .search)
        #expect(host.topScreen.route == .picker)
        // The tab's stack under the sheet is untouched: a tap on an action is no re-tap.
        #expect(navigator.state.stack(at: .tab(.search))?.depth == 1)

        // SwiftUI's dimming behind the sheet takes a second tap (issue 44, class 8).
        #expect(host.refusal { host.tapTab(.profile) } == .covered)
        #expect(navigator.state.presentations.count == 1)
    }

    @Test("the action goes through guards and events like any change")
    func guardsSeeTheAction() throws {
        let navigator = try app()
        let host = HeadlessHost(navigator: navigator)
        let events = NavigationEventRecorder(navigator)
        navigator.addGuard { _ in .cancel }

        // The tab bar takes the tap; the guard keeps the sheet from coming up.
        #expect(host.act { $0.tapTab(.profile) })

        #expect(navigator.state.presentations.isEmpty)
        #expect(
            events.events == [
                .guardCancelled(.present(.picker, .sheet(SheetOptions(id: "compose"))), source: .user)
            ])
    }

    @Test("a tab the navigator has is selected, even when an action is mapped to it; re-taps are unchanged")
    func navigatorTabsWin() throws {
        let navigator = try app()
        navigator.tabActions[.home] = .present(.settings, .sheet())
        #expect(navigator.tabAction(for: .home) == nil)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.act { $0.tapTab(.home) })
        #expect(navigator.selectedTab == .home)
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test(
        "a tab the bar does not draw (neither the navigator's nor an action, or removed) is refused, typed, and changes nothing",
        arguments: [false, true])
    func undrawnTabRefused(removed: Bool) throws {
        let navigator = try app()
        let host = HeadlessHost(navigator: navigator)
        if removed { navigator.removeTab(.home) } else { navigator.tabActions = [:] }
        host.settle()
        let before = navigator.state
        #expect(host.refusal { host.tapTab(removed ? .home : .profile) } == .noSuchControl)
        #expect(navigator.state == before)
    }

    @Test("an action tab's action reaches guards as the user's, like every other tab tap")
    func actionIsTheUsers() throws {
        let navigator = try app()
        let host = HeadlessHost(navigator: navigator)
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }
        #expect(host.tapTab(.profile))
        #expect(sources == [.user])
        #expect(navigator.state.presentations.count == 1)
    }
}
