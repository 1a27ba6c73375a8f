import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
private final class TabModel {}

@MainActor
@Suite("Tabs the user edits (issue 24 item 5)")
struct TabEditingTests {
    /// Home and search, home selected, each with a pushed screen.
    private func twoTabs() throws -> Navigator<TestRoute, TestTab> {
        let navigator = Navigator(
            try NavigationState<TestRoute, TestTab>(tabs: [.home, .search], selectedTab: .home) { _ in .home })
        navigator.push(.list)
        navigator.client(forTab: .search)?.push(.detail(1))
        return navigator
    }

    @Test("an inserted tab gets a new stack, and every kept tab keeps its screens and their objects")
    func insertKeepsOtherTabs() throws {
        let navigator = try twoTabs()
        let before = navigator.state
        let pushed = navigator.topStack.top.id
        let model = navigator.client(for: pushed).screenObject { TabModel() }
        let events = NavigationEventRecorder(navigator)

        navigator.insertTab(.profile, root: .settings, at: 1)

        #expect(navigator.tabOrder == [.home, .profile, .search])
        #expect(navigator.selectedTab == .home)
        #expect(navigator.state.stack(at: .tab(.home)) == before.stack(at: .tab(.home)))
        #expect(navigator.state.stack(at: .tab(.search)) == before.stack(at: .tab(.search)))
        #expect(navigator.client(for: pushed).screenObject { TabModel() } === model)
        let root = try #require(navigator.state.stack(at: .tab(.profile))?.root)
        #expect(root.route == .settings)
        #expect(events.events == [.tabInserted(.profile, at: 1, root: root)])
    }

    @Test("inserting a tab the app has, or at a position outside the tab order, is refused and changes nothing")
    func insertRefusals() throws {
        let navigator = try twoTabs()
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        navigator.insertTab(.search, root: .home)
        navigator.insertTab(.profile, root: .home, at: 3)
        navigator.insertTab(.profile, root: .home, at: -1)
        navigator.insertTab(.profile, root: .home, at: .max)

        #expect(navigator.state == before)
        #expect(events.events.count == 4)
        #expect(events.events.allSatisfy { if case .refused(_, .invalidTabs) = $0 { true } else { false } })
    }

    @Test("removing the selected tab selects the tab after it, or the one before when it was last")
    func removeSelectsNeighbour() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        let events = NavigationEventRecorder(navigator)

        navigator.removeTab(.search)
        #expect(navigator.tabOrder == [.home, .profile])
        #expect(navigator.selectedTab == .profile)
        #expect(
            events.events == [
                .tabRemoved(.search), .tabSelected(.profile, previous: .search),
                .screenShown(navigator.state.topScreen, at: .tab(.profile)),
            ])

        navigator.removeTab(.profile)
        #expect(navigator.selectedTab == .home)
    }

    @Test("removing a background tab keeps the selection, its stack and what is presented over it")
    func removeBackgroundTab() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .profile))
        navigator.push(.list)
        navigator.present(.settings)
        let before = navigator.state

        navigator.removeTab(.home)

        #expect(navigator.selectedTab == .profile)
        #expect(navigator.state.presentations == before.presentations)
        #expect(navigator.state.stack(at: .tab(.profile)) == before.stack(at: .tab(.profile)))
    }

    @Test("a removed tab's screens release their objects and end what they awaited")
    func removeReleasesAndEndsWaits() async throws {
        let navigator = try twoTabs()
        let pushed = navigator.topStack.top.id
        weak var released: TabModel?
        do {
            let model = navigator.client(for: pushed).screenObject { TabModel() }
            released = model
        }
        let client = navigator.client(for: pushed)
        let wait = await navigator.start { await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        navigator.insertTab(.profile, root: .home)

        navigator.removeTab(.home)

        #expect(released == nil)
        #expect(await wait.value == .cancelled)
        #expect(navigator.state.presentations.isEmpty)
        #expect(!navigator.state.contains(pushed))
        #expect(navigator.selectedTab == .search)
    }

    @Test("the last tab, and a tab the app does not have, cannot be removed")
    func removeRefusals() throws {
        let navigator = Navigator(
            try NavigationState<TestRoute, TestTab>(tabs: [.home], selectedTab: .home) { _ in .home })
        let events = NavigationEventRecorder(navigator)
        navigator.removeTab(.home)
        navigator.removeTab(.search)
        #expect(navigator.tabOrder == [.home])
        #expect(
            events.events == [.refused(.removeTab(.home), .invalidTabs), .refused(.removeTab(.search), .unknownTab)])
    }

    @Test("reordering keeps every stack, identity and the selection; an order that is not the tabs is refused")
    func reorder() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        navigator.push(.list)
        let before = navigator.state

        navigator.reorderTabs([.profile, .search, .home])

        #expect(navigator.tabOrder == [.profile, .search, .home])
        #expect(navigator.selectedTab == .search)
        #expect(navigator.state.entries.count == before.entries.count)
        for tab in TestTab.allCases { #expect(navigator.state.stack(at: .tab(tab)) == before.stack(at: .tab(tab))) }

        let reordered = navigator.state
        navigator.reorderTabs([.profile, .search])
        navigator.reorderTabs([.profile, .search, .search])
        #expect(navigator.state == reordered)
    }

    @Test("guards see tab edits like any change, and may cancel them")
    func guardsSeeEdits() throws {
        let navigator = try twoTabs()
        var asked: [NavigationAction<TestRoute, TestTab>] = []
        navigator.addGuard { proposal in
            asked.append(proposal.action)
            if case .removeTab = proposal.action { return .cancel }
            return .allow
        }
        navigator.insertTab(.profile, root: .home)
        navigator.removeTab(.home)
        #expect(asked == [.insertTab(.profile, root: .home), .removeTab(.home)])
        #expect(navigator.tabOrder == [.home, .search, .profile])
    }

    @Test("edited tabs save and restore with their order, screens and identities")
    func editedTabsPersist() throws {
        let navigator = try twoTabs()
        navigator.insertTab(.profile, root: .settings, at: 0)
        navigator.removeTab(.search)
        navigator.reorderTabs([.home, .profile])
        let edited = navigator.state

        let decoded = try JSONDecoder().decode(TabState.self, from: JSONEncoder().encode(edited))
        #expect(decoded == edited)

        // The fallback names the tabs the app has now: the user's choice, which the app keeps.
        let fallback = try TabState(tabs: [.home, .profile], selectedTab: .home) { _ in .home }
        let restored = TabState.restore(
            from: try edited.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(restored.outcome == .restored)
        #expect(restored.state == edited)
    }

    @Test("in the headless host, the tab bar follows the edits and each kept tab draws its stack as it was")
    func hostFlow() throws {
        let navigator = try twoTabs()
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)

        navigator.insertTab(.profile, root: .settings, at: 0)
        expectSettled(host)
        #expect(host.drawn.tabs?.order == [.profile, .home, .search])
        #expect(host.tapTab(.profile))
        expectSettled(host)
        #expect(host.topScreen.route == .settings)

        navigator.present(.picker)
        expectSettled(host)
        navigator.removeTab(.profile)
        expectSettled(host)
        #expect(host.drawn.tabs?.order == [.home, .search])
        #expect(host.drawn.presentations.isEmpty)
        #expect(host.topScreen.route == .list)

        navigator.reorderTabs([.search, .home])
        expectSettled(host)
        #expect(host.drawn.tabs?.order == [.search, .home])
        #expect(host.tapTab(.search))
        expectSettled(host)
        #expect(host.topScreen.route == .detail(1))
        #expect(host.drawn.treeDescription == navigator.state.treeDescription)
    }
}
