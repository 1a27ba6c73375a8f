import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A screen's removal hook")
struct RemovalHookTests {
    /// A log of the screens whose hooks ran, by the name each gave.
    final class Log {
        var lines: [String] = []
    }

    private func hook(_ navigator: Navigator<TestRoute, some Hashable & Sendable>, _ screen: EntryID, _ log: Log) {
        let name = "\(screen)"
        navigator.client(for: screen).onRemoved { log.lines.append(name) }
    }

    @Test("a pop and a swipe back run the hook once, after the change is told")
    func popRunsOnce() {
        let navigator = Navigator(root: TestRoute.home)
        let log = Log()
        navigator.push(.list)
        hook(navigator, navigator.topStack.top.id, log)
        var seenAtHook: [String] = []
        navigator.addEventObserver { seenAtHook.append($0.description) }
        navigator.pop()
        #expect(log.lines == ["#1"])
        #expect(seenAtHook.first == "popped #1 list from main", "the events come first")
        navigator.push(.detail(2))
        navigator.pop()
        #expect(log.lines == ["#1"], "a hook runs once, and a screen without one runs none")

        let host = HeadlessHost(navigator: navigator)
        navigator.push(.settings)
        hook(navigator, navigator.topStack.top.id, log)
        expectSettled(host)
        #expect(host.swipeBack())
        expectSettled(host)
        #expect(log.lines == ["#1", "#3"])
    }

    @Test("a dismissed layer runs the hooks of every screen in it, in order")
    func dismissedLayer() {
        let navigator = Navigator(root: TestRoute.home)
        let log = Log()
        navigator.present(.picker)
        hook(navigator, navigator.topStack.top.id, log)
        navigator.push(.detail(1))
        hook(navigator, navigator.topStack.top.id, log)
        navigator.dismissPresentation()
        #expect(log.lines == ["#1", "#2"])
    }

    @Test("a replaced stack, a replaced state and a removed tab run the hooks of what they removed")
    func replacements() throws {
        let navigator = Navigator(TabState.threeTabs())
        let log = Log()
        hook(navigator, navigator.topStack.root.id, log)
        navigator.push(.list)
        hook(navigator, navigator.topStack.top.id, log)
        navigator.perform(.replaceStack(at: .tab(.home), root: .settings, path: []))
        #expect(log.lines.count == 2, "the old root and the pushed screen both left: \(log.lines)")

        navigator.selectTab(.search)
        hook(navigator, navigator.topStack.top.id, log)
        navigator.removeTab(.search)
        #expect(log.lines.count == 3)

        hook(navigator, navigator.topStack.top.id, log)
        navigator.replaceState(try NavigationState(selectedTab: .profile) { _ in .picker })
        #expect(log.lines.count == 4)
    }

    @Test("a hook that navigates starts a change of its own after the one that removed its screen")
    func hookNavigates() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        navigator.client(for: navigator.topStack.top.id).onRemoved { navigator.push(.settings) }
        navigator.pop()
        #expect(navigator.topStack.path.map(\.route) == [.settings])
    }

    @Test("a hook from a screen that is already gone never runs")
    func goneScreen() {
        let navigator = Navigator(root: TestRoute.home)
        let log = Log()
        navigator.push(.list)
        let gone = navigator.topStack.top.id
        navigator.pop()
        hook(navigator, gone, log)
        navigator.push(.detail(1))
        navigator.popToRoot()
        #expect(log.lines.isEmpty)
    }

    @Test("closing a window runs the hooks of every screen it held, in the order they were made")
    func closedWindow() throws {
        let windows = NavigationWindows<TestRoute, Never> { NavigationState(root: $0) }
        let log = Log()
        let id = try windows.makeWindow(NavigationState(root: .home))
        let navigator = try #require(windows.navigator(for: id))
        hook(navigator, navigator.topStack.top.id, log)
        navigator.present(.picker)
        hook(navigator, navigator.topStack.top.id, log)
        try windows.closeWindow(id)
        #expect(log.lines == ["#0", "#1"])
    }

    @Test("a removal observer hears every screen each change removed, once per change")
    func removalObserver() throws {
        let navigator = Navigator(TabState.threeTabs())
        var removed: [[String]] = []
        let registration = navigator.addRemovalObserver { screens in
            removed.append(screens.map { "\($0.id) \($0.route)" })
        }
        navigator.push(.list)
        navigator.push(.detail(2))
        navigator.popToRoot()
        navigator.present(.picker)
        navigator.push(.settings)
        navigator.dismissPresentation()
        // Roots with other routes: a replaced root keeps its identity only for the same route.
        navigator.replaceState(try NavigationState(selectedTab: .search) { _ in .settings })
        #expect(
            removed == [
                ["#3 list", "#4 detail(2)"],
                ["#5 picker", "#6 settings"],
                ["#0 home", "#1 home", "#2 home"],
            ])
        navigator.removeRemovalObserver(registration)
        navigator.push(.list)
        navigator.pop()
        #expect(removed.count == 3)
    }
}
