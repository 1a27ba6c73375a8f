import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// The headless host draws an inspector as SwiftUI does (one layer, read through its
/// own modifier), and the user's hands reach it and the stack beside it.
@MainActor
@Suite("Headless host: the inspector")
struct InspectorHostTests {
    @Test("an inspector draws as one layer, and swiping it down dismisses it through the navigator")
    func swipeDown() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .inspector(InspectorOptions(idealWidth: 320)))
        expectSettled(host, "main\n  #0 home\n  inspector [width 320]\n    #1 settings")
        #expect(host.refusal { host.tapOutsidePopover() } == .noSuchControl)
        let events = NavigationEventRecorder(navigator)
        #expect(host.swipeDownSheet())
        expectSettled(host, "main\n  #0 home")
        #expect(events.events.contains { if case .dismissed(_, .inspector, _) = $0 { true } else { false } })
    }

    @Test("an inspector whose options or a guard hold it refuses the swipe and stays drawn")
    func held() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .inspector(InspectorOptions(interactiveDismissDisabled: true)))
        expectSettled(host)
        #expect(host.refusal { host.swipeDownSheet() } == .disabled)
        navigator.dismissPresentation()
        navigator.present(.settings, style: .inspector())
        expectSettled(host)
        navigator.addGuard { proposal in proposal.proposed.presentations.isEmpty ? .cancel : .allow }
        #expect(host.refusal { host.swipeDownSheet() } == .disabled)
        expectSettled(host, "main\n  #0 home\n  inspector\n    #2 settings")
    }

    @Test("a tap beside the inspector pushes on the stack under it, and the inspector stays drawn")
    func pushBeside() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .inspector())
        expectSettled(host)
        let beside = navigator.rootClient
        #expect(host.tap { beside.push(.list) })
        expectSettled(host, "main\n  #0 home\n  #2 list\n  inspector\n    #1 settings")
    }

    @Test("a sheet presented from beside the inspector draws over it, and leaves it drawn when swiped away")
    func sheetBeside() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .inspector())
        expectSettled(host)
        let beside = navigator.rootClient
        #expect(host.tap { beside.navigate(to: .picker, mode: .sheet()) })
        expectSettled(host, "main\n  #0 home\n  inspector\n    #1 settings\n    sheet\n      #2 picker")
        #expect(host.swipeDownSheet())
        expectSettled(host, "main\n  #0 home\n  inspector\n    #1 settings")
    }
}
