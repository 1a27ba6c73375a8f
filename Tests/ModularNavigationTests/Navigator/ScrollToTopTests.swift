import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Scroll to top on a re-tap at the root")
struct ScrollToTopTests {
    @Test("a re-tap at the root asks to scroll; a re-tap above it pops first")
    func reTapAtRootScrolls() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.list)
        #expect(host.act { $0.tapTab(.home) })
        #expect(navigator.state.depth == 0)
        #expect(navigator.scrollToTopRequests(for: .home) == 0)
        #expect(host.act { $0.tapTab(.home) })
        #expect(host.act { $0.tapTab(.home) })
        #expect(navigator.scrollToTopRequests(for: .home) == 2)
        #expect(navigator.scrollToTopRequests(for: .search) == 0)
    }

    @Test("the documented example: a tap on the selected tab at its root asks once; selecting it from code does not")
    func documentedExample() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.perform(.tapTab(.home))
        #expect(navigator.scrollToTopRequests(for: .home) == 1)
        navigator.selectTab(.home)
        #expect(navigator.scrollToTopRequests(for: .home) == 1)
    }

    @Test("selecting another tab, or a re-tap that dismisses a sheet, does not scroll")
    func otherChangesDoNotScroll() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        #expect(host.act { $0.tapTab(.search) })
        navigator.present(.settings, style: .sheet(SheetOptions(backgroundInteraction: .enabled)))
        #expect(host.act { $0.tapTab(.search) })
        #expect(navigator.scrollToTopRequests(for: .search) == 0)
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("without pop to root on re-tap, a re-tap at the root still scrolls")
    func withoutPopToRoot() {
        let navigator = Navigator(TabState.threeTabs(), policy: NavigationPolicy(popsToRootOnReselect: false))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.act { $0.tapTab(.home) })
        #expect(navigator.scrollToTopRequests(for: .home) == 1)
    }

    @Test("only views that read the re-tapped tab's count are told")
    func observedPerNavigator() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        let counter = ObservationCounter()
        counter.observe { _ = navigator.scrollToTopRequests(for: .home) }
        navigator.push(.list)
        #expect(counter.count == 0)
        #expect(host.act { $0.tapTab(.home) })
        #expect(counter.count == 0)
        #expect(host.act { $0.tapTab(.home) })
        #expect(counter.count == 1)
    }

    @Test("a tab bar re-tap in the headless host scrolls once, whichever path reports it")
    func hostReTap() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(reTapCallsSetter: true))
        #expect(host.tapTab(.home))
        expectSettled(host)
        #expect(navigator.scrollToTopRequests(for: .home) == 1)
    }
}

@MainActor
@Suite("A client asked of the environment with the wrong destination type")
struct ClientTypeMismatchTests {
    @Test("the mistake is an event naming both types and the screen")
    func mismatchIsReported() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let screen = navigator.state.baseStack.root.id
        navigator.reportClientTypeMismatch(requested: "Int", available: "TestRoute", screen: screen)
        #expect(events.events == [.clientTypeMismatch(requested: "Int", available: "TestRoute", screen: screen)])
    }
}
