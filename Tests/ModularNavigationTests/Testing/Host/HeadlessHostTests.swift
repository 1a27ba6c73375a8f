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

    @Test("time never runs backwards: a negative advance lets no time pass and wakes no finished animation")
    func negativeAdvance() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        host.advance(by: .milliseconds(400))
        let settledAt = host.now
        #expect(!host.isAnimating)

        host.advance(by: .seconds(-10))

        #expect(host.now == settledAt)
        #expect(!host.isAnimating)
        expectSettled(host, "main\n  #0 home\n  #1 list")
    }

    @Test(
        "durations at the ends of Duration neither trap nor run the clock backwards",
        arguments: [
            Duration.seconds(Int64.max) ... .seconds(Int64.max), .zero ... .milliseconds(Int64.max),
            .seconds(Int64.min) ... .seconds(-1), .seconds(Int64.min) ... .seconds(Int64.max),
        ])
    func extremeDurations(animation: ClosedRange<Duration>) {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(
            navigator: navigator, behaviour: HostBehaviour(animation: animation, signalDelay: animation))
        host.tap { navigator.push(.list) }
        // `settle` stops at its limit; an animation longer than that is still running.
        host.settle()
        #expect(host.topScreen.route == .list)
        #expect(host.isAnimating == (animation.upperBound > .seconds(60)))
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
        #expect(host.refusal { host.swipeDownSheet() } == .noSuchControl, "a cover cannot be swiped away")
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
        #expect(host.refusal { host.swipeDownSheet() } != nil)
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
        #expect(host.refusal { host.tapTab(.search) } == .covered)
        expectSettled(host)
    }
}

/// The host lets through only what a user can do, and says why it did not.
@MainActor
@Suite("Headless host: what the user may touch")
struct HostTouchTests {
    @Test("with an alert drawn, the sidebar and content lists refuse taps, as the tab bar does")
    func alertCoversTheLists() throws {
        let navigator = Navigator(
            try SplitState(sidebar: .home, selection: .list, contentSelection: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        host.settle()
        let before = navigator.state
        #expect(host.refusal { host.tapSidebarItem(.settings) } == .dialogShown)
        #expect(host.refusal { host.tapContentItem(.detail(2)) } == .dialogShown)
        #expect(host.refusal { host.tapCollapsedBack() } == .dialogShown)
        #expect(navigator.state == before)

        let tabs = Navigator(TabState.threeTabs())
        let tabHost = HeadlessHost(navigator: tabs)
        tabHost.tap { tabs.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        tabHost.settle()
        #expect(tabHost.refusal { tabHost.tapTab(.search) } == .dialogShown)
    }

    @Test("a refused tap is a typed reason, recorded as a test failure unless the test expects it")
    func refusedTapIsVisible() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        // The push is still animating: UIKit drops the tap.
        #expect(host.refusal { host.tap { navigator.push(.detail(1)) } } == .animating)
        #expect(host.lastRefusal == .animating)
        #expect(host.refusalsFailTests, "refusals fail tests unless a test asks otherwise")
        withKnownIssue("a refused gesture the test did not expect fails it") {
            host.tap { navigator.push(.detail(2)) }
        }
        host.settle()
        #expect(host.refusal { host.swipeDownSheet() } == .noSuchControl)
        #expect(host.refusal { host.swipeBack() } == nil, "a gesture that goes through has no refusal")
    }
}
