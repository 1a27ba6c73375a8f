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
        navigator.dismiss()
        navigator.dismiss()
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
