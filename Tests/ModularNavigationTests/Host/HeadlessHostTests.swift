import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Headless host: what SwiftUI draws and reports")
struct HeadlessHostTests {
    @Test("a push animates, and the next step starts only when the pushed screen appeared")
    func pushWaitsForAppearance() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        #expect(host.topScreen.route == .list)
        #expect(host.isAnimating)

        // Dismissing and pushing at once is planned in steps; the sheet waits for the push.
        navigator.present(.settings, style: .sheet())
        #expect(host.drawn.presentations.isEmpty)
        host.advance(by: .milliseconds(350))
        #expect(host.drawn.presentations.count == 1)
        expectSettled(host, "main\n  #0 home\n  #1 list\n  sheet\n    #2 settings")
    }

    @Test("a sheet over a sheet is presented one layer per update")
    func nestedSheetsOnePerUpdate() throws {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        var target = navigator.state
        try target.perform(.present(.settings, .sheet()))
        try target.perform(.present(.picker, .fullScreenCover))
        try target.perform(.present(.list, .sheet()))
        navigator.replaceState(target)
        #expect(host.drawn.presentations.count == 1)
        expectSettled(host)
        #expect(host.drawn.presentations.count == 3)
    }

    @Test("a back swipe writes the path when the pop completes and pops the touched screen")
    func backSwipe() {
        let navigator = Navigator(StackState(root: .home, path: [.list, .detail(1)]))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.swipeBack())
        // The finger is still moving: the navigator has not heard of it yet.
        #expect(navigator.state.depth == 2)
        host.advance(by: .milliseconds(350))
        #expect(navigator.state.depth == 1)
        expectSettled(host, "main\n  #0 home\n  #1 list")
    }

    @Test("a cancelled back swipe changes nothing")
    func cancelledBackSwipe() {
        let navigator = Navigator(StackState(root: .home, path: [.list]))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.cancelSwipeBack())
        expectSettled(host, "main\n  #0 home\n  #1 list")
    }

    @Test("the back button and the environment's dismiss pop as the animation starts")
    func backButtonAndEnvironmentDismiss() {
        let navigator = Navigator(StackState(root: .home, path: [.list, .detail(1)]))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapBack())
        #expect(navigator.state.depth == 1)
        host.settle()
        #expect(host.environmentDismiss())
        #expect(navigator.state.depth == 0)
        expectSettled(host, "main\n  #0 home")
    }

    @Test("a sheet swiped down is dismissed when the swipe ends; the environment's dismiss at once")
    func sheetDismissals() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        host.settle()
        #expect(host.swipeDownSheet())
        #expect(navigator.state.presentations.count == 1)
        host.advance(by: .milliseconds(350))
        #expect(navigator.state.presentations.isEmpty)
        expectSettled(host, "main\n  #0 home")

        navigator.present(.settings, style: .fullScreenCover)
        host.settle()
        #expect(!host.swipeDownSheet(), "a cover cannot be swiped away")
        #expect(host.environmentDismiss())
        #expect(navigator.state.presentations.isEmpty)
        expectSettled(host, "main\n  #0 home")
    }

    @Test("a sheet that disables interactive dismissal cannot be swiped away")
    func interactiveDismissDisabled() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(interactiveDismissDisabled: true)))
        host.settle()
        #expect(!host.swipeDownSheet())
        expectSettled(host)
    }

    @Test("a re-tap on the selected tab calls the setter with the same tab and pops to the root")
    func tabReTap() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.list)
        host.settle()
        #expect(host.tapTab(.search))
        host.settle()
        #expect(host.tapTab(.home))
        host.settle()
        #expect(host.topScreen.route == .list)
        #expect(host.tapTab(.home))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
    }

    @Test("the tab bar cannot be touched while a full-screen cover hides it")
    func tabBarCovered() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .fullScreenCover)
        host.settle()
        #expect(!host.tapTab(.search))
        expectSettled(host)
    }
}
