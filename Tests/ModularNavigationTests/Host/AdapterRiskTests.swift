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
