import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Tabs")
struct TabTests {
    /// Tabs whose list comes from data, such as remote configuration.
    private struct RemoteTab: Hashable, Sendable, CaseIterable {
        let name: String
        nonisolated(unsafe) static var allCases: [RemoteTab] = []
    }

    @Test("both tab initializers refuse an empty, repeated or selection-less tab list the same way")
    func oneRuleForTabLists() {
        let home = RemoteTab(name: "home")
        let orders = RemoteTab(name: "orders")
        for tabs in [[], [orders], [home, home], [orders, orders]] {
            RemoteTab.allCases = tabs
            #expect(throws: NavigationError.invalidTabs) {
                try NavigationState<TestRoute, RemoteTab>(selectedTab: home) { _ in .home }
            }
            #expect(throws: NavigationError.invalidTabs) {
                try NavigationState<TestRoute, RemoteTab>(tabs: tabs, selectedTab: home) { _ in .home }
            }
        }
        RemoteTab.allCases = [orders, home]
        #expect(
            (try? NavigationState<TestRoute, RemoteTab>(selectedTab: home) { _ in .home })
                == (try? NavigationState<TestRoute, RemoteTab>(tabs: [orders, home], selectedTab: home) { _ in .home }))
        RemoteTab.allCases = []
    }

    @Test("each tab keeps its own stack; stacks are never shared")
    func independentStacks() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.push(.list)
        navigator.selectTab(.search)
        navigator.push(.detail(1))
        navigator.selectTab(.home)

        expectTree(
            navigator,
            """
            tab home (selected)
              #0 home
              #3 list
            tab search
              #1 home
              #4 detail(1)
            tab profile
              #2 home
            """)
    }

    @Test("selecting another tab dismisses what is presented first")
    func switchDismisses() {
        let navigator = Navigator(TabState.threeTabs())
        let events = NavigationEventRecorder(navigator)
        navigator.present(.settings, style: .sheet())
        navigator.selectTab(.profile)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.selectedTab == .profile)
        guard events.events.count == 5, case .dismissed = events.events[2] else {
            Issue.record("expected presented, screen shown, dismissed, tabSelected, screen shown; got \(events.events)")
            return
        }
        #expect(events.events[3] == .tabSelected(.profile, previous: .home))
        #expect(events.events[4] == .screenShown(navigator.state.topScreen, at: .tab(.profile)))
    }

    @Test("the user's re-tap on the selected tab pops it to its root and dismisses its presentations")
    func reselectPopsToRoot() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.push(.list)
        navigator.push(.detail(1))
        navigator.present(.settings, style: .sheet())
        let events = NavigationEventRecorder(navigator)

        navigator.perform(.tapTab(.home))

        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        #expect(navigator.state.presentations.isEmpty)
        #expect(events.events.first == .tabReselected(.home))
    }

    @Test("the user's re-tap can be told not to pop")
    func reselectPolicyOff() {
        let navigator = Navigator(TabState.threeTabs(), policy: NavigationPolicy(popsToRootOnReselect: false))
        navigator.push(.list)
        let events = NavigationEventRecorder(navigator)
        navigator.perform(.tapTab(.home))
        #expect(navigator.topStack.depth == 1)
        #expect(events.events == [.tabReselected(.home)])
    }

    @Test("an unknown tab is refused and changes nothing")
    func unknownTab() throws {
        let state = try NavigationState<TestRoute, TestTab>(tabs: [.home, .search], selectedTab: .home) { _ in .home }
        let navigator = Navigator(state)
        let events = NavigationEventRecorder(navigator)
        navigator.selectTab(.profile)
        #expect(navigator.state == state)
        #expect(events.events == [.refused(.selectTab(.profile), .unknownTab)])
    }

    @Test("tab lists that are empty, repeated or miss the selection cannot be built")
    func invalidTabs() {
        #expect(throws: NavigationError.invalidTabs) {
            try NavigationState<TestRoute, TestTab>(tabs: [], selectedTab: .home) { _ in .home }
        }
        #expect(throws: NavigationError.invalidTabs) {
            try NavigationState<TestRoute, TestTab>(tabs: [.home, .home], selectedTab: .home) { _ in .home }
        }
        #expect(throws: NavigationError.invalidTabs) {
            try NavigationState<TestRoute, TestTab>(tabs: [.search], selectedTab: .home) { _ in .home }
        }
    }

    @Test("operations act on the selected tab's stack")
    func operationsActOnSelectedTab() {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        navigator.push(.list)
        navigator.popToRoot()
        navigator.push(.detail(2))
        #expect(navigator.state.stack(at: .tab(.search))?.path.map(\.route) == [.detail(2)])
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        #expect(navigator.state.baseLocation == .tab(.search))
    }

    @Test("a background tab's screens can push on their own stack but cannot present")
    func backgroundTabClients() {
        let navigator = Navigator(TabState.threeTabs())
        let profileRoot = navigator.client(forTab: .profile)
        let events = NavigationEventRecorder(navigator)

        profileRoot?.push(.list)
        profileRoot?.presentSheet(.settings)

        #expect(navigator.state.stack(at: .tab(.profile))?.path.map(\.route) == [.list])
        #expect(navigator.state.presentations.isEmpty)
        let profileRootID = navigator.state.stack(at: .tab(.profile))?.root.id
        #expect(
            events.events.last
                == profileRootID.map { .refused(.present(.settings, .sheet(), from: $0), .screenCovered($0)) })
        #expect(navigator.client(forTab: .home) != nil)
    }
}

extension TestTab: CustomStringConvertible {
    var description: String { rawValue }
}
