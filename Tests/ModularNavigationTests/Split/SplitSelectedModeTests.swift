import ModularNavigation
import ModularNavigationTesting
import Testing

/// A module's destinations, embedded in the app's routes by the app's scope.
private enum LibraryDestination: Hashable, Sendable {
    case shelf(Int)
}

@MainActor
@Suite("A module selects in the split view its screen is in, by route, through its client")
struct SplitSelectedModeTests {
    @Test("from the sidebar: the sidebar's selection, as the app's selectSidebar, seen by guards as the client's")
    func fromTheSidebar() throws {
        let navigator = Navigator(SplitState(sidebar: .list))
        var seen: [NavigationAction<TestRoute, Never>] = []
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            seen.append(proposal.action)
            sources.append(proposal.source)
            return .allow
        }
        let sidebar = try #require(navigator.state.stack(at: .sidebar)?.root.id)
        let events = NavigationEventRecorder(navigator)
        // The module knows its own destinations only; the app's scope embeds them.
        let client = navigator.client(for: sidebar).scope { (destination: LibraryDestination) -> TestRoute in
            switch destination {
            case .shelf(let id): .detail(id)
            }
        }
        client.navigate(to: .shelf(2), mode: .selected)
        #expect(seen == [.selectSidebar(.detail(2))])
        #expect(sources == [.client(sidebar)])
        #expect(navigator.state.split?.selection == .detail(2))
        #expect(navigator.state.stack(at: .detail)?.root.route == .detail(2))
        #expect(events.events.contains(.splitSelected(.detail(2), content: nil, in: nil)))
    }

    @Test("from the detail column: the content list's selection in three columns, the sidebar's in two")
    func fromTheDetail() throws {
        let three = Navigator(try SplitState(sidebar: .home, selection: .list, contentSelection: .detail(1)))
        let threeDetail = try #require(three.state.stack(at: .detail)?.root.id)
        three.client(for: threeDetail).navigate(to: .detail(2), mode: .selected)
        #expect(three.state.split?.selection == .list)
        #expect(three.state.split?.contentSelection == .detail(2))

        let two = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let twoDetail = try #require(two.state.stack(at: .detail)?.root.id)
        two.client(for: twoDetail).navigate(to: .detail(3), mode: .selected)
        #expect(two.state.split?.selection == .detail(3))
        #expect(two.state.stack(at: .detail)?.root.route == .detail(3))
    }

    @Test("in a tab's split view: the tab's selection, whichever tab is selected")
    func inATab() throws {
        let navigator = Navigator(TabState.splitInHome())
        let sidebar = try #require(navigator.state.stack(at: .tab(.home))?.root.id)
        navigator.client(for: sidebar).navigate(to: .list, mode: .selected)
        #expect(navigator.splitSelection(in: .home) == .list)
        #expect(navigator.state.stack(at: .tabDetail(.home))?.root.route == .list)
    }

    @Test("from a screen in no split view: pushed on its stack; from a screen that is gone: a stale call")
    func elsewhere() throws {
        let navigator = Navigator(TabState.splitInHome(selected: .search))
        let search = try #require(navigator.state.stack(at: .tab(.search))?.root.id)
        navigator.client(for: search).navigate(to: .detail(1), mode: .selected)
        #expect(navigator.state.stack(at: .tab(.search))?.path.map(\.route) == [.detail(1)])

        let pushed = try #require(navigator.state.stack(at: .tab(.search))?.path.first?.id)
        let client = navigator.client(for: pushed)
        navigator.popToRoot()
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state
        client.navigate(to: .detail(2), mode: .selected)
        #expect(navigator.state == before)
        #expect(
            events.events.contains { event in
                if case .staleCall(_, screen: pushed) = event { return true }
                return false
            })
    }

    @Test("the host plays a module's selection like a tap on its list: the detail column shows the new root")
    func drawn() throws {
        let navigator = Navigator(SplitState(sidebar: .list))
        let host = HeadlessHost(navigator: navigator)
        let sidebar = try #require(navigator.state.stack(at: .sidebar)?.root.id)
        host.tap { navigator.client(for: sidebar).navigate(to: .detail(4), mode: .selected) }
        expectSettled(host)
        #expect(host.drawn.split?.selection == .detail(4))
        #expect(host.drawn.stack(at: .detail)?.root.route == .detail(4))
    }
}
