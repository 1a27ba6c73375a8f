import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Headless host: the hard cases")
struct HostHardCaseTests {
    /// Signals arrive 300 ms after their animation, so a step runs well after the screen
    /// stopped moving.
    private let slowSignals = HostBehaviour(signalDelay: .milliseconds(300) ... .milliseconds(300))

    @Test("a quick action from 3 sheets and 5 pushes lands on another tab with 2 pushes")
    func quickActionFromDeepState() throws {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.detail(0))
        for level in 1...3 {
            navigator.present(.settings, style: level == 2 ? .fullScreenCover : .sheet())
            if level <= 2 {
                navigator.push(.detail(level))
                navigator.push(.detail(level + 10))
            }
        }
        navigator.push(.list)
        expectSettled(host)
        #expect(host.drawn.presentations.count == 3)
        #expect(host.drawn.entries.count == 12)

        var target = navigator.state
        try target.perform(.selectTab(.search))
        try target.perform(.push(.detail(7)))
        try target.perform(.push(.detail(8)))
        navigator.replaceState(target)
        expectSettled(host)
        #expect(host.topScreen.route == .detail(8))
        #expect(host.drawn.presentations.isEmpty)
    }

    @Test("a deep link while a sheet animates in waits for the sheet")
    func deepLinkWhileSheetAnimates() throws {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        host.advance(by: .milliseconds(100))
        #expect(host.isAnimating)

        var target = navigator.state
        try target.perform(.selectTab(.profile))
        try target.perform(.push(.detail(3)))
        try target.perform(.present(.picker, .sheet()))
        navigator.replaceState(target)
        #expect(host.drawn.presentations.first?.stack.root.route == .settings)
        expectSettled(host)
        #expect(host.topScreen.route == .picker)
    }

    @Test("a back swipe during a running step pops only the touched screen")
    func backSwipeDuringRunningStep() {
        let navigator = Navigator(StackState(root: .home, path: [.list]))
        let host = HeadlessHost(navigator: navigator, behaviour: slowSignals)
        host.tap { navigator.push(.detail(1)) }
        // The push has finished on screen, but its signal is still on its way.
        host.advance(by: .milliseconds(400))
        #expect(!host.isSettled)
        let touched = host.topScreen
        #expect(touched.route == .detail(1))
        #expect(host.swipeBack())
        expectSettled(host)
        #expect(!navigator.state.contains(touched.id))
        #expect(navigator.state.topStack.entries.map(\.route) == [.home, .list])
    }

    @Test("a double tap during a transition pushes once")
    func doubleTapDuringTransition() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: host.topScreen.id)
        #expect(host.tap { client.push(.detail(1)) })
        #expect(
            host.refusal { host.tap { client.push(.detail(1)) } } == .animating,
            "UIKit ignores touches while a push animates")
        expectSettled(host, "main\n  #0 home\n  #1 detail(1)")
        // Once the push ended, the old screen's button is covered: its client is stale.
        host.tap { client.push(.detail(1)) }
        expectSettled(host)
        #expect(navigator.state.depth == 2)
    }

    @Test("a tab switch mid-animation leaves each tab as the user left it")
    func tabSwitchMidAnimation() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator, behaviour: slowSignals)
        host.tap { navigator.push(.list) }
        host.advance(by: .milliseconds(100))
        #expect(host.tapTab(.search))
        host.tap { navigator.push(.detail(4)) }
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.entries.map(\.route) == [.home, .list])
        #expect(navigator.state.stack(at: .tab(.search))?.entries.map(\.route) == [.home, .detail(4)])
    }

    @Test("a lost signal ends its step through the fallback, after one second of host time")
    func lostSignalEndsThroughFallback() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(signalLoss: 1))
        var target = navigator.state
        #expect((try? target.perform(.present(.settings, .sheet()))) != nil)
        #expect((try? target.perform(.present(.picker, .sheet()))) != nil)
        navigator.replaceState(target)
        host.advance(by: .milliseconds(999))
        #expect(host.drawn.presentations.count == 1)
        host.advance(by: .milliseconds(1))
        #expect(host.drawn.presentations.count == 2)
        expectSettled(host)
        #expect(host.fallbacksFired == 2)
        #expect(host.signalsLost >= 2)
    }

    @Test("swiping away a flow that owes a result hands the presenter a cancellation")
    func swipeDismissedResultFlow() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: host.topScreen.id)
        let picking = await navigator.start { await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        host.settle()
        #expect(host.swipeDownSheet())
        expectSettled(host, "main\n  #0 home")
        #expect(await picking.value == .cancelled)
    }
}
