import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A split view inside a tab: the navigator")
struct TabSplitNavigatorTests {
    @Test("a guard sees a selection in a tab's split view, as the user's, and may cancel it")
    func guardSeesTheTabsSelection() {
        let navigator = Navigator(TabState.splitInHome())
        var seen: [NavigationAction<TestRoute, TestTab>] = []
        navigator.addGuard { proposal in
            seen.append(proposal.action)
            return proposal.addedRoutes.contains(.settings) ? .cancel : .allow
        }
        let events = NavigationEventRecorder(navigator)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapSidebarItem(.list))
        expectSettled(host)
        #expect(host.tapSidebarItem(.settings))
        expectSettled(host)
        #expect(seen == [.selectSidebar(.list, in: .home), .selectSidebar(.settings, in: .home)])
        #expect(navigator.splitSelection(in: .home) == .list)
        #expect(events.events.first == .splitSelected(.list, content: nil, in: .home))
    }

    @Test("the collapsed back button's nil write is going back from the tab's detail root")
    func nilWriteIsADismissal() throws {
        let navigator = Navigator(TabState.splitInHome())
        navigator.perform(.selectSidebar(.list, in: .home))
        let root = try #require(navigator.state.stack(at: .tabDetail(.home))?.root.id)
        let host = HeadlessHost(navigator: navigator)
        var seen: [NavigationAction<TestRoute, TestTab>] = []
        navigator.addGuard { proposal in
            seen.append(proposal.action)
            return .allow
        }
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        // Asked once whether the button shows, then for the tap itself.
        #expect(seen == [.dismiss(root), .dismiss(root)])
        #expect(navigator.splitSelection() == nil)
    }

    @Test(
        "a selection in the tab's split view notifies its list and its detail, not the other tabs' stacks; removing the tab notifies its list"
    )
    func observation() {
        let navigator = Navigator(TabState.splitInHome())
        let selection = ObservationCounter()
        let detail = ObservationCounter()
        let other = ObservationCounter()
        selection.observe { _ = navigator.splitSelection(in: .home) }
        detail.observe { _ = navigator.stack(at: .tabDetail(.home)) }
        other.observe { _ = navigator.stack(at: .tab(.search)) }
        navigator.perform(.selectSidebar(.list, in: .home))
        #expect(selection.count == 1)
        #expect(detail.count == 1)
        navigator.push(.detail(1))
        #expect(selection.count == 1)
        #expect(detail.count == 2)
        #expect(other.count == 0)
        // Removing the tab takes its split view, and the selection read becomes `nil`.
        navigator.perform(.removeTab(.home))
        #expect(selection.count == 2)
        #expect(navigator.splitSelection(in: .home) == nil)
    }

    @Test("a client in the tab's detail pushes there, and its objects go when another item is selected")
    func clientInTheTabsDetail() throws {
        final class Model {}
        let navigator = Navigator(TabState.splitInHome())
        navigator.perform(.selectSidebar(.list, in: .home))
        let root = try #require(navigator.state.stack(at: .tabDetail(.home))?.root.id)
        weak let model = navigator.screenObject(for: root) { Model() }
        navigator.client(for: root).push(.detail(1))
        #expect(navigator.state.stack(at: .tabDetail(.home))?.path.map(\.route) == [.detail(1)])
        #expect(model != nil)
        navigator.perform(.selectSidebar(.settings, in: .home))
        #expect(model == nil)
    }
}
