import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// A tab tap asks the core before it is recorded, as every other gesture does.
@MainActor
@Suite("Headless host: a tab tap a guard refuses")
struct TabTapGuardHostTests {
    @Test("a tab tap a guard cancels is disabled: the tab stays and the sheet over it is never dismissed")
    func refusedTapKeepsTabAndSheet() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        // A sheet that leaves the tab bar in reach, so the guard is what refuses the tap.
        navigator.present(.settings, style: .sheet(SheetOptions(backgroundInteraction: .enabled)))
        expectSettled(host)
        let before = host.tree
        navigator.addGuard { proposal in
            proposal.proposed.tabs?.selected != proposal.current.tabs?.selected ? .cancel : .allow
        }
        let events = NavigationEventRecorder(navigator)
        #expect(host.refusal { host.tapTab(.search) } == .disabled)
        expectSettled(host, before)
        #expect(navigator.selectedTab == .home)
        #expect(navigator.current.presentations.count == 1)
        #expect(!events.events.contains { if case .dismissed = $0 { true } else { false } })
        // A tap the guard lets through still works.
        #expect(host.tapTab(.home))
    }
}
