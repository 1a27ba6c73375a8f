import ModularNavigation
import ModularNavigationTesting
import Testing

/// The runtime risks a first device run would most likely show, each modelled by the
/// headless host so that it fails here if it comes back.
@MainActor
@Suite("Headless host: the adapter's runtime risks")
struct AdapterRiskTests {
    @Test("a sheet dismissed by the user finishes leaving before anything is presented")
    func userDismissalIsARunningStep() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        host.settle()
        // A Done button calling the environment's dismiss writes nil as the sheet starts
        // to slide away; a result continuation presents right after.
        #expect(host.environmentDismiss())
        navigator.present(.picker, style: .sheet())
        #expect(host.drawn.presentations.isEmpty, "the picker waits for the sheet to leave")
        expectSettled(host, "main\n  #0 home\n  sheet\n    #2 picker")
    }
}

extension AdapterRiskTests {
    @Test("a dismissed sheet keeps its content while it slides away")
    func leavingLayerKeepsContent() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        navigator.push(.list)
        host.settle()
        navigator.dismissPresentation()
        navigator.dismissPresentation()
        host.advance(by: .milliseconds(100))
        expectSettled(host, "main\n  #0 home")
    }

    @Test("a popped screen keeps its route while it slides out, whatever redraws meanwhile")
    func poppedScreenKeepsRoute() {
        let navigator = Navigator(StackState(root: .home, path: [.list, .detail(1)]))
        let host = HeadlessHost(navigator: navigator)
        navigator.pop()
        host.advance(by: .milliseconds(100))
        // The app changes something else while the pop animates: the driver redraws.
        navigator.present(.settings, style: .sheet())
        expectSettled(host, "main\n  #0 home\n  #1 list\n  sheet\n    #3 settings")
    }
}

extension AdapterRiskTests {
    @Test("a step ended by the fallback is reported, not taken for a success")
    func fallbackIsADiagnostic() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(signalLoss: 1))
        navigator.present(.settings, style: .sheet())
        expectSettled(host)
        #expect(host.fallbacksFired == 1)
        #expect(host.diagnostics.contains { $0.hasPrefix("no appeared(#1)") })
    }

    @Test("a second view drawing the same navigator is reported")
    func navigatorDrawnTwice() {
        let navigator = Navigator(root: TestRoute.home)
        let first = HeadlessHost(navigator: navigator)
        let second = HeadlessHost(navigator: navigator)
        #expect(first.diagnostics.isEmpty)
        #expect(second.diagnostics == ["a navigator is drawn by two views; create one navigator per scene"])
    }

    @Test("a path write that is not a prefix of the drawn path is ignored and reported")
    func foreignPathWriteIsReported() {
        let navigator = Navigator(StackState(root: .home, path: [.list, .detail(1)]))
        let host = HeadlessHost(navigator: navigator)
        host.settle()
        // A feature's own navigation makes SwiftUI write a path the adapter never drew.
        let detail = host.topScreen.id
        host.writePath([detail])
        expectSettled(host, "main\n  #0 home\n  #1 list\n  #2 detail(1)")
        #expect(host.diagnostics.count == 1)
    }
}

extension AdapterRiskTests {
    /// A guard that refuses to let any presentation go.
    private func refusingDismissals(_ navigator: Navigator<TestRoute, Never>) {
        navigator.addGuard { proposal in
            proposal.proposed.presentations.count < proposal.current.presentations.count ? .cancel : .allow
        }
    }

    @Test("a sheet whose dismissal a guard refuses cannot be swiped away, rather than bouncing back")
    func refusedSwipeDownDoesNotBounce() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        refusingDismissals(navigator)
        host.settle()
        #expect(host.refusal { host.swipeDownSheet() } == .disabled)
        expectSettled(host, "main\n  #0 home\n  sheet\n    #1 settings")
    }

    @Test("a screen whose pop a guard refuses has no back button and no back swipe; the environment's dismiss bounces")
    func refusedBackSwipeDoesNotBounce() {
        let navigator = Navigator(StackState(root: .home, path: [.list]))
        navigator.addGuard { proposal in proposal.proposed.depth < proposal.current.depth ? .cancel : .allow }
        let host = HeadlessHost(navigator: navigator)
        host.settle()
        #expect(host.refusal { host.swipeBack() } == .disabled)
        expectSettled(host, "main\n  #0 home\n  #1 list")
        // The environment's dismiss is code, not a control: SwiftUI pops anyway, the guard
        // refuses, and the screen comes back.
        #expect(host.environmentDismiss())
        expectSettled(host, "main\n  #0 home\n  #1 list")
    }
}

extension AdapterRiskTests {
    @Test(
        "a re-tap on the selected tab pops to the root whether or not TabView calls the setter",
        arguments: [true, false])
    func reTapWithoutSetter(callsSetter: Bool) {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(reTapCallsSetter: callsSetter))
        navigator.push(.list)
        navigator.push(.detail(1))
        host.settle()
        #expect(host.tapTab(.home))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        // Once, not twice: a second pop to the root would have nothing to pop, but the
        // events show whether the re-tap was handled once.
        #expect(host.tapTab(.search))
        expectSettled(host)
        #expect(navigator.state.selectedTab == .search)
        // A re-tap the setter never followed, then a selection by code: the next tap on
        // the first tab is a tap of its own.
        #expect(host.tapTab(.search))
        expectSettled(host)
        host.tap { navigator.selectTab(.home) }
        expectSettled(host)
        #expect(host.tapTab(.search))
        expectSettled(host)
        #expect(navigator.state.selectedTab == .search)
    }

    @Test("a layer's onDismiss ends its dismissal, naming the layer though its binding already reads nil")
    func onDismissNamesTheLayerThatLeft() {
        // Dismissed by code, by a Done button calling the environment's dismiss (nil is
        // written as the sheet starts to leave), and by a swipe (nil written as it ends).
        for way in 0..<3 {
            let navigator = Navigator(root: TestRoute.home)
            let host = HeadlessHost(navigator: navigator)
            navigator.present(.settings, style: .sheet())
            host.settle()
            let start = host.now
            switch way {
            case 0: navigator.dismissPresentation()
            case 1: #expect(host.environmentDismiss())
            default:
                #expect(host.swipeDownSheet())
                // Nothing reaches the app while the finger is down.
                while host.isGestureInProgress { host.advance(by: .milliseconds(10)) }
            }
            navigator.present(.picker, style: .sheet())
            host.settle()
            #expect(host.diagnostics.isEmpty, "a step ended through the fallback: \(host.diagnostics)")
            #expect(host.now - start < .seconds(1))
            expectSettled(host, "main\n  #0 home\n  sheet\n    #2 picker")
        }
    }

    @Test("switching tabs draws the other tab's stack as a new stack view, not the old path animating")
    func eachTabStackHasItsOwnIdentity() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.list)
        host.settle()
        #expect(host.tapTab(.search))
        host.settle()
        #expect(host.failures.isEmpty, "\(host.failures)")
        #expect(host.tapTab(.home))
        expectSettled(host, "tab home (selected)\n  #0 home\n  #3 list\ntab search\n  #1 home\ntab profile\n  #2 home")
    }
}
