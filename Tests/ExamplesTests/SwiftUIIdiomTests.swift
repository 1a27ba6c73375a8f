import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@testable import AssetsFeature

// SwiftUI's own idioms in the example app, through the headless host: the asset list's
// rows are `NavigationLink(value:)`s, a detail pops back to its module's root, the
// environment's dismiss and the tab bar's re-tap go through the navigator.

@MainActor
@Suite("SwiftUI idioms in the example app")
struct SwiftUIIdiomTests {
    @Test("a NavigationLink in the asset list pushes the detail through the navigator")
    func linkInList() async {
        let app = makeApp()
        let host = host(of: app)
        let events = NavigationEventRecorder(app.navigator)
        host?.tapTab(.assets)
        let row = app.demoScreen(for: app.navigator.topStack.top.id)?.action("Open Pump 7")
        let link = try? #require(row?.link)
        if let link { host?.tapLink(link) }
        host?.settle()
        #expect(app.navigator.topStack.path.map(\.route) == [.assets(.detail(id: 7))])
        #expect(events.events.contains { if case .pushed = $0 { true } else { false } })
        if let host { expectSettled(host) }
    }

    @Test("the detail pops back to the Assets root with its client's popToRoot")
    func moduleBackToItsRoot() async {
        let app = makeApp()
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        await tap("Back to all assets", in: app)
        #expect(app.navigator.topStack.top.route == .assets(.list))
        #expect(app.navigator.topStack.depth == 0)
    }

    @Test("the environment's dismiss in a pushed detail pops it through the navigator")
    func environmentDismissPopsDetail() async {
        let app = makeApp()
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        let host = host(of: app)
        #expect(host?.environmentDismiss() == true)
        host?.settle()
        #expect(app.navigator.topStack.top.route == .assets(.list))
    }

    @Test("re-tapping Assets pops to the list, and re-tapping again asks the list to scroll to its top")
    func reTapScrollsToTop() async {
        let app = makeApp()
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        await tapTab(.assets, in: app)
        #expect(app.navigator.topStack.depth == 0)
        #expect(app.navigator.scrollToTopRequests(for: .assets) == 0)
        await tapTab(.assets, in: app)
        #expect(app.navigator.scrollToTopRequests(for: .assets) == 1)
    }

    @Test("the analytics log names a client asked for with the wrong destination type")
    func clientTypeMismatchIsLogged() {
        let app = makeApp()
        let screen = app.navigator.topStack.top.id
        app.navigator.reportClientTypeMismatch(requested: "IssuesDestination", available: "AppRoute", screen: screen)
        #expect(
            app.analytics.lines.last == "client for IssuesDestination asked of \(screen), which has one for AppRoute")
    }
}
