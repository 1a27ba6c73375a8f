import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A module pops its own flow")
struct ClientPopTests {
    /// Home tab: home > list > detail(1) > list > detail(2); search tab: home > settings.
    private func navigator() -> Navigator<TestRoute, TestTab> {
        let navigator = Navigator(TabState.threeTabs())
        for route in [TestRoute.list, .detail(1), .list, .detail(2)] { navigator.push(route) }
        navigator.client(forTab: .search)?.push(.settings)
        return navigator
    }

    @Test("popToRoot pops the caller's own stack, even in a background tab, and dismisses what covers it")
    func popToRootOfOwnStack() {
        let navigator = navigator()
        let top = navigator.client(for: navigator.topStack.top.id)
        navigator.present(.picker, style: .sheet())
        top.popToRoot()
        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.entries.map(\.route) == [.home])

        guard let settings = navigator.state.stack(at: .tab(.search))?.top.id else {
            Issue.record("the search tab has no stack")
            return
        }
        navigator.client(for: settings).popToRoot()
        #expect(navigator.state.stack(at: .tab(.search))?.entries.map(\.route) == [.home])
    }

    @Test("pop(to: destination) goes back to its last occurrence in the caller's stack")
    func popToLastOccurrence() {
        let navigator = navigator()
        navigator.client(for: navigator.topStack.top.id).pop(to: .list)
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list, .detail(1), .list])
    }

    @Test("a destination or screen the caller's stack does not hold is a reported no-op")
    func missingTargetIsReported() throws {
        let navigator = navigator()
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state
        let client = navigator.client(for: navigator.topStack.top.id)
        let otherTabScreen = try #require(navigator.state.stack(at: .tab(.search))?.top.id)

        client.pop(to: .settings)
        client.pop(to: otherTabScreen)

        #expect(navigator.state == before)
        let refusals = events.events.filter {
            if case .refused(_, .notInStack) = $0 { return true }
            return false
        }
        #expect(refusals.count == 2)
    }

    @Test("a screen that is gone pops nothing and is reported as a stale call")
    func staleClientPopsNothing() {
        let navigator = navigator()
        let events = NavigationEventRecorder(navigator)
        let top = navigator.client(for: navigator.topStack.top.id)
        navigator.pop()
        let before = navigator.state
        top.popToRoot()
        #expect(navigator.state == before)
        guard case .staleCall = events.events.last else {
            Issue.record("expected a stale call, got \(events.events)")
            return
        }
    }

    @Test("a scoped client pops back to its module's own destination")
    func scopedClientPops() {
        enum Child: Hashable, Sendable {
            case list
            case detail(Int)
        }
        let navigator = navigator()
        let child = navigator.client(for: navigator.topStack.top.id).scope { (child: Child) -> TestRoute in
            switch child {
            case .list: .list
            case .detail(let id): .detail(id)
            }
        }
        child.pop(to: .detail(1))
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list, .detail(1)])
    }
}
