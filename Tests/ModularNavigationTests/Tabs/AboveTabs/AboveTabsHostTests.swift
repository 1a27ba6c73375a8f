import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A stack above the tabs drawn by the headless host")
struct AboveTabsHostTests {
    @Test("it moves in over the tabs, takes pushes and a cover, and its back button shows the tabs unchanged")
    func drawsAboveTabs() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        let tabs = host.drawn.base

        host.tap { navigator.showAboveTabs(.picker) }
        expectSettled(host)
        #expect(host.drawn.aboveTabs?.root.route == .picker)
        #expect(host.refusal { host.tapTab(.search) } == .covered)

        host.tap { navigator.push(.settings) }
        expectSettled(host)
        host.tap { navigator.present(.list, style: .fullScreenCover) }
        expectSettled(host)
        host.tap { navigator.dismissPresentation() }
        expectSettled(host)
        #expect(host.tapBack())
        expectSettled(host)

        #expect(host.tapAboveTabsBack())
        expectSettled(host)
        #expect(host.drawn.base == tabs)
        #expect(host.failures.isEmpty)
        #expect(host.fallbacksFired == 0)
        #expect(host.tapTab(.search))
        expectSettled(host)
    }

    @Test("dismissing it with a sheet over it takes the sheet down first, then the stack")
    func dismissWithSheet() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.showAboveTabs(.picker) }
        expectSettled(host)
        host.tap { navigator.present(.settings) }
        expectSettled(host)
        host.tap { navigator.perform(.dismissAboveTabs) }
        expectSettled(host, "tab home (selected)\n  #0 home\ntab search\n  #1 home\ntab profile\n  #2 home")
        #expect(host.failures.isEmpty)
        #expect(host.fallbacksFired == 0)
    }

    @Test("a sheet on a tab is dismissed before the stack above the tabs moves in")
    func showOverSheet() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.present(.settings) }
        expectSettled(host)
        host.tap { navigator.showAboveTabs(.picker) }
        expectSettled(host)
        #expect(host.drawn.presentations.isEmpty)
        #expect(host.drawn.aboveTabs?.root.route == .picker)
        #expect(host.failures.isEmpty)
    }

    @Test("a lost disappearance ends through the fallback, and the screen still settles")
    func lostSignal() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(signalLoss: 1))
        host.tap { navigator.showAboveTabs(.picker) }
        host.settle()
        host.tap { navigator.perform(.dismissAboveTabs) }
        host.settle()
        #expect(host.showsNavigatorState)
        #expect(host.drawn.aboveTabs == nil)
    }
}
