import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// A list's write while a selection made by code still waits to be drawn: the user's
/// tap is the newest intent, whatever the screen showed when it came.
@MainActor
@Suite("A list's write while a selection from code waits")
struct SplitListWriteTests {
    /// A split view showing `detail(1)`, with a push in its detail still sliding in and
    /// a selection of `detail(2)` made by code waiting behind it.
    private func selectionWaiting(
        _ state: SplitState, select: NavigationAction<TestRoute, Never>
    ) -> (Navigator<TestRoute, Never>, HeadlessHost<TestRoute, Never>) {
        let navigator = Navigator(state)
        let host = HeadlessHost(navigator: navigator)
        host.settle()
        navigator.push(.settings)
        navigator.perform(select)
        #expect(host.isStepPending)
        return (navigator, host)
    }

    @Test("tapping the sidebar item still drawn keeps it, instead of the selection code made meanwhile")
    func sidebarTapOfTheDrawnItem() {
        let (navigator, host) = selectionWaiting(
            SplitState(sidebar: .list, selection: .detail(1)), select: .selectSidebar(.detail(2)))
        #expect(host.drawn.split?.selection == .detail(1))

        #expect(host.tapSidebarItem(.detail(1)))
        expectSettled(host)
        #expect(navigator.splitSelection() == .detail(1))
        #expect(host.drawn.split?.selection == .detail(1))
    }

    @Test("tapping the item code already selected changes nothing more: the detail it opened stays")
    func sidebarTapOfThePendingItem() throws {
        let (navigator, host) = selectionWaiting(
            SplitState(sidebar: .list, selection: .detail(1)), select: .selectSidebar(.detail(2)))
        let opened = try #require(navigator.state.stack(at: .detail)?.root.id)
        let events = NavigationEventRecorder(navigator)

        #expect(host.tapSidebarItem(.detail(2)))
        expectSettled(host)
        #expect(navigator.splitSelection() == .detail(2))
        #expect(navigator.state.stack(at: .detail)?.root.id == opened)
        #expect(events.events.isEmpty)
    }

    @Test("tapping the content item still drawn keeps it, in a three-column split view")
    func contentTapOfTheDrawnItem() throws {
        let (navigator, host) = selectionWaiting(
            try SplitState(sidebar: .home, selection: .list, contentSelection: .detail(1)),
            select: .selectContent(.detail(2)))
        #expect(host.drawn.split?.contentSelection == .detail(1))

        #expect(host.tapContentItem(.detail(1)))
        expectSettled(host)
        #expect(navigator.contentSelection() == .detail(1))
        #expect(host.drawn.split?.contentSelection == .detail(1))
    }
}
